// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { FormError, sendJson } from '../forms/submit';
import { checkLoginAnswer, identityLogin, LOGIN_FAILED } from './login-answer';
import { queryString } from './query-string';
import { readAnswer, UNREADABLE_ANSWER } from './read-answer';
import { identityOrigin } from './identity-origin';

const contentTypes: (string | null)[] = [];
const server = setupServer(
  http.all('*/sales/public/v1/*', ({ request }) => {
    contentTypes.push(request.headers.get('content-type'));
    const path = new URL(request.url).pathname;
    if (path.endsWith('/cancel'))
      return HttpResponse.json({ code: '300059', message: 'No cancelable' }, { status: 400 });
    if (path.endsWith('/ok-text')) return new HttpResponse('OK', { headers: { 'Content-Type': 'text/plain' } });
    if (path.endsWith('/proxy')) return new HttpResponse('<html>Bad gateway</html>', { status: 502 });
    return HttpResponse.json({ subscriptionID: 5 });
  }),
  http.post('*/identity/public/v1/auth/login', () => HttpResponse.json({ uuid: 'u' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => void (contentTypes.length = 0));
afterAll(() => server.close());

describe('reading a service answer (spec 2, 7)', () => {
  it('S2-190: JSON is parsed; 2xx text gives { message }; a 502 page gives { code, message, httpStatus, error }', async () => {
    expect(await readAnswer(new Response('{"a":1}', { status: 200 }))).toEqual({ a: 1 });
    expect(await readAnswer(new Response('OK', { status: 200 }))).toEqual({ message: 'OK' });
    expect(await readAnswer(new Response('<html>', { status: 502 }))).toEqual({
      code: '502',
      message: UNREADABLE_ANSWER,
      httpStatus: 502,
      error: '<html>',
    });
    // Through the site's client: the text answer is a success, the proxy page an error with its status.
    expect(await sendJson('/sales/public/v1/ok-text', undefined, 'GET')).toEqual({ message: 'OK' });
    await expect(sendJson('/sales/public/v1/proxy', {})).rejects.toMatchObject({
      code: '502',
      httpStatus: 502,
      message: UNREADABLE_ANSWER,
    });
  });

  it('S2-189: an error answer rejects with its code (the reader reads the catalogue text for it)', async () => {
    const failure = sendJson('/sales/public/v1/subscription/7/cancel', { reason: 'Precio', reasonCode: '1' }, 'PUT');
    await expect(failure).rejects.toBeInstanceOf(FormError);
    await expect(failure).rejects.toMatchObject({
      code: '300059',
      httpStatus: 400,
      message: 'La suscripción no se puede cancelar.',
    });
  });

  it('S2-191: every sales request with a body is sent as application/json', async () => {
    await sendJson('/sales/public/v1/subscription/7/rescue', {}, 'PUT');
    await sendJson('/sales/public/v1/cart/item', { items: [{ sku: 'anual', quantity: 1 }] });
    await sendJson('/sales/public/v1/subscription/7/stopshare', undefined, 'PUT');
    expect(contentTypes).toEqual(['application/json', 'application/json', 'application/json']);
  });
});

describe('the login answer (spec 2, 7)', () => {
  it('S2-196: an answer without uuid, accessToken and refreshToken is an error', async () => {
    expect(() => checkLoginAnswer({ uuid: 'u' })).toThrow(LOGIN_FAILED);
    expect(() => checkLoginAnswer({ uuid: 'u', accessToken: 'a' })).toThrow(LOGIN_FAILED);
    expect(() => checkLoginAnswer(null)).toThrow(LOGIN_FAILED);
    expect(checkLoginAnswer({ uuid: 'u', accessToken: 'a', refreshToken: 'r' })).toEqual({
      uuid: 'u',
      accessToken: 'a',
      refreshToken: 'r',
    });
    await expect(
      identityLogin({ userName: 'ana@semana.com', credentials: 'x', grantType: 'password' }),
    ).rejects.toMatchObject({
      code: 'loginError',
    });
  });
});

describe('query strings (spec 2, 7)', () => {
  it('S2-242: percent-encoded, from the parameters that are not null', () => {
    expect(queryString({ q: 'a b', x: null, n: 0 })).toBe('q=a%20b&n=0');
    expect(queryString({})).toBe('');
    expect(queryString({ status: undefined, pageSize: 5, start: 10 })).toBe('pageSize=5&start=10');
    expect(queryString({ 'a&b': 'c=d/é' })).toBe('a%26b=c%3Dd%2F%C3%A9');
  });
});

describe('the identity library origin (spec 2, 7)', () => {
  const origins = { sandbox: 'https://api-sandbox.semana.com', production: 'https://api.semana.com' };
  it('S2-241: dev, sandbox and localhost use the sandbox origin; prod the production one', () => {
    expect(identityOrigin('dev', origins)).toBe(origins.sandbox);
    expect(identityOrigin('localhost', origins)).toBe(origins.sandbox);
    expect(identityOrigin('sandbox', origins)).toBe(origins.sandbox);
    expect(identityOrigin('prod', origins)).toBe(origins.production);
    expect(identityOrigin('production', origins)).toBe(origins.production);
    expect(identityOrigin('prod')).toBe('');
  });
});
