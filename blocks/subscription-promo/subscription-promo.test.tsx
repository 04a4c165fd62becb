// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { readerStore } from '../../runtime/context';
import { SubscriptionPromo } from './SubscriptionPromo';

afterEach(() => {
  cleanup();
  act(() => readerStore.set({ loggedIn: null, subscriptionStatuses: null }));
});

function renderPromo() {
  render(
    <SubscriptionPromo
      config={{ published: true, offerId: 'PROMO-ANUAL' }}
      data={{ amount: 129_000 }}
      ctx={{ ...ctxFixture(), path: '/suscripciones/' }}
    />,
  );
}

describe('subscription promo', () => {
  it("states '129.000 pesos' a year with terms, and 'SUSCRÍBETE AHORA' opens the store on the promo offer", () => {
    renderPromo();
    expect(document.querySelector('.promo__price')?.textContent).toBe('129.000 pesos al año');
    expect(screen.getByRole('link', { name: 'Términos y condiciones' }).getAttribute('href')).toBe('/terminos-de-uso/');
    expect(screen.getByRole('link', { name: 'SUSCRÍBETE AHORA' }).getAttribute('href')).toBe(
      '/suscripciones-online/?offerId=PROMO-ANUAL',
    );
  });

  it('S2-004: states the price per year and that the reader may cancel at any time', () => {
    renderPromo();
    expect(document.querySelector('.promo__price')?.textContent).toMatch(/al año$/);
    expect(screen.getByText('Cancela cuando quieras.')).toBeTruthy();
  });

  it('offers the login form to anonymous visitors only', () => {
    renderPromo();
    expect(screen.queryByRole('link', { name: 'Inicia sesión aquí' })).toBeNull();
    act(() => readerStore.set({ loggedIn: false }));
    expect(screen.getByRole('link', { name: 'Inicia sesión aquí' }).getAttribute('href')).toBe(
      '/suscripciones/?form=login',
    );
    act(() => readerStore.set({ loggedIn: true, subscriptionStatuses: [] }));
    expect(screen.queryByRole('link', { name: 'Inicia sesión aquí' })).toBeNull();
  });
});
