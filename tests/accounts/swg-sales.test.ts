import { generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { importSPKI, jwtVerify } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { accountIdentities, accountUsers } from '../../server/db/schema-accounts';
import { salesSubscriptions } from '../../server/db/schema-sales';
import { newReader } from './readers';
import { call, startAccountsServer, type AccountsServer } from './storage';

const S = '/sales/public/v1';
const PUBLICATION = 'semana.com';
const PLAY = 'https://androidpublisher.googleapis.com/androidpublisher/v3/applications';
const DAY = 86_400_000;
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const serviceAccount = { clientEmail: 'swg@semana.iam.gserviceaccount.com', privateKey: keys.privateKey };

// Google's OAuth endpoint and Play Developer API, in place of the real ones.
const purchases = new Map<string, Record<string, unknown>>();
const acknowledged: string[] = [];
let tokenGrants = 0;
let googleDown = false;
const mocks = setupServer(
  http.post('https://oauth2.googleapis.com/token', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const { payload } = await jwtVerify(form.get('assertion') ?? '', await importSPKI(keys.publicKey, 'RS256'), {
      issuer: serviceAccount.clientEmail,
      audience: 'https://oauth2.googleapis.com/token',
    });
    if (payload.scope !== 'https://www.googleapis.com/auth/androidpublisher')
      return new HttpResponse(null, { status: 400 });
    tokenGrants++;
    return HttpResponse.json({ access_token: 'ya29.prueba', expires_in: 3600, token_type: 'Bearer' });
  }),
  http.get(`${PLAY}/:pkg/purchases/subscriptionsv2/tokens/:token`, ({ request, params }) => {
    if (googleDown) return new HttpResponse('boom', { status: 500 });
    if (request.headers.get('authorization') !== 'Bearer ya29.prueba') return new HttpResponse(null, { status: 401 });
    const found = params.pkg === PUBLICATION && purchases.get(String(params.token));
    return found ? HttpResponse.json(found) : HttpResponse.json({ error: { code: 400 } }, { status: 400 });
  }),
  http.post(/\/purchases\/subscriptions\/[^/]+\/tokens\/[^/]+:acknowledge$/, ({ request }) => {
    const token = decodeURIComponent(new URL(request.url).pathname.split('/tokens/')[1].replace(/:acknowledge$/, ''));
    acknowledged.push(token);
    return HttpResponse.json({});
  }),
);

let server: AccountsServer;
beforeAll(async () => {
  mocks.listen({ onUnhandledRequest: 'bypass' });
  server = await startAccountsServer();
});
afterAll(async () => {
  mocks.close();
  await server?.close();
});
afterEach(() => {
  server.controls.setClock(undefined);
  server.controls.settings.swg = { packageNames: [PUBLICATION], serviceAccount };
  googleDown = false;
});

const db = () => server.database.db;
let n = 0;
/** A purchase Google knows: active, expiring in `days`, bought by a Google profile with a fresh address. */
function googleSells(opts: { state?: string; days?: number; email?: string } = {}) {
  const token = `tok.${++n}.${Date.now()}`;
  const email = opts.email ?? `swg${n}.${Date.now()}@gmail.com`;
  purchases.set(token, {
    kind: 'androidpublisher#subscriptionPurchaseV2',
    subscriptionState: opts.state ?? 'SUBSCRIPTION_STATE_ACTIVE',
    acknowledgementState: 'ACKNOWLEDGEMENT_STATE_PENDING',
    lineItems: [
      { productId: 'semana_digital_anual', expiryTime: new Date(Date.now() + (opts.days ?? 365) * DAY).toISOString() },
    ],
    subscribeWithGoogleInfo: {
      profileId: `1089${n}${Date.now()}`,
      emailAddress: email,
      givenName: 'Sara',
      familyName: 'Gómez',
    },
  });
  const fields = { packageName: PUBLICATION, productId: 'semana_digital_anual', purchaseToken: token };
  return { token, email, fields, raw: JSON.stringify({ orderId: `GPA.${n}`, ...fields, autoRenewing: true }) };
}
const purchase = (token: string | undefined, body: unknown) =>
  call(server, 'POST', `${S}/swg/purchase`, { token, body });
const loginExists = (body: unknown, token?: string) => call(server, 'POST', `${S}/swg/loginexists`, { token, body });
const subsFor = (userId: string) => db().select().from(salesSubscriptions).where(eq(salesSubscriptions.userId, userId));

