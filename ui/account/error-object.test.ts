// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { FormError, sendJson } from './forms/submit';
import { cartCall } from './sales-client';
import { readAnswer } from './service/read-answer';

const server = setupServer(
  http.all('*/sales/public/v1/cart', () => new HttpResponse('<html>Internal error</html>', { status: 500 })),
  http.all('*/sales/public/v1/subscription/7/cancel', () =>
    HttpResponse.json({ code: '300059', message: 'No cancelable' }, { status: 400 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the error object (spec 2, 3)', () => {
  it('S2-068: a 500 that is not JSON gives code, message, httpStatus 500 and error', async () => {
    const answer = await readAnswer(new Response('<html>Internal error</html>', { status: 500 }));
    expect(answer).toEqual({
      code: '500',
      message: expect.any(String),
      httpStatus: 500,
      error: '<html>Internal error</html>',
    });
    // What the page's calls throw carries them: the code, a message for the reader, the HTTP status.
    const failure = cartCall('cart', '/cart', undefined, 'GET');
    await expect(failure).rejects.toBeInstanceOf(FormError);
    await expect(failure).rejects.toMatchObject({ code: '500', httpStatus: 500, message: expect.any(String) });
  });

  it("S2-068: the service's own error keeps its code and message", async () => {
    const failure = sendJson('/sales/public/v1/subscription/7/cancel', {}, 'PUT');
    await expect(failure).rejects.toMatchObject({ code: '300059', httpStatus: 400, message: expect.any(String) });
  });
});
