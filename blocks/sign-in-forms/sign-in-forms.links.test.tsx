// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { ctxFixture } from '../../fixtures/site';
import { readerStore } from '../../runtime/context';
import { forgetReader, readerUuid } from '../../ui/account/reader-session';
import block from './index';
import { SignInForms, type Data } from './SignInForms';

// The mails' links and a reader already signed in, on the sign-in page (its forms are sign-in-forms.test.tsx).
const server = setupServer(
  http.get('*/identity/public/v1/config', () => HttpResponse.json({})),
  http.get('*/identity/public/v2/oidc/provider/login', () => HttpResponse.json({ providers: [] })),
);
const assign = vi.fn();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  forgetReader();
  act(() => readerStore.set({ loggedIn: null, subscriptionStatuses: null }));
  assign.mockReset();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** The sign-in page at `address`; `emailLink` is what the server read of its `?enlace=` (the block's fetch). */
function open(address: string, emailLink: Data['emailLink'] = null) {
  window.history.replaceState(null, '', `/login-semana/${address}`);
  render(<SignInForms config={{ published: true, page: 'sign-in' }} data={{ emailLink }} ctx={ctxFixture()} />);
}

describe("the mails' links on the site's sign-in page", () => {
  it('confirms the address only on a click, spending the nonce of the fragment, and leads back home', async () => {
    const spent: string[] = [];
    server.use(
      http.get('*/identity/public/v1/email/verify/:nonce', ({ params }) => {
        spent.push(String(params.nonce));
        return HttpResponse.json({ success: true });
      }),
    );
    open('?enlace=verificar#n0nce-1', 'verificar');
    expect(screen.getByRole('heading', { name: 'Confirmar correo electrónico' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la portada' }).getAttribute('href')).toBe('/');
    expect(spent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar mi correo' }));
    expect((await screen.findByRole('status')).textContent).toBe('Tu correo electrónico quedó confirmado.');
    expect(spent).toEqual(['n0nce-1']);
  });

  it('signs in with the magic link and goes back where the reader asked for it; a spent one says why', async () => {
    let answer = () => HttpResponse.json({ uuid: 'u-7' });
    server.use(http.get('*/identity/public/v1/auth/magiclink/:nonce', () => answer()));
    open('?enlace=acceso&redirect=%2Fnacion%2F#abc', 'acceso');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/nacion/'));
    expect(readerUuid()).toBe('u-7');
    cleanup();
    forgetReader();
    answer = () => HttpResponse.json({ message: 'El enlace para ingresar ya fue usado o expiró.' }, { status: 410 });
    open('?enlace=acceso#abc', 'acceso');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El enlace para ingresar ya fue usado o expiró.');
    expect(readerUuid()).toBeUndefined();
  });
});

describe("the server's render of a mail's link (issue 28)", () => {
  it("is the link's page, its button waiting for the island, never the password form", () => {
    const html = renderToString(
      <SignInForms config={{ published: true, page: 'sign-in' }} data={{ emailLink: 'acceso' }} ctx={ctxFixture()} />,
    );
    document.body.innerHTML = html;
    const button = screen.getByRole('button', { name: 'Ingresar' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByLabelText('Contraseña')).toBeNull();
    document.body.innerHTML = '';
  });

  it('reads only the two link kinds from the address', () => {
    const enlace = (value: string) => block.query?.safeParse({ enlace: value }).data?.enlace;
    expect([enlace('acceso'), enlace('verificar'), enlace('otro')]).toEqual(['acceso', 'verificar', undefined]);
  });
});

describe('a reader already signed in', () => {
  it('is told so, with a way on, instead of the login form again', () => {
    act(() => readerStore.set({ loggedIn: true, firstName: 'Laura', subscriptionStatuses: [] }));
    open('?redirect=%2Fnacion%2Fnota%2F');
    expect(screen.getByRole('heading', { name: 'Ya iniciaste sesión' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Iniciar Sesión' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe('/nacion/nota/');
  });
});