describe('POST /swg/purchase', () => {
  it('records an active Google subscription for the reader, acknowledged, once per purchase token', async () => {
    server.controls.settings.swg = { packageNames: [PUBLICATION], serviceAccount };
    const reader = await newReader(server);
    const sale = googleSells();
    const first = await purchase(reader.token, {
      purchaseData: { raw: sale.raw, signature: 'sig' },
      productType: 'SUBSCRIPTION',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      statusID: 1,
      sku: 'semana_digital_anual',
      paymentMethod: { paymentPartner: 'SwG' },
    });
    const [row] = await subsFor(reader.uuid);
    expect(row).toMatchObject({ status: 1, paymentPartner: 'SwG', paymentToken: null });
    expect(row.orderNumber).not.toContain(sale.token);
    expect(row.nextRenewalAt).toEqual(row.currentPeriodEnd);
    expect(row.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 364 * DAY);
    expect(acknowledged).toContain(sale.token);

    // The same purchase again (SwG's `response.json()` shape): the same subscription, no second row.
    const again = await purchase(reader.token, { purchaseData: { data: sale.raw } });
    expect(again.body.subscriptionID).toBe(first.body.subscriptionID);
    expect(await subsFor(reader.uuid)).toHaveLength(1);
    expect(tokenGrants).toBe(1);

    const other = await newReader(server);
    const stolen = await purchase(other.token, { purchaseData: { data: sale.raw } });
    expect([stolen.status, stolen.body.code]).toEqual([409, 'SWG_PURCHASE_LINKED']);
    expect(await subsFor(other.uuid)).toEqual([]);
  });

  it('refuses bad, unknown, foreign and ended purchases and a missing login; records nothing', async () => {
    const reader = await newReader(server);
    const sale = googleSells();
    const ended = googleSells({ state: 'SUBSCRIPTION_STATE_EXPIRED', days: -3 });
    const foreign = JSON.stringify({ ...sale.fields, packageName: 'otro.com' });
    const unknown = JSON.stringify({ ...sale.fields, purchaseToken: 'nadie-lo-conoce' });
    const cases: [string | undefined, unknown, number, string][] = [
      [undefined, { purchaseData: { data: sale.raw } }, 401, '100018'],
      [reader.token, {}, 400, 'INVALID_REQUEST'],
      [reader.token, { purchaseData: { data: 'no es json' } }, 400, 'INVALID_REQUEST'],
      [reader.token, { purchaseData: { data: JSON.stringify({ packageName: PUBLICATION }) } }, 400, 'INVALID_REQUEST'],
      [reader.token, { purchaseData: { data: unknown } }, 400, 'SWG_PURCHASE_INVALID'],
      [reader.token, { purchaseData: { data: foreign } }, 400, 'SWG_PURCHASE_INVALID'],
      [reader.token, { purchaseData: { data: ended.raw } }, 409, 'SWG_PURCHASE_NOT_ACTIVE'],
    ];
    const answers = [];
    for (const [token, body] of cases) {
      const res = await purchase(token, body);
      answers.push([res.status, res.body.code]);
    }
    expect(answers).toEqual(cases.map(([, , status, code]) => [status, code]));
    googleDown = true;
    const down = await purchase(reader.token, { purchaseData: { data: sale.raw } });
    expect([down.status, down.body.code]).toEqual([502, 'SWG_UNAVAILABLE']);
    expect(await subsFor(reader.uuid)).toEqual([]);
  });

  it('without Subscribe-with-Google settings answers 503 SWG_NOT_CONFIGURED (bad input is still a 400)', async () => {
    server.controls.settings.swg = undefined;
    const reader = await newReader(server);
    const sale = googleSells();
    const res = await purchase(reader.token, { purchaseData: { data: sale.raw } });
    expect(res.body).toEqual({ code: 'SWG_NOT_CONFIGURED', message: expect.any(String) });
    expect(res.status).toBe(503);
    expect((await loginExists(sale.fields)).status).toBe(503);
    expect((await purchase(reader.token, { purchaseData: 7 })).status).toBe(400);
    expect(await subsFor(reader.uuid)).toEqual([]);
  });
});

describe('POST /swg/loginexists', () => {
  it('answers exists:false for a purchase nobody has, and creates nothing without findOrCreate', async () => {
    const sale = googleSells();
    expect((await loginExists(sale.fields)).body).toEqual({ exists: false });
    expect(await db().select().from(accountUsers).where(eq(accountUsers.email, sale.email))).toEqual([]);
    expect((await loginExists({ findOrCreate: true })).status).toBe(400);
  });

  it('findOrCreate, signed out: a new account from Google’s profile, linked to the Google identity, never logged in', async () => {
    const sale = googleSells();
    const res = await loginExists({ ...sale.fields, findOrCreate: true });
    expect(res.body).toEqual({ exists: true });
    const [user] = await db().select().from(accountUsers).where(eq(accountUsers.email, sale.email));
    expect(user).toMatchObject({ emailVerified: false, profile: { firstName: 'Sara', lastName: 'Gómez' } });
    const [identity] = await db().select().from(accountIdentities).where(eq(accountIdentities.userId, user.id));
    expect(identity.provider).toBe('google');
    expect((await subsFor(user.id)).map((s) => [s.status, s.paymentPartner])).toEqual([[1, 'SwG']]);
    expect((await loginExists(sale.fields)).body).toEqual({ exists: true });
  });

  it('findOrCreate never attaches a purchase to an existing account by email alone (300022)', async () => {
    const someone = await newReader(server);
    const sale = googleSells({ email: someone.email });
    const res = await loginExists({ ...sale.fields, findOrCreate: true });
    expect([res.status, res.body.code]).toEqual([409, '300022']);
    expect(await subsFor(someone.uuid)).toEqual([]);
  });

  it('findOrCreate, signed in: the purchase becomes the reader’s; the renewal job ends it unless Google renews it', async () => {
    const reader = await newReader(server);
    const sale = googleSells({ days: 30 });
    const res = await loginExists({ ...sale.fields, findOrCreate: true }, reader.token);
    expect(res.body).toEqual({ exists: true, profileId: reader.uuid });
    const [sub] = await subsFor(reader.uuid);

    server.controls.setClock(() => new Date(sub.currentPeriodEnd.getTime() + 60_000));
    await server.controls.runRenewals();
    expect((await subsFor(reader.uuid))[0].status).toBe(4);
    server.controls.setClock(undefined);
    // Google renewed it: the next check refreshes the period and the status.
    const renewed = purchases.get(sale.token)!;
    renewed.lineItems = [
      { productId: 'semana_digital_anual', expiryTime: new Date(Date.now() + 60 * DAY).toISOString() },
    ];
    await loginExists(sale.fields);
    const [after] = await subsFor(reader.uuid);
    expect(after.status).toBe(1);
    expect(after.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 59 * DAY);
  });
});
