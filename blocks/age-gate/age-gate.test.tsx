// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import block from './index';
import { AGE_FLAG, REQUIRED_AGE } from '../../ui/age-gate/age-flag';
import { AgeGateBlock as AgeGate } from './AgeGateBlock';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
const props = { config: block.config.parse({ published: true }), data: null, ctx: ctxFixture() };

describe('age-gate (spec 3, 2)', () => {
  it('asks for an age over 18 with the button TENGO MÁS DE 18 AÑOS, in the server HTML', () => {
    expect(REQUIRED_AGE).toBe(18);
    const html = renderToStaticMarkup(<AgeGate {...props} />);
    expect(html).toContain('TENGO MÁS DE 18 AÑOS');
    expect(html).toContain('mayores de 18 años');
  });

  it('stores the flag in session storage and hides the overlay', async () => {
    render(<AgeGate {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'TENGO MÁS DE 18 AÑOS' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(AGE_FLAG)).toBe('true');
  });

  it('stays hidden while the session flag is true, and shows for any other value', () => {
    sessionStorage.setItem(AGE_FLAG, 'true');
    render(<AgeGate {...props} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    sessionStorage.setItem(AGE_FLAG, 'false');
    render(<AgeGate {...props} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('adds nothing on a site whose pages the header already covers (Soho), not even an island', async () => {
    render(<AgeGate {...props} ctx={ctxFixture('soho')} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const on = (site: string) => ({ ...ctxFixture(site), sources: fakeSources({}) });
    expect(await block.fetch!(block.config.parse({ published: true }), on('soho'))).toBeNull();
    expect(await block.fetch!(block.config.parse({ published: true }), on('semana'))).toEqual({});
  });
});
