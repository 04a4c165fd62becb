import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TEST_CARDS } from '../../server/accounts/sales/test-provider';
import { GRAPH_ORIGIN } from '../../server/accounts/conversions';
import { newReader } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

const UA = 'Mozilla/5.0 (Linux; Android 14) Lectora/1.0';
const PIXEL = '1234567890';
const events: { url: string; body: Record<string, unknown> }[] = [];
const graph = setupServer(
  http.post(`${GRAPH_ORIGIN}/:version/:pixel/events`, async ({ request }) => {
    events.push({ url: request.url, body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ events_received: 1, fbtrace_id: 'x' });
  }),
);

let server: AccountsServer;
beforeAll(async () => {
  graph.listen({ onUnhandledRequest: 'bypass' });
  server = await startAccountsServer();
});
afterAll(async () => {
  graph.close();
  await server?.close();
});
afterEach(() => {
  events.length = 0;
  server.controls.settings.conversions = { apiVersion: 'v21.0' };
});

async function buy(card: string) {
  const reader = await newReader(server);
  const { token } = reader;
  await call(server, 'POST', '/sales/public/v1/cart/item', { token, body: { items: [{ sku: 'PLAN-DIGITAL-ANUAL' }] } });
  const { orderNumber } = (await call(server, 'POST', '/sales/public/v1/checkout/order', { token, body: {} })).body;
  await call(server, 'PUT', `/sales/public/v1/checkout/order/${orderNumber}/payment/1`, {
    token,
    body: { token: card },
    headers: { 'User-Agent': UA },
  });
  return { ...reader, orderNumber: orderNumber as string };
}

describe('server-side conversion events (spec 2, 7)', () => {
  it('S2-239: a paid order posts a Purchase with event id, name, time, user agent and the e-mail hashed', async () => {
    server.controls.settings.conversions = { pixelId: PIXEL, accessToken: 'EAAB-prueba', apiVersion: 'v21.0' };
    const before = Math.floor(Date.now() / 1000);
    const reader = await buy(TEST_CARDS.success);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0].url).toBe(`${GRAPH_ORIGIN}/v21.0/${PIXEL}/events`);
    const { data, access_token } = events[0].body as { data: Record<string, unknown>[]; access_token: string };
    expect(access_token).toBe('EAAB-prueba');
    expect(data).toHaveLength(1);
    const [event] = data;
    expect(event).toMatchObject({
      event_name: 'Purchase',
      event_id: reader.orderNumber,
      action_source: 'website',
      user_data: {
        em: [createHash('sha256').update(reader.email.toLowerCase()).digest('hex')],
        client_user_agent: UA,
      },
      custom_data: { value: 199000, currency: 'COP' },
    });
    expect(event.event_time).toBeGreaterThanOrEqual(before);
    expect(event.event_time).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    // The address itself never leaves: only its hash.
    expect(JSON.stringify(events[0].body)).not.toContain(reader.email);
    expect(JSON.stringify(events[0].body)).not.toContain(reader.email.split('@')[0]);
  });

  it('S2-239: nothing for a declined card, nor without a configured pixel', async () => {
    server.controls.settings.conversions = { pixelId: PIXEL, accessToken: 'EAAB-prueba', apiVersion: 'v21.0' };
    await buy(TEST_CARDS.declined);
    server.controls.settings.conversions = { apiVersion: 'v21.0' };
    await buy(TEST_CARDS.success);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([]);
  });
});
