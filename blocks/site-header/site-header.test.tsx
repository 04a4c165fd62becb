// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ctxFixture } from '../../fixtures/site';
import { readerStore } from '../../runtime/context';
import { hasActiveHeaderSubscription } from './account';
import { SiteHeader } from './SiteHeader';

const ctx = ctxFixture('semana');

function renderHeader(mode?: 'Normal' | 'Oscuro' | 'Transparente') {
  const user = userEvent.setup();
  const view = render(
    <div>
      <SiteHeader config={{ published: true, mode, progress: false }} data={null} ctx={ctx} />
      <p>Contenido de la página</p>
    </div>,
  );
  return { user, view };
}

const moreButton = () => screen.getByRole('button', { name: 'Más' });
const burgerButton = () => screen.getByRole('button', { name: 'Menú' });
const moreMenu = () => document.getElementById('site-header-more')!;
const hamburgerMenu = () => document.getElementById('site-header-menu')!;

// A signed-in reader's header asks for her subscriptions' renewal state (site-header.renewal.test.tsx): none here.
beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  cleanup();
  act(() => readerStore.set({ loggedIn: null, firstName: undefined, subscriptionStatuses: null }));
});

describe('site-header navigation', () => {
  it('shows the main bar links in the order of the site settings', () => {
    renderHeader();
    const bar = screen.getByRole('navigation', { name: 'Secciones' });
    const hrefs = within(bar.querySelector('ul')!)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/',
      '/nacion/',
      '/politica/',
      '/economia/',
      '/mundo/',
      '/deportes/',
      '/tecnologia/',
      '/semana-tv/semana-el-debate/',
      '/impresa/',
    ]);
    expect(screen.getByRole('link', { name: 'Nación' })).toHaveProperty('textContent', 'Nación');
  });

  it("opens the 'Más' menu with its 25 sections and closes it on a second click", async () => {
    const { user } = renderHeader();
    expect(moreMenu().hidden).toBe(true);
    await user.click(moreButton());
    expect(moreButton().getAttribute('aria-expanded')).toBe('true');
    expect(moreButton().getAttribute('aria-controls')).toBe('site-header-more');
    expect(moreMenu().hidden).toBe(false);
    expect(within(moreMenu()).getAllByRole('link')).toHaveLength(25);
    await user.click(moreButton());
    expect(moreMenu().hidden).toBe(true);
    expect(moreButton().getAttribute('aria-expanded')).toBe('false');
  });

  it("closes 'Más' when the hamburger opens, and the hamburger when 'Más' opens", async () => {
    const { user } = renderHeader();
    await user.click(moreButton());
    await user.click(burgerButton());
    expect(moreMenu().hidden).toBe(true);
    expect(hamburgerMenu().hidden).toBe(false);
    expect(burgerButton().getAttribute('aria-expanded')).toBe('true');
    await user.click(moreButton());
    expect(hamburgerMenu().hidden).toBe(true);
    expect(moreMenu().hidden).toBe(false);
  });

  it('closes the open menu on a click outside it', async () => {
    const { user } = renderHeader();
    await user.click(moreButton());
    await user.click(screen.getByText('Contenido de la página'));
    expect(moreMenu().hidden).toBe(true);
    await user.click(burgerButton());
    await user.click(screen.getByText('Contenido de la página'));
    expect(hamburgerMenu().hidden).toBe(true);
  });

  it('keeps the menu open when the reader clicks inside it', async () => {
    const { user } = renderHeader();
    await user.click(burgerButton());
    await user.click(screen.getByText(`ISSN ${ctx.site.issn}`));
    expect(hamburgerMenu().hidden).toBe(false);
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user } = renderHeader();
    await user.click(moreButton());
    await user.keyboard('{Escape}');
    expect(moreMenu().hidden).toBe(true);
    expect(document.activeElement).toBe(moreButton());
  });

  it('lists the hamburger sections, the five social networks and the ISSN', async () => {
    const { user } = renderHeader();
    await user.click(burgerButton());
    const menu = within(hamburgerMenu());
    const hrefs = menu.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/4patas/', '/cocina/', '/vida-moderna/', '/tv/', '/empleos/']));
    for (const name of ['YouTube', 'TikTok', 'X (Twitter)', 'Facebook', 'Instagram']) {
      expect(menu.getByRole('link', { name }).getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(menu.getByRole('link', { name: 'YouTube' }).getAttribute('href')).toBe(ctx.site.social.youtubeURL);
    expect(menu.getByText('ISSN 2954-8233')).toBeTruthy();
  });

  it('marks each header mode so the three modes look different', () => {
    const modes = (['Normal', 'Oscuro', 'Transparente'] as const).map((mode) => {
      const { view } = renderHeader(mode);
      const value = view.container.querySelector('.site-header')!.getAttribute('data-mode');
      cleanup();
      return value;
    });
    expect(new Set(modes)).toEqual(new Set(['Normal', 'Oscuro', 'Transparente']));
  });
});

