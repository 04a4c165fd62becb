// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CONTACT_MESSAGES } from '../../contracts/contact-form';
import { ctxFixture } from '../../fixtures/site';
import { HelpCentre } from './HelpCentre';

const posted: { type: string | null; body: string }[] = [];
let status = 200;
const server = setupServer(
  http.post('*/notification/public/v1/wolkvox/report', async ({ request }) => {
    posted.push({ type: request.headers.get('content-type'), body: await request.text() });
    return status === 200
      ? HttpResponse.json({ ok: 1, message: CONTACT_MESSAGES.sent })
      : HttpResponse.json({ code: 'CONTACT_NOT_SENT', message: 'x' }, { status });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  posted.length = 0;
  status = 200;
});
afterAll(() => server.close());

async function fillAndSend(email = 'ana@semana.com') {
  const user = userEvent.setup();
  render(<HelpCentre config={{ published: true, linkWhatsapp: '' }} data={null} ctx={ctxFixture()} />);
  await user.type(screen.getByLabelText('Nombre completo'), 'Ana María');
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.selectOptions(screen.getByLabelText('Motivo'), 'Transacciones');
  await user.type(screen.getByLabelText('Mensaje'), 'Me cobraron dos veces.');
  await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
}

describe('the help centre’s contact form', () => {
  it('S2-231: submitting posts the form to /wolkvox/report as application/x-www-form-urlencoded', async () => {
    await fillAndSend();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', CONTACT_MESSAGES.sent);
    expect(posted).toHaveLength(1);
    expect(posted[0].type).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(posted[0].body))).toEqual({
      nombre: 'Ana María',
      correo: 'ana@semana.com',
      telefono: '',
      asunto: 'Transacciones',
      mensaje: 'Me cobraron dos veces.',
    });
    expect((screen.getByLabelText('Nombre completo') as HTMLInputElement).value).toBe('');
  });

  it('S2-231: a bad address is named before anything is sent; a failed send says so in Spanish', async () => {
    await fillAndSend('ana@');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', CONTACT_MESSAGES.email);
    expect(posted).toEqual([]);
    cleanup();

    status = 502;
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', CONTACT_MESSAGES.failed);
    expect(posted).toHaveLength(1);
  });
});
