import { describe, expect, it } from 'vitest';
import { call } from './storage';
import { identityTest } from './identity-setup';

const identity = identityTest();

describe('the reader settings (spec 2, 3)', () => {
  it('S2-054: GET /v1/user/settings with the bearer answers an object with disqus ssoKey; none without', async () => {
    const reader = await identity.signUp();
    const res = await call(identity.server, 'GET', '/identity/public/v1/user/settings', { token: reader.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ disqus: { ssoKey: expect.any(String) } });
    expect((await call(identity.server, 'GET', '/identity/public/v1/user/settings')).status).toBe(401);
  });
});

describe('the identity config (spec 2, 3)', () => {
  it('S2-055: GET /v1/config answers signinRecaptcha, disqus enabled and publicKey, facebookAppId', async () => {
    const res = await call(identity.server, 'GET', '/identity/public/v1/config');
    expect(res.body).toMatchObject({
      signinRecaptcha: expect.any(Boolean),
      disqus: { enabled: expect.any(Boolean), publicKey: expect.any(String) },
      facebookAppId: expect.any(String),
    });
  });
});

describe('profile bounds of spec 2, 5 (PATCH /v1/profile)', () => {
  const CO = { locality: 'Bogotá', country: 'CO' };
  const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['S2-122: first name 1 to 100', { firstName: 'x'.repeat(100) }, { firstName: 'x'.repeat(101) }],
    [
      'S2-127: address lines 1 and 2 are 1 to 256',
      { addresses: [{ line1: 'x'.repeat(256), line2: 'x'.repeat(256), ...CO }] },
      { addresses: [{ line1: 'x'.repeat(257), ...CO }] },
    ],
    [
      'S2-127: the second address line too',
      { addresses: [{ line1: 'Calle 1', line2: 'x'.repeat(256), ...CO }] },
      { addresses: [{ line1: 'Calle 1', line2: 'x'.repeat(257), ...CO }] },
    ],
    [
      'S2-128: locality, region and postal code 1 to 100',
      {
        addresses: [
          {
            line1: 'Calle 1',
            locality: 'x'.repeat(100),
            region: 'x'.repeat(100),
            postal: 'x'.repeat(100),
            country: 'CO',
          },
        ],
      },
      { addresses: [{ line1: 'Calle 1', locality: 'x'.repeat(101), country: 'CO' }] },
    ],
    [
      'S2-128: the postal code over 100',
      { addresses: [{ line1: 'Calle 1', postal: '110111', ...CO }] },
      { addresses: [{ line1: 'Calle 1', postal: 'x'.repeat(101), ...CO }] },
    ],
    [
      'S2-130: attribute value 1 to 1000',
      { attributes: [{ name: 'x'.repeat(30), value: 'v'.repeat(1000) }] },
      { attributes: [{ name: 'pref', value: 'v'.repeat(1001) }] },
    ],
    ['S2-133: legacy ID 1 to 50', { legacyId: 'x'.repeat(50) }, { legacyId: 'x'.repeat(51) }],
  ];

  it.each(cases)('%s: the longest is accepted, one more refused', async (_, good, bad) => {
    const reader = await identity.signUp();
    const patch = (body: Record<string, unknown>) =>
      call(identity.server, 'PATCH', '/identity/public/v1/profile', { token: reader.accessToken, body });
    expect((await patch(good)).status).toBe(200);
    const refused = await patch(bad);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toEqual(expect.any(String));
  });

  it('S2-132: an email of 101 characters is refused (300075); 100 is within the bound', async () => {
    const reader = await identity.signUp();
    const patch = (email: string) =>
      call(identity.server, 'PATCH', '/identity/public/v1/profile', { token: reader.accessToken, body: { email } });
    // Labels within their own limits (63), so only the whole length decides.
    const at = (length: number) => `ana@${'a'.repeat(60)}.${'b'.repeat(length - 69)}.com`;
    expect(at(100)).toHaveLength(100);
    expect((await patch(at(101))).body.code).toBe('300075');
    expect((await patch(at(100))).body.code).not.toBe('300075');
  });
});
