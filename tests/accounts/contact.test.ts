import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { desc } from 'drizzle-orm';
import { pino } from 'pino';
import { accountOutbox } from '../../server/db/schema-accounts';
import type { AccountsContext } from '../../server/accounts/context';
import { reportContact } from '../../server/accounts/notifications/wolkvox';
import { CONTACT_MESSAGES, CONTACT_REPORT_PATH } from '../../contracts/contact-form';
import { call, startAccountsServer, type AccountsServer } from './storage';

const NOTIFICATION_URL = 'https://notificaciones.test/api';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const report = {
  nombre: 'Ana María Pérez',
  correo: 'ana@semana.com',
  telefono: '3001234567',
  asunto: 'Suscripción' as const,
  mensaje: 'No me llegó la factura de mi suscripción & quiero recibirla.',
};

let server: AccountsServer;
const services = setupServer();
let received: { type: string | null; token: string | null; form: URLSearchParams }[] = [];
let answer: () => Response;

beforeAll(async () => {
  services.listen({ onUnhandledRequest: 'bypass' });
  server = await startAccountsServer();
});
afterAll(async () => {
  services.close();
  await server?.close();
});
beforeEach(() => {
  server.controls.resetThrottle();
  received = [];
  answer = () => HttpResponse.json({ ok: true });
  server.controls.settings.notifications = { url: NOTIFICATION_URL, token: 'token-fijo' };
  services.use(
    http.post(`${NOTIFICATION_URL}/wolkvox/report`, async ({ request }) => {
      received.push({
        type: request.headers.get('content-type'),
        token: request.headers.get('api-token'),
        form: new URLSearchParams(await request.text()),
      });
      return answer();
    }),
  );
});
afterEach(() => {
  services.resetHandlers();
  server.controls.settings.notifications = {};
});

const send = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  call(server, 'POST', `${CONTACT_REPORT_PATH}?_website=soho`, {
    body: new URLSearchParams(fields).toString(),
    headers: { ...FORM, ...headers },
  });

describe('the contact form (spec 2, 7: POST /wolkvox/report)', () => {
  it('S2-231: passes the form on to /wolkvox/report as a form body, with the api-token and the site', async () => {
    const res = await send(report);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: 1, message: CONTACT_MESSAGES.sent });
    expect(received).toHaveLength(1);
    expect(received[0].type).toBe('application/x-www-form-urlencoded');
    expect(received[0].token).toBe('token-fijo');
    expect(Object.fromEntries(received[0].form)).toEqual({ ...report, sitio: 'soho' });
  });

  it('S2-231: refuses bad input with 400 and the reader’s words, sending nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...report, correo: 'ana@' }, CONTACT_MESSAGES.email],
      [{ ...report, nombre: '  ' }, CONTACT_MESSAGES.name],
      [{ ...report, telefono: '12ab' }, CONTACT_MESSAGES.phone],
      [{ ...report, asunto: 'Spam' }, CONTACT_MESSAGES.subject],
      [{ ...report, mensaje: 'x'.repeat(2001) }, CONTACT_MESSAGES.message],
      [{}, CONTACT_MESSAGES.name],
    ];
    for (const [fields, message] of cases) {
      const res = await send(fields);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_CONTACT', message });
    }
    expect((await send(report, { Origin: 'https://otro-sitio.example' })).status).toBe(403);
    expect(received).toEqual([]);
  });

  it('S2-233: a failure is logged and rethrown: the caller gets the error, the reader a 502 in Spanish', async () => {
    answer = () => new HttpResponse('servicio caído', { status: 500 });
    const res = await send(report);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ code: 'CONTACT_NOT_SENT', message: CONTACT_MESSAGES.failed });

    const error = vi.fn();
    const ctx: AccountsContext = {
      db: server.database.db,
      log: { ...pino({ level: 'silent' }), error } as unknown as AccountsContext['log'],
      production: false,
      settings: server.controls.settings,
      now: () => new Date(),
    };
    await expect(reportContact(ctx, { ...report, sitio: 'semana' })).rejects.toThrow('wolkvox answered 500');
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${NOTIFICATION_URL}/wolkvox/report` }),
      expect.stringContaining('contact report'),
    );
  });

  it('without the notification service the message reaches customer service by mail', async () => {
    server.controls.settings.notifications = {};
    expect((await send(report)).status).toBe(200);
    const [mail] = await server.database.db.select().from(accountOutbox).orderBy(desc(accountOutbox.id)).limit(1);
    expect(mail).toMatchObject({ to: 'servicioalcliente@semana.com', subject: 'Contacto: Suscripción' });
    expect(mail.text).toContain('Correo: ana@semana.com');
    expect(mail.text).toContain(report.mensaje);
    expect(received).toEqual([]);
  });
});
