// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { readerStore } from '../../runtime/context';
import { patchProfile } from './profile';

const bodies: unknown[] = [];
const server = setupServer(
  http.patch('*/identity/public/v1/profile', async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ uuid: 'u-1', firstName: 'Ana' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  bodies.length = 0;
  readerStore.set({ loggedIn: null, subscriptionStatuses: null });
});
afterAll(() => server.close());

describe('profile update (spec 2, 5)', () => {
  it('S2-146: drops the uuid before sending', async () => {
    readerStore.set({ loggedIn: true });
    await patchProfile({ uuid: 'x', firstName: 'Ana' });
    expect(bodies).toEqual([{ firstName: 'Ana' }]);
  });
});
