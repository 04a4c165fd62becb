// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AuthModal } from './AuthModal';
import { MODAL_RESET_MS, OFFER_ID_KEY } from './modal-close';
import { readerStore } from '../../runtime/context';
import { forgetReader, rememberReader } from './reader-session';

// The login form asks for the site's switches and its OpenID Connect providers: none here.
const server = setupServer(
  http.get('*/identity/public/v1/config', () => HttpResponse.json({})),
  http.get('*/identity/public/v2/oidc/provider/login', () => HttpResponse.json({ providers: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const assign = vi.fn();
beforeEach(() => {
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  cleanup();
  forgetReader();
  act(() => readerStore.set({ loggedIn: null, firstName: undefined, subscriptionStatuses: null }));
  localStorage.removeItem(OFFER_ID_KEY);
  assign.mockReset();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function openAt(address: string, contentPage = false) {
  window.history.replaceState(null, '', address);
  const path = new URL(address, 'http://x').pathname;
  return render(<AuthModal path={path} contentPage={contentPage} />);
}

describe('auth modal (?form=)', () => {
  // First in the file: afterwards the forms' chunk is already loaded.
  it("shows 'Cargando...' while the forms load", async () => {
    openAt('/?form=login');
    expect(screen.getByText('Cargando...')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
  });

  it.each([
    ['login', 'Iniciar Sesión'],
    ['signin', 'Crear cuenta'],
    ['recovery', 'Recuperar contraseña'],
  ])('?form=%s opens its form', async (form, heading) => {
    openAt(`/?form=${form}`);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it.each([
    ['signin', 'Crear cuenta', '0'],
    ['login', 'Iniciar Sesión', '1'],
    ['recovery', 'Recuperar contraseña', '2'],
  ])('S2-009: ?form=%s shows its panel', async (form, heading, panel) => {
    openAt(`/?form=${form}`);
    await screen.findByRole('heading', { name: heading });
    expect(document.querySelector('dialog')?.dataset.panel).toBe(panel);
  });

  it('S2-009: switching forms moves between the panels', async () => {
    openAt('/?form=login');
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await screen.findByRole('heading', { name: 'Crear cuenta' });
    expect(document.querySelector('dialog')?.dataset.panel).toBe('0');
  });

  it.each(['admin', '', 'LOGIN'])('ignores ?form=%s', (form) => {
    const { container } = openAt(`/?form=${form}`);
    expect(container.querySelector('dialog')).toBeNull();
  });

  it('closes with its button and takes form out of the address', async () => {
    openAt('/nacion/?form=login&page=2');
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(document.querySelector('dialog')?.open).toBe(false);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/nacion/?page=2');
    expect(assign).not.toHaveBeenCalled();
  });

  it('cannot be closed on a suscripciones page: no button, Escape ignored', async () => {
    openAt('/suscripciones/?form=login');
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
    expect(document.querySelector('dialog')).not.toBeNull();
  });
});

describe('closing the auth modal (spec 2, 4)', () => {
  const close = () => fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));

  it('hides it at once and resets it 0.5 s later', async () => {
    openAt('/nacion/?form=login');
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await screen.findByRole('heading', { name: 'Crear cuenta' });
    vi.useFakeTimers();
    close();
    const dialog = document.querySelector('dialog');
    expect(dialog?.open).toBe(false);
    act(() => vi.advanceTimersByTime(MODAL_RESET_MS - 100));
    expect(document.querySelector('dialog')).toBe(dialog);
    act(() => vi.advanceTimersByTime(100));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('sends an anonymous reader on a story page to the home page', async () => {
    openAt('/nacion/articulo/123/?form=login', true);
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    close();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('keeps an anonymous reader on other pages', async () => {
    openAt('/store/?form=login');
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    close();
    expect(assign).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/store/');
  });
});

describe('a reader who is signed in already (issue 28)', () => {
  const signedIn = () => {
    rememberReader('u-1', true);
    act(() => readerStore.set({ loggedIn: true, firstName: 'Laura', subscriptionStatuses: [] }));
  };

  it('gets no form: the page stays as it is, without form in the address', () => {
    signedIn();
    localStorage.setItem(OFFER_ID_KEY, '466');
    const { container } = openAt('/nacion/articulo/123/?form=login&page=2', true);
    expect(container.querySelector('dialog')).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/nacion/articulo/123/?page=2');
    expect(assign).not.toHaveBeenCalled();
  });

  it("goes to the link's redirect, on this site only, carrying the stored offer as closing would", () => {
    signedIn();
    localStorage.setItem(OFFER_ID_KEY, '466');
    openAt('/?form=login&redirect=/suscripciones-online/');
    expect(assign).toHaveBeenLastCalledWith('/suscripciones-online/?offerId=466');
    cleanup();
    openAt('/?form=signin&redirect=%2Fx%2F%3FofferId%3D12');
    expect(assign).toHaveBeenLastCalledWith('/x/?offerId=12');
    cleanup();
    openAt(`/?form=login&redirect=${encodeURIComponent('https://evil.example/')}`);
    expect(assign).toHaveBeenLastCalledWith('/?offerId=466');
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('waits for a remembered session to be checked: one the service no longer knows gets the form', async () => {
    rememberReader('u-1', true);
    const { container } = openAt('/?form=login');
    expect(container.querySelector('dialog')).toBeNull();
    act(() => readerStore.set({ loggedIn: false, subscriptionStatuses: null }));
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeTruthy();
  });
});
