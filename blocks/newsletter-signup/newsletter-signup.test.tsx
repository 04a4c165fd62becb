// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ctxFixture } from '../../fixtures/site';
import { NEWSLETTER_FAILURE, NEWSLETTER_SUCCESS, NewsletterSignup } from './NewsletterSignup';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

function renderBlock() {
  render(<NewsletterSignup config={{ published: true, origin: 'home' }} data={null} ctx={ctxFixture()} />);
  return {
    email: screen.getByLabelText('Correo electrónico') as HTMLInputElement,
    consent: screen.getByRole('checkbox') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Suscribirme' }) as HTMLButtonElement,
  };
}

describe('newsletter sign-up', () => {
  it("is titled 'Regístrate gratis al boletín de noticias'", () => {
    renderBlock();
    expect(screen.getByRole('heading', { name: 'Regístrate gratis al boletín de noticias' })).toBeTruthy();
  });

  it('sends nothing while the address or the consent is missing, and says why in the spec words', async () => {
    let asked = 0;
    server.use(
      http.post('*/newsletter/public/v1/signup', () => {
        asked++;
        return HttpResponse.json({ ok: 1 });
      }),
    );
    const { email, consent, submit } = renderBlock();
    await userEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Por favor ingresa un correo electrónico');
    await userEvent.type(email, 'ana@correo');
    await userEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Formato de correo electrónico no válido');
    await userEvent.clear(email);
    await userEvent.type(email, 'ana@example.com');
    await userEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Recuerda aceptar los términos y condiciones para continuar.');
    expect(consent.checked).toBe(false);
    expect(asked).toBe(0);
  });

  it('signs up once however often it is clicked, then thanks the reader and empties the form', async () => {
    const bodies: unknown[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/newsletter/public/v1/signup', async ({ request }) => {
        bodies.push(await request.json());
        await gate;
        return HttpResponse.json({ ok: 1 });
      }),
    );
    const { email, consent, submit } = renderBlock();
    await userEvent.type(email, 'ana@example.com');
    await userEvent.click(consent);
    await userEvent.click(submit);
    // S3-026: loading disables the button and shows the spinner.
    expect(submit.disabled).toBe(true);
    expect(submit.querySelector('.newsletter__spinner')).not.toBeNull();
    fireEvent.submit(submit.form!);
    release();
    const banner = await screen.findByRole('button', { name: NEWSLETTER_SUCCESS });
    expect(NEWSLETTER_SUCCESS).toBe('Gracias por suscribirte');
    expect(submit.querySelector('.newsletter__spinner')).toBeNull();
    expect(bodies).toEqual([{ email: 'ana@example.com', consent: true, origin: 'home' }]);
    expect(email.value).toBe('');
    expect(consent.checked).toBe(false);
    await userEvent.click(banner);
    expect(screen.queryByRole('button', { name: NEWSLETTER_SUCCESS })).toBeNull();
  });

  it.each([
    ['answers an error', () => HttpResponse.json({}, { status: 500 })],
    ['answers ok 0', () => HttpResponse.json({ ok: 0 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('S3-173: shows the failure banner when the service %s', async (_case, answer) => {
    server.use(http.post('*/newsletter/public/v1/signup', answer));
    const { email, consent, submit } = renderBlock();
    await userEvent.type(email, 'ana@example.com');
    await userEvent.click(consent);
    await userEvent.click(submit);
    expect(await screen.findByRole('button', { name: NEWSLETTER_FAILURE })).toBeTruthy();
    expect(NEWSLETTER_FAILURE).toBe('Lo sentimos, tu suscripción al Newsletter no fue posible, vuelve a intentarlo.');
    expect(email.value).toBe('ana@example.com');
  });
});
