import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { articleFixture, premiumStory } from '../fixtures/article';
import { contentRow } from '../server/content/content-row';
import { content } from '../server/db/schema';
import { startTestServer, type TestServer } from './helpers/test-server';
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

const parse = (html: string) => new new Window().DOMParser().parseFromString(html, 'text/html');

describe('the paywall script and rules over HTTP', () => {
  let server: TestServer;
  const free = articleFixture({ _id: 'paywall-http-free', canonical_url: '/nacion/articulo/libre/paywall-http-free/' });
  const premium = premiumStory('paywall-http-premium');
  const finanzas = articleFixture({
    _id: 'paywall-http-finanzas',
    canonical_url: '/finanzas/articulo/libre/paywall-http-finanzas/',
    taxonomy: { primary_section: { _id: '/finanzas', name: 'Finanzas' }, sections: [{ _id: '/finanzas' }] },
  });
  const elpais = articleFixture({
    _id: 'paywall-http-elpais',
    canonical_url: '/cali/articulo/libre/paywall-http-elpais/',
    canonical_website: 'elpais',
    taxonomy: { primary_section: { _id: '/cali', name: 'Cali' }, sections: [{ _id: '/cali', name: 'Cali' }] },
  });
  beforeAll(async () => {
    server = await startTestServer();
    await server.database.db.insert(content).values([free, premium, elpais, finanzas].map(contentRow));
  });
  afterAll(() => server?.close());

  const paywallOf = async (path: string, site = 'semana') => {
    const html = await (await fetch(`${server.url}${path}?_website=${site}`)).text();
    const body = parse(html).querySelector('.article-body');
    return { html, data: JSON.parse(body?.getAttribute('data-paywall') ?? 'null') as unknown };
  };

  it('serves /arc/subs/p.min.js as a compressed script, cached for minutes, that defines ArcP.run', async () => {
    const res = await fetch(`${server.url}/arc/subs/p.min.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const code = await res.text();
    expect(code).toContain('ArcP');
    expect(code.length).toBeLessThan(4096);
  });

  it("publishes each site's rules: Semana's meter, none for Soho", async () => {
    const semana = await (await fetch(`${server.url}/arc/subs/rules.json?_website=semana`)).json();
    expect(semana).toEqual({
      site: 'semana',
      rules: [{ id: 'metro', type: 'meter', contentTypes: ['story'], budget: 10, periodDays: 30 }],
    });
    expect(await (await fetch(`${server.url}/arc/subs/rules.json?_website=soho`)).json()).toEqual({
      site: 'soho',
      rules: [],
    });
  });

  it("tells the script the story's options and the sandbox environment outside production, with the locked view kept inert", async () => {
    const { html, data } = await paywallOf(free.canonical_url);
    expect(data).toEqual({
      contentType: 'story',
      section: '/nacion',
      ci: free._id,
      c: '1',
      environment: 'sandbox',
      apiOrigin: '',
    });
    const template = parse(html).querySelector('template.paywall-locked-view');
    expect(template?.innerHTML).toContain('Este contenido es exclusivo para suscriptores');
  });

  it('El País, the production-only brand, is told production on the same server', async () => {
    expect((await paywallOf(elpais.canonical_url, 'elpais')).data).toMatchObject({ environment: 'production' });
  });

  it('a premium story locked by the server carries the options too, and no second locked view', async () => {
    const { html, data } = await paywallOf(premium.canonical_url);
    expect(data).toMatchObject({ ci: premium._id, c: '3' });
    expect(html).not.toContain('paywall-locked-view');
  });

  it("a page where no trigger may lock ('/finanzas' with code '1') carries no locked view", async () => {
    const { html, data } = await paywallOf(finanzas.canonical_url);
    expect(data).toMatchObject({ ci: finanzas._id, c: '1', section: '/finanzas' });
    expect(html).not.toContain('paywall-locked-view');
  });
});
