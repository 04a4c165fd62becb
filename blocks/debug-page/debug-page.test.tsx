// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ctxFixture } from '../../fixtures/site';
import block from './index';
import { CLEAR_LABEL, DebugPage, EMPTY_VALUE } from './DebugPage';

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem('ArcId.USER_INFO', '{"uuid":"u-1"}');
  localStorage.setItem('ArcId.USER_PROFILE', '{"firstName":"Ana"}');
  localStorage.setItem('offerId', '466');
  localStorage.setItem('otra-clave', 'x');
});
const config = block.config.parse({ published: true });

describe('debug page (spec 3, 2, S3-114, S2-046)', () => {
  it('shows the stored user info, the user profile and the third stored key', () => {
    render(<DebugPage config={config} data={null} ctx={ctxFixture()} />);
    expect(screen.getByText('{"uuid":"u-1"}')).toBeTruthy();
    expect(screen.getByText('{"firstName":"Ana"}')).toBeTruthy();
    expect(screen.getByText('466')).toBeTruthy();
  });

  it('the button clears local and session storage', () => {
    render(<DebugPage config={config} data={null} ctx={ctxFixture()} />);
    fireEvent.click(screen.getByRole('button', { name: CLEAR_LABEL }));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(screen.getAllByText(EMPTY_VALUE)).toHaveLength(3);
  });

  it('the server markup carries none of the stored values', () => {
    const html = renderToStaticMarkup(<DebugPage config={config} data={null} ctx={ctxFixture()} />);
    expect(html).not.toContain('u-1');
    expect(html.split(EMPTY_VALUE)).toHaveLength(4);
  });
});
