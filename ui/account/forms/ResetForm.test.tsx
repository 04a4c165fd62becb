// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ResetForm } from './ResetForm';
import { recoveryProblems } from './recovery-rules';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

const fieldError = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function fill(password: string, confirm: string) {
  render(<ResetForm nonce="abc" />);
  if (password) await userEvent.type(screen.getByLabelText('Nueva contraseña'), password);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirmar contraseña'), confirm);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

describe('recovery page messages (spec 2, 5)', () => {
  it("says 'El campo es obligatorio' under each empty field, and sends nothing", async () => {
    let calls = 0;
    server.use(
      http.put('*/identity/public/v1/password/reset/:nonce', () => {
        calls++;
        return HttpResponse.json({});
      }),
    );
    await fill('', '');
    await submit();
    expect(fieldError('Nueva contraseña')).toBe('El campo es obligatorio');
    expect(fieldError('Confirmar contraseña')).toBe('El campo es obligatorio');
    expect(calls).toBe(0);
  });

  it('shows nothing before the first submit attempt, then the length rule', async () => {
    await fill('abc', 'abc');
    expect(fieldError('Nueva contraseña')).toBeUndefined();
    await submit();
    expect(fieldError('Nueva contraseña')).toBe('La contraseña debe tener entre 8 y 12 caracteres');
    // After the attempt the message follows the typing.
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'defgh');
    expect(fieldError('Nueva contraseña')).toBeUndefined();
    expect(fieldError('Confirmar contraseña')).toBe('Tus contraseñas no coinciden');
  });

  it("says 'Tus contraseñas no coinciden' when the two differ", async () => {
    await fill('Abc12345', 'Abc12346');
    await submit();
    expect(fieldError('Confirmar contraseña')).toBe('Tus contraseñas no coinciden');
    expect(fieldError('Nueva contraseña')).toBeUndefined();
  });

  it('sends one request for a double click', async () => {
    let calls = 0;
    server.use(
      http.put('*/identity/public/v1/password/reset/:nonce', async () => {
        calls++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ success: true });
      }),
    );
    await fill('abcdefgh', 'abcdefgh');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await screen.findByRole('status');
    expect(calls).toBe(1);
  });

  it("shows the catalogue's text for a known code, else the service's message (spec 2, 8)", async () => {
    server.use(
      http.put('*/identity/public/v1/password/reset/:nonce', () =>
        HttpResponse.json({ code: '300033', message: 'expired' }, { status: 410 }),
      ),
    );
    await fill('Abc12345', 'Abc12345');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('La solicitud de cambio de contraseña ha expirado.');
    cleanup();
    server.use(
      http.put('*/identity/public/v1/password/reset/:nonce', () =>
        HttpResponse.json({ code: '999999', message: 'Algo falló' }, { status: 400 }),
      ),
    );
    await fill('Abc12345', 'Abc12345');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Algo falló');
  });
});

describe('recovery rules', () => {
  it.each([
    ['Abc1234', 'La contraseña debe tener entre 8 y 12 caracteres'],
    ['Abc12345', undefined],
    ['abcdefgh', undefined],
    ['Abc123456789', undefined],
    ['Abc1234567890', 'La contraseña debe tener entre 8 y 12 caracteres'],
  ])('%s → %s', (password, message) => {
    expect(recoveryProblems(password, password).password).toBe(message);
  });
});
