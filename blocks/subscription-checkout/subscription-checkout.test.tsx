// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { anonymousReader } from '../../fixtures/readers';
import { readerStore } from '../../runtime/context';
import { SubscriptionCheckout } from './SubscriptionCheckout';

// The store's card form and plans are ReaderStore.test.tsx; this is the block around them.
afterEach(() => {
  cleanup();
  act(() => readerStore.set({ loggedIn: null, subscriptionStatuses: null }));
});

const offer = { id: '466', name: 'Plan digital anual', sku: 'PLAN-DIGITAL-ANUAL', amount: 199_000 };

function renderStore() {
  render(
    <SubscriptionCheckout
      config={{ published: true, offerId: '466' }}
      data={{ offer, showTestCards: false }}
      ctx={{ ...ctxFixture(), path: '/suscripciones-online/' }}
    />,
  );
}

describe('subscription checkout', () => {
  it('shows the offer and its yearly price to everyone, waiting until it knows who reads', () => {
    renderStore();
    expect(screen.getByRole('heading', { name: 'Plan digital anual' })).toBeTruthy();
    expect(document.querySelector('.checkout__price')?.textContent).toBe('$199.000 al año');
    expect(screen.getByText('Cargando...')).toBeTruthy();
  });

  it('asks an anonymous reader to sign in or sign up, coming back to this offer', () => {
    renderStore();
    act(() => readerStore.set(anonymousReader));
    const back = encodeURIComponent('/suscripciones-online/?offerId=466');
    expect(screen.getByRole('link', { name: 'inicia sesión' }).getAttribute('href')).toBe(
      `/login-semana/?redirect=${back}`,
    );
    expect(screen.getByRole('link', { name: 'crea tu cuenta' }).getAttribute('href')).toBe(
      `/login-semana/?register=1&redirect=${back}`,
    );
  });
});
