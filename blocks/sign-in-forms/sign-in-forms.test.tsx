// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ctxFixture } from '../../fixtures/site';
import { forgetReader, rememberReader, USER_INFO_KEY } from '../../ui/account/reader-session';
import type { Config } from './config';
import { SignInForms } from './SignInForms';
import { RESET_REDIRECT_MS } from '../../ui/account/forms/ResetForm';
import { safeRedirect } from '../../ui/account/forms/submit';

// The forms ask the config whether the site wants a captcha (ui/account/captcha.ts): here it does not; nor any
// OpenID Connect provider.
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
  assign.mockReset();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

function open(search: string, page: Config['page'] = 'sign-in') {
  window.history.replaceState(null, '', `/login-semana/${search}`);
  render(<SignInForms config={{ published: true, page }} data={{ emailLink: null }} ctx={ctxFixture()} />);
}

describe('sign-in page', () => {
  it('shows the login form, or account creation with ?register=1', async () => {
    open('');
    expect(screen.getByRole('heading', { name: 'Iniciar Sesión' })).toBeTruthy();
    cleanup();
    open('?register=1');
    expect(await screen.findByRole('heading', { name: 'Crear cuenta' })).toBeTruthy();
  });

  it('signs in with the spec payload, keeps the tokens out of storage and goes to the redirect', async () => {
    let body: unknown;
    let url = '';
    server.use(
      http.post('*/identity/public/v1/auth/login', async ({ request }) => {
        url = request.url;
        body = await request.json();
        return HttpResponse.json({ uuid: 'u-1', accessToken: 'a', refreshToken: 'r' });
      }),
    );
    open('?redirect=/nacion/');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Clave1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/nacion/'));
    expect(new URL(url).searchParams.get('cookie')).toBe('true');
    expect(body).toEqual({
      userName: 'ana@example.com',
      credentials: 'Clave1234',
      grantType: 'password',
      rememberMe: true,
    });
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? '')).toEqual({ uuid: 'u-1' });
  });

  it("shows the catalogue's text for the answer's code (spec 2, 8) when the password is wrong, and stays", async () => {
    server.use(
      http.post('*/identity/public/v1/auth/login', () =>
        HttpResponse.json({ code: '300040', message: 'Contraseña incorrecta' }, { status: 401 }),
      ),
    );
    open('');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Mala1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La contraseña es incorrecta.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('refuses two different passwords before asking the service', async () => {
    open('?register=1');
    await screen.findByRole('heading', { name: 'Crear cuenta' });
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
    await userEvent.type(screen.getByLabelText('Apellido'), 'Gómez');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Fecha de nacimiento'), '1990-05-17');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Clave1234');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'Clave12345');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Tus contraseñas no coinciden');
  });

  it('S2-147: asks for a reset mail and answers alike whether or not the address exists, the address masked', async () => {
    server.use(http.post('*/identity/public/v1/password/reset', () => HttpResponse.json({ success: true })));
    open('?form=recovery');
    await screen.findByRole('heading', { name: 'Recuperar contraseña' });
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'nadie@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    // S2-147: the address comes back masked, the last 3 characters of its local part as stars.
    expect((await screen.findByRole('status')).textContent).toBe(
      'Si na***@example.com está registrado, te enviamos un enlace para crear una nueva contraseña.',
    );
  });
});

describe('password-recovery page', () => {
  it("changes the password with the mail's nonce, then opens the login 2.6 s later", async () => {
    let asked = '';
    server.use(
      http.put('*/identity/public/v1/password/reset/:nonce', ({ params }) => {
        asked = String(params.nonce);
        return HttpResponse.json({ success: true });
      }),
    );
    open('?nonce=abc123', 'password-reset');
    expect(screen.getByRole('heading', { name: 'Recuperar Contraseña' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'Nueva1234');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva1234');
    // Faked from the click on, since the redirect timer starts when the answer arrives; time still flows (the
    // DOM's fetch waits on timers), and the 600 ms margin below is far more than the test's own run time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await screen.findByRole('status');
    expect(asked).toBe('abc123');
    // The redirect timer is set by an effect of that render: let React run it before the clock moves.
    await act(async () => {});
    act(() => vi.advanceTimersByTime(RESET_REDIRECT_MS - 600));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(700));
    expect(assign).toHaveBeenCalledWith('/?form=login');
  });

  it('S2-018: sends a reader who is signed in to the home page', () => {
    open('?nonce=abc123', 'password-reset');
    expect(assign).not.toHaveBeenCalled();
    cleanup();
    rememberReader('u-1', false);
    open('?nonce=abc123', 'password-reset');
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('shows and hides the new password', async () => {
    open('?nonce=abc123', 'password-reset');
    const field = screen.getByLabelText('Nueva contraseña') as HTMLInputElement;
    expect(field.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar nueva contraseña' }));
    expect(field.type).toBe('text');
  });
});

describe('magic link from the sign-in page', () => {
  it('mails a link for the typed address that brings the reader back to the redirect', async () => {
    let body: unknown;
    server.use(
      http.post('*/identity/public/v1/auth/magiclink', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    open('?redirect=/nacion/');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar con un enlace por correo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Escribe tu correo electrónico para recibir el enlace.',
    );
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar con un enlace por correo' }));
    expect((await screen.findByRole('status')).textContent).toContain('te enviamos un enlace para ingresar');
    expect(body).toEqual({ email: 'ana@example.com', returnTo: '/nacion/' });
  });
});

describe('redirect after sign-in', () => {
  it('stays on this site', () => {
    expect(safeRedirect('/nacion/?a=1#b')).toBe('/nacion/?a=1#b');
    const bad = ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', null];
    // Issue 10: each of these used to come back as a path starting with `//`, which leaves the site.
    bad.push('/.//evil.example/phish', '/./\\evil.example', '/\t/evil.example', '/\n/evil.example', 'https:evil');
    for (const value of bad) {
      expect(safeRedirect(value)).toBe('/');
    }
  });
});

describe('a reader an AMP page sent (?ampReaderId=, S2-309)', () => {
  it('signs in and comes back to this same address, which then links the AMP reader id', async () => {
    server.use(
      http.post('*/identity/public/v1/auth/login', () =>
        HttpResponse.json({ uuid: 'u-amp', accessToken: 'a', refreshToken: 'r' }),
      ),
    );
    open('?ampReaderId=amp-7&redirect=/nacion/');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Clave1234');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login-semana/?ampReaderId=amp-7&redirect=/nacion/'));

    // Back on the page, signed in: the id is linked and confirmed, and 'Continuar' goes to the redirect.
    cleanup();
    let linked: unknown;
    server.use(
      http.put('*/sales/public/v1/amp/add', async ({ request }) => {
        linked = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    open('?ampReaderId=amp-7&redirect=/nacion/');
    expect(screen.queryByRole('heading', { name: 'Iniciar Sesión' })).toBeNull();
    expect((await screen.findByRole('status')).textContent).toContain('tu cuenta quedó vinculada');
    expect(linked).toEqual({ ampReaderId: 'amp-7' });
    expect(screen.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe('/nacion/');
  });
});
