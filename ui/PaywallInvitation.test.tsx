// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PaywallInvitation } from './PaywallInvitation';

const site = { slug: 'semana', name: 'Semana', prices: { paywallBox: '$199.000', promoCard: '129.000 pesos' } };

afterEach(cleanup);

describe('the paywall box of a locked story', () => {
  it("S2-005, S2-149: an anonymous visitor reads '$199.000' a year, and may sign in or create an account", () => {
    render(<PaywallInvitation site={site} path="/nacion/articulo/una-historia/1/" />);
    expect(document.querySelector('.paywall-invitation__offer')?.textContent).toContain('$199.000');
    expect(screen.getByText('Cancela cuando quieras.')).toBeTruthy();
    const login = screen.getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href') ?? '';
    const register = screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href') ?? '';
    expect(login).toContain('/login');
    expect(register).toContain('register=1');
    expect(screen.getByRole('link', { name: 'Suscríbete' }).getAttribute('href')).toBe(
      '/suscripciones-online/?offerId=466',
    );
  });
});
