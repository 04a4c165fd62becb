// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ctxFixture } from '../../fixtures/site';
import block from './index';
import { ConsentBanner } from './ConsentBanner';

const KEY = 'consentimiento-terceros';
const config = block.config.parse({ published: true });

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

const banner = () => screen.queryByRole('region', { name: 'Privacidad y cookies' });

describe('consent-banner', () => {
  it('asks a reader who has not chosen yet, linking to the data policy', () => {
    render(<ConsentBanner config={config} data={null} ctx={ctxFixture()} />);
    expect(banner()!.textContent).toContain(
      'Usamos cookies propias y de terceros para mostrarte publicidad y contenidos de redes sociales. Puedes aceptarlas o rechazarlas; conoce nuestra política de tratamiento de datos personales.',
    );
    const policy = screen.getByRole('link', { name: 'política de tratamiento de datos personales' });
    expect(policy.getAttribute('href')).toBe('/politica-de-tratamiento-de-datos/');
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeTruthy();
  });

  it("stores 'aceptado' and hides the banner when the reader accepts", async () => {
    render(<ConsentBanner config={config} data={null} ctx={ctxFixture()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(window.localStorage.getItem(KEY)).toBe('aceptado');
    expect(banner()).toBeNull();
  });

  it("stores 'rechazado' and hides the banner when the reader rejects", async () => {
    render(<ConsentBanner config={config} data={null} ctx={ctxFixture()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(window.localStorage.getItem(KEY)).toBe('rechazado');
    expect(banner()).toBeNull();
  });

  it('does not ask again once the reader has chosen', () => {
    window.localStorage.setItem(KEY, 'rechazado');
    render(<ConsentBanner config={config} data={null} ctx={ctxFixture()} />);
    expect(banner()).toBeNull();
  });
});
