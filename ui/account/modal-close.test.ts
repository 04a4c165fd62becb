import { describe, expect, it } from 'vitest';
import { closeTarget, withOfferId } from './modal-close';

describe('where closing the login modal leads (spec 2, 4)', () => {
  it.each([
    ['/suscripciones-online/', '466', '/suscripciones-online/?offerId=466'],
    ['/x/?a=1', '466', '/x/?a=1&offerId=466'],
    ['/x/?offerId=12', '466', '/x/?offerId=12'],
    ['/x/', null, '/x/'],
  ])('%s with stored offer %s → %s', (path, offerId, expected) => {
    expect(withOfferId(path, offerId)).toBe(expected);
  });

  it('sends a signed-in reader to the redirect (a path on this site only), else the current address', () => {
    const base = { loggedIn: true, contentPage: false, current: '/nacion/x/', offerId: null };
    expect(closeTarget({ ...base, redirect: '/store/' })).toBe('/store/');
    expect(closeTarget({ ...base, redirect: null })).toBe('/nacion/x/');
    expect(closeTarget({ ...base, redirect: 'https://evil.example/' })).toBe('/');
  });

  it('sends an anonymous reader home from a content page only', () => {
    const base = { loggedIn: false, redirect: '/store/', current: '/nacion/x/', offerId: '466' };
    expect(closeTarget({ ...base, contentPage: true })).toBe('/');
    expect(closeTarget({ ...base, contentPage: false })).toBe('/nacion/x/');
  });
});
