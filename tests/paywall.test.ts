import { describe, expect, it } from 'vitest';
import { buildEnvironment, paywallApiOrigin, paywallEnvironment } from '../contracts/paywall';
import { loadSites } from '../server/sites';

describe('the paywall script environment (spec 1, 7; spec 2, 9; S2-328)', () => {
  it('dev, sandbox and localhost are non-production; any other build environment is production', () => {
    expect(paywallEnvironment('localhost', {})).toBe('sandbox');
    expect(paywallEnvironment('dev', {})).toBe('sandbox');
    expect(paywallEnvironment('sandbox', {})).toBe('sandbox');
    expect(paywallEnvironment('prod', {})).toBe('production');
    expect(paywallEnvironment('production', {})).toBe('production');
  });

  it('comes from APP_ENV: unset is localhost, development is dev, production stays production', () => {
    expect(paywallEnvironment(buildEnvironment(undefined), {})).toBe('sandbox');
    expect(paywallEnvironment(buildEnvironment(''), {})).toBe('sandbox');
    expect(paywallEnvironment(buildEnvironment('development'), {})).toBe('sandbox');
    expect(paywallEnvironment(buildEnvironment('sandbox'), {})).toBe('sandbox');
    expect(paywallEnvironment(buildEnvironment('production'), {})).toBe('production');
  });

  it('the production-only brand (El País) uses production endpoints in every environment', () => {
    const sites = loadSites();
    const only = [...sites.values()].filter((s) => s.paywall.productionOnly).map((s) => s.slug);
    expect(only).toEqual(['elpais']);
    const elpais = sites.get('elpais')!.paywall;
    for (const env of ['localhost', 'dev', 'sandbox', 'prod'])
      expect(paywallEnvironment(env, elpais)).toBe('production');
    expect(paywallEnvironment('localhost', sites.get('semana')!.paywall)).toBe('sandbox');
  });

  it("picks the environment's API origin, the site's own origin when it names none", () => {
    const origins = { sandbox: 'https://api-sandbox.example.com', production: 'https://api.example.com' };
    expect(paywallApiOrigin('sandbox', origins)).toBe('https://api-sandbox.example.com');
    expect(paywallApiOrigin('production', origins)).toBe('https://api.example.com');
    expect(paywallApiOrigin('production', undefined)).toBe('');
  });
});
