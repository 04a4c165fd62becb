// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { readerStore } from '../../../runtime/context';
import { accountCall, useSubmit } from './submit';

const sent: string[] = [];
const server = setupServer(
  http.get('*/sales/public/v1/subscription/all', ({ request }) => {
    sent.push(new URL(request.url).pathname);
    return HttpResponse.json([{ subscriptionID: 1, statusID: 1 }]);
  }),
  http.put('*/identity/public/v1/password', ({ request }) => {
    sent.push(new URL(request.url).pathname);
    return HttpResponse.json({});
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
  readerStore.set({ loggedIn: null, subscriptionStatuses: null });
});
afterAll(() => server.close());

describe("account calls without a signed-in reader (spec 2, 4 and 8: 'Missing or invalid jwt')", () => {
  it('S2-244: rejects before sending, in the SDK words, with code 100018', async () => {
    readerStore.set({ loggedIn: false });
    await expect(accountCall('/sales/public/v1/subscription/all', undefined, 'GET')).rejects.toMatchObject({
      message: '[Arc Sales SDK] Missing or invalid jwt',
      code: '100018',
    });
    await expect(accountCall('/identity/public/v1/password', { newPassword: 'Nueva1234' }, 'PUT')).rejects.toThrow(
      '[Arc Identity SDK] Missing or invalid jwt',
    );
    expect(sent).toEqual([]);
  });

  it("S2-244: the reader is shown the catalogue's Spanish text for 100018", async () => {
    readerStore.set({ loggedIn: false });
    const { result } = renderHook(() => useSubmit());
    await act(() => result.current.run(() => accountCall('/identity/public/v1/password', {}, 'PUT')));
    expect(result.current.state).toEqual({
      status: 'error',
      message: 'Sesión expirada, por favor ingrese nuevamente.',
    });
  });

  it('sends the call for a signed-in reader, and while the login is still unknown', async () => {
    readerStore.set({ loggedIn: true });
    await expect(accountCall('/sales/public/v1/subscription/all', undefined, 'GET')).resolves.toEqual([
      { subscriptionID: 1, statusID: 1 },
    ]);
    readerStore.set({ loggedIn: null });
    await accountCall('/identity/public/v1/password', {}, 'PUT');
    expect(sent).toEqual(['/sales/public/v1/subscription/all', '/identity/public/v1/password']);
  });
});