describe('site-header account area', () => {
  it("S1-148: while the login is unknown shows neither the buttons nor the user menu, in the buttons' space", () => {
    const { view } = renderHeader();
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Crear cuenta' })).toBeNull();
    expect(document.getElementById('site-header-user')).toBeNull();
    const account = view.container.querySelector('.site-header__account')!;
    expect(account.getAttribute('aria-busy')).toBe('true');
    // The same two boxes the buttons take, unseen and out of reach, so nothing moves once the login is known.
    const held = account.querySelector('.site-header__sign-in')!;
    expect(held.getAttribute('data-pending')).toBe('true');
    expect(held.querySelectorAll('.site-header__register, .site-header__login')).toHaveLength(2);
    expect(held.querySelector('a')).toBeNull();
    act(() => readerStore.set({ loggedIn: false }));
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toBeTruthy();
    expect(account.hasAttribute('aria-busy')).toBe(false);
  });

  it("S1-148: the public page's server render shows the buttons (no session cookie: signed out)", () => {
    const html = renderToString(<SiteHeader config={{ published: true, progress: false }} data={null} ctx={ctx} />);
    expect(html).toContain('href="/login-semana/"');
    expect(html).toContain('Iniciar Sesión');
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('site-header-user');
  });

  it("shows anonymous readers 'Suscríbete', 'Crear cuenta' and 'Iniciar Sesión'", () => {
    renderHeader();
    act(() => readerStore.set({ loggedIn: false }));
    expect(screen.getByRole('link', { name: 'Suscríbete' }).getAttribute('href')).toBe(
      '/suscripciones-online/?offerId=466',
    );
    expect(screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe('/login-semana/?register=1');
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toBe('/login-semana/');
  });

  it('brings a reader who signs in from an article back to it', () => {
    const path = '/nacion/articulo/una-nota/ABC123/';
    render(<SiteHeader config={{ published: true, progress: false }} data={null} ctx={{ ...ctx, path }} />);
    act(() => readerStore.set({ loggedIn: false }));
    const back = `redirect=${encodeURIComponent(path)}`;
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toBe(`/login-semana/?${back}`);
    expect(screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe(
      `/login-semana/?register=1&${back}`,
    );
  });

  it("shows a subscriber (status 5) a dropdown with 'Suscripción activa' and no subscribe button", async () => {
    const { user } = renderHeader();
    act(() => readerStore.set({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [5] }));
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Crear cuenta' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Suscríbete' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ana' }));
    const menu = within(document.getElementById('site-header-user')!);
    expect(menu.getByText('Suscripción activa')).toBeTruthy();
    expect(menu.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/autogestion/perfil/',
      '/autogestion/datos-acceso/',
      '/autogestion/mis-suscripciones/',
      '/autogestion/comunicaciones/',
    ]);
    expect(menu.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it("tells a logged-in reader without subscriptions 'No cuenta con una suscripción' and keeps the subscribe button", async () => {
    const { user } = renderHeader();
    act(() => readerStore.set({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [] }));
    expect(screen.getByRole('link', { name: 'Suscríbete' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ana' }));
    expect(screen.getByText('No cuenta con una suscripción')).toBeTruthy();
  });

  it("offers 'Cambiar de cuenta' in the user menu: it signs the reader out and opens the login form", async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user } = renderHeader();
    act(() => readerStore.set({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [1] }));
    await user.click(screen.getByRole('button', { name: 'Ana' }));
    await user.click(
      within(document.getElementById('site-header-user')!).getByRole('button', { name: 'Cambiar de cuenta' }),
    );
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/?form=login'));
    expect(calls).toContain('DELETE /identity/public/v1/auth/token');
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toBeTruthy();
    assign.mockRestore();
  });

  it("closes 'Más' when the user menu opens (one menu at a time)", async () => {
    const { user } = renderHeader();
    act(() => readerStore.set({ loggedIn: true, firstName: 'Ana', subscriptionStatuses: [1] }));
    await user.click(moreButton());
    await user.click(screen.getByRole('button', { name: 'Ana' }));
    expect(moreMenu().hidden).toBe(true);
    expect(document.getElementById('site-header-user')!.hidden).toBe(false);
  });
});

describe('active subscription for the header (spec 1, 4)', () => {
  it('counts statuses 1, 3, 4 and 5 and nothing else', () => {
    expect(hasActiveHeaderSubscription([5])).toBe(true);
    expect(hasActiveHeaderSubscription([2, 1])).toBe(true);
    expect(hasActiveHeaderSubscription([3])).toBe(true);
    expect(hasActiveHeaderSubscription([4])).toBe(true);
    expect(hasActiveHeaderSubscription([2])).toBe(false);
    expect(hasActiveHeaderSubscription([6])).toBe(false);
    expect(hasActiveHeaderSubscription([])).toBe(false);
    expect(hasActiveHeaderSubscription(false)).toBe(false);
    expect(hasActiveHeaderSubscription(null)).toBe(false);
  });
});
