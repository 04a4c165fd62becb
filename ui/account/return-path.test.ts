import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';
import { loginHref } from './links';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnPath('/nacion/')).toBe('/nacion/');
    expect(safeReturnPath('/buscador/?q=paz#r')).toBe('/buscador/?q=paz#r');
    expect(safeReturnPath('/a/../nacion/')).toBe('/nacion/');
    // An encoded slash stays encoded: it names a path here, never a host.
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it.each([
    '/.//evil.example/phish',
    '/./\\evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    'nacion/',
    '',
    null,
    undefined,
  ])('sends %j home instead of off the site', (value) => {
    const safe = safeReturnPath(value);
    expect(safe).toBe('/');
  });

  it('never answers anything a browser would resolve to another host', () => {
    const tricky = [
      '/..//evil.example',
      '/%2e//evil.example',
      '/.%2F/evil.example',
      '/a/..//evil.example',
      '/.\\/evil',
    ];
    for (const value of tricky) {
      const safe = safeReturnPath(value);
      expect(new URL(safe, 'https://www.semana.com').origin, value).toBe('https://www.semana.com');
      expect(safe.startsWith('//'), value).toBe(false);
    }
  });
});

describe('loginHref', () => {
  it('carries only a normalised path on this site as the way back', () => {
    expect(loginHref('semana', '/nacion/')).toBe('/login-semana/?redirect=%2Fnacion%2F');
    expect(loginHref('semana', '/.//evil.example/phish')).toBe('/login-semana/');
    expect(loginHref('semana', '/\t/evil.example', true)).toBe('/login-semana/?register=1');
  });
});
