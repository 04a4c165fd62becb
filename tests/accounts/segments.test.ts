import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SEGMENTS_PATH } from '../../server/accounts/identity/segments';
import { newReader } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

const CRM = 'http://crm.test';
let server: AccountsServer;
const crm = setupServer();
/** What the CRM received: the body and the authorization header of each call. */
let asked: { body: unknown; auth: string | null }[] = [];

beforeAll(async () => {
  crm.listen({ onUnhandledRequest: 'bypass' });
  server = await startAccountsServer();
});
afterAll(async () => {
  crm.close();
  await server?.close();
});
afterEach(() => {
  crm.resetHandlers();
  asked = [];
  server.controls.settings.segments = {};
});

const segmentsOf = (token: string) => call(server, 'GET', '/identity/public/v2/identity/segmentation', { token });

describe('customer segments (spec 2, 4 and 7)', () => {
  it("asks the CRM with the reader's address and its fixed token, and answers the first segment", async () => {
    server.controls.settings.segments = { url: CRM, token: 'crm-token' };
    crm.use(
      http.post(CRM + SEGMENTS_PATH, async ({ request }) => {
        asked.push({ body: await request.json(), auth: request.headers.get('authorization') });
        return HttpResponse.json({
          data: { ObtenerSegmentosClienteResult: ['renovacion-fallida', 'lector-frecuente'] },
        });
      }),
    );
    const reader = await newReader(server);
    const res = await segmentsOf(reader.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ segment: 'renovacion-fallida', segments: ['renovacion-fallida', 'lector-frecuente'] });
    expect(asked).toEqual([{ body: { correo: reader.email }, auth: 'Bearer crm-token' }]);
  });

  it('answers no segment when the CRM is down or not configured, and needs a signed-in reader', async () => {
    const reader = await newReader(server);
    expect((await segmentsOf(reader.token)).body).toEqual({ segment: null, segments: [] });
    server.controls.settings.segments = { url: CRM, token: 'crm-token' };
    crm.use(http.post(CRM + SEGMENTS_PATH, () => HttpResponse.text('caído', { status: 503 })));
    expect((await segmentsOf(reader.token)).body).toEqual({ segment: null, segments: [] });
    expect((await call(server, 'GET', '/identity/public/v2/identity/segmentation')).status).toBe(401);
  });
});
