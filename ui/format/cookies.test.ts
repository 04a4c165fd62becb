// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieString, setCookie } from './cookies';

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'k=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('cookie writer (spec 1, 9; spec 2, 4)', () => {
  it('saves a value of 4000 characters', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(setCookie('k', 'a'.repeat(4000))).toBe(true);
    expect(document.cookie).toContain(`k=${'a'.repeat(4000)}`);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not save a value of 4001 characters and logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(setCookie('k', 'a'.repeat(4001))).toBe(false);
    expect(document.cookie).not.toContain('k=');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toContain('4001');
  });

  it('counts characters after encoding: 3000 spaces are 9000 characters', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(cookieString('k', ' '.repeat(3000))).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('expires on 19 Jan 2038 by default', () => {
    expect(cookieString('k', 'v')).toContain('expires=Tue, 19 Jan 2038');
  });

  it('gives a session cookie no expiry', () => {
    expect(cookieString('k', 'v', { session: true })).not.toContain('expires=');
  });

  it('encodes the value and sets path and SameSite', () => {
    expect(cookieString('k', 'a b;c', { session: true })).toBe('k=a%20b%3Bc; path=/; SameSite=Lax');
  });
});
