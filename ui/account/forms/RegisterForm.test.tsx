// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { forgetReader } from '../reader-session';
import { RegisterForm } from './RegisterForm';

const server = setupServer(http.get('*/identity/public/v1/config', () => HttpResponse.json({})));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  forgetReader();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function register(birthDate: string) {
  render(<RegisterForm redirect="/nacion/" onSwitch={() => {}} />);
  await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
  await userEvent.type(screen.getByLabelText('Apellido'), 'Gómez');
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Fecha de nacimiento'), birthDate);
  await userEvent.type(screen.getByLabelText('Contraseña'), 'Clave1234');
  await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'Clave1234');
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

describe('account creation: date of birth (spec 2, 5 and 9)', () => {
  it('refuses a reader under 14 before asking the service', async () => {
    let asked = false;
    server.use(
      http.post('*/identity/public/v1/signup', () => {
        asked = true;
        return HttpResponse.json({});
      }),
    );
    const year = new Date().getFullYear() - 13;
    await register(`${year}-01-01`);
    expect((await screen.findByRole('alert')).textContent).toBe('Debes tener al menos 14 años');
    expect(asked).toBe(false);
  });

  it('sends the date as the profile fields birthYear, birthMonth and birthDay', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    let profile: unknown;
    server.use(
      http.post('*/identity/public/v1/signup', async ({ request }) => {
        profile = ((await request.json()) as { profile: unknown }).profile;
        return HttpResponse.json({ uuid: 'u-1', accessToken: 'a', refreshToken: 'r' }, { status: 201 });
      }),
    );
    await register('1990-05-17');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/nacion/'));
    expect(profile).toMatchObject({ birthYear: '1990', birthMonth: '5', birthDay: '17' });
  });

  it('asks the reader to open the mail when the site requires a confirmed address (no session answered)', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    server.use(
      http.post('*/identity/public/v1/signup', () =>
        HttpResponse.json({ uuid: 'u-2', identities: [], profile: {} }, { status: 201 }),
      ),
    );
    await register('1990-05-17');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Te enviamos un correo para confirmar tu dirección. Ábrelo y luego inicia sesión.',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem('ArcId.USER_INFO') ?? sessionStorage.getItem('ArcId.USER_INFO')).toBeNull();
  });
});
