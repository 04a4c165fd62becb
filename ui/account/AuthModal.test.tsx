// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthModal } from './AuthModal';

afterEach(cleanup);

function openAt(address: string) {
  window.history.replaceState(null, '', address);
  const path = new URL(address, 'http://x').pathname;
  return render(<AuthModal path={path} />);
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

  it.each(['admin', '', 'LOGIN'])('ignores ?form=%s', (form) => {
    const { container } = openAt(`/?form=${form}`);
    expect(container.querySelector('dialog')).toBeNull();
  });

  it('closes with its button and takes form out of the address', async () => {
    openAt('/nacion/?form=login&page=2');
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(document.querySelector('dialog')).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/nacion/?page=2');
  });

  it('cannot be closed on a suscripciones page: no button, Escape ignored', async () => {
    openAt('/suscripciones/?form=login');
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
    expect(document.querySelector('dialog')).not.toBeNull();
  });
});
