// @vitest-environment happy-dom
// @vitest-isolate: its fetch mock counts every request, and in a shared worker a header of an earlier file
// still listening on the window asked too (a fresh clone's run: 4 calls for 1); the leak is not found yet.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ctxFixture } from '../../fixtures/site';
import { readerStore } from '../../runtime/context';
import { RENEWAL_DATA_KEY } from '../../ui/account/renewal-data';
import { SiteHeader } from './SiteHeader';

const plans = (list: { subscriptionID: number; statusID: number }[]) =>
  vi.fn(async () => new Response(JSON.stringify(list), { headers: { 'Content-Type': 'application/json' } }));

function renderHeader(path = '/nacion/') {
  const ctx = { ...ctxFixture('semana'), path };
  return render(<SiteHeader config={{ published: true, progress: false }} data={null} ctx={ctx} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  act(() => readerStore.set({ loggedIn: null, firstName: undefined, subscriptionStatuses: null }));
});

describe('failed-renewal banner in the header (spec 2, 2; decision 0026)', () => {
  it('asks a subscriber whose renewal was declined for a new card, under the bar and in her menu', async () => {
    const fetchMock = plans([{ subscriptionID: 41, statusID: 4 }]);
    vi.stubGlobal('fetch', fetchMock);
    act(() => readerStore.set({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [4] }));
    renderHeader();
    const banner = await screen.findByRole('region', { name: 'Renovación de tu suscripción' });
    expect(within(banner).getByRole('link', { name: 'Actualizar datos de pago' }).getAttribute('href')).toBe(
      '/autogestion/mis-suscripciones/?tarjeta=41',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /Ana/ }));
    const menu = document.getElementById('site-header-user')!;
    expect(within(menu).getByRole('link', { name: 'Actualizar datos de pago' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/sales/public/v1/subscription/all', expect.anything());
    // RenewalData (S2-069) keeps the answer, so the next page asks nothing.
    expect(JSON.parse(localStorage.getItem(RENEWAL_DATA_KEY)!).notice).toEqual({
      paymentFailed: true,
      subscriptionID: 41,
    });
    cleanup();
    renderHeader('/politica/');
    await screen.findByRole('link', { name: 'Actualizar datos de pago' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks a reader whose plans all ended to renew ('Renuévela ahora')", async () => {
    vi.stubGlobal('fetch', plans([{ subscriptionID: 9, statusID: 2 }]));
    act(() => readerStore.set({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [] }));
    renderHeader();
    const link = await screen.findByRole('link', { name: 'Renuévela ahora' });
    expect(link.getAttribute('href')).toBe('/suscripciones-online/?offerId=466');
  });

  it('shows nothing to a reader in good standing, asks nothing for an anonymous one, and leaves the account pages to their own banner', async () => {
    const good = plans([{ subscriptionID: 3, statusID: 1 }]);
    vi.stubGlobal('fetch', good);
    act(() => readerStore.set({ loggedIn: false }));
    renderHeader();
    expect(good).not.toHaveBeenCalled();
    act(() => readerStore.set({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [1] }));
    await vi.waitFor(() => expect(localStorage.getItem(RENEWAL_DATA_KEY)).not.toBeNull());
    expect(good).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Renovación de tu suscripción' })).toBeNull();
    cleanup();
    localStorage.clear();
    vi.stubGlobal('fetch', plans([{ subscriptionID: 41, statusID: 4 }]));
    renderHeader('/autogestion/mis-suscripciones/');
    await userEvent.setup().click(screen.getByRole('button', { name: /Ana/ }));
    await within(document.getElementById('site-header-user')!).findByRole('link', { name: 'Actualizar datos de pago' });
    expect(screen.queryByRole('region', { name: 'Renovación de tu suscripción' })).toBeNull();
  });
});
