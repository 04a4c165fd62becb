import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';
import { content } from '../server/db/schema';
import { contentRow } from '../server/content/content-row';
import { articleFixture } from '../fixtures/article';
import { EMBED_FRAME_HOSTS, EMBED_SCRIPT_HOSTS } from '../contracts/hosts/embeds';
import { TWEET_HTML } from '../fixtures/every-element';
import { LOCKED_CONTENT_CODE } from '../contracts/entitlement';
import { GOOGLE_PLATFORM_FRAME_HOSTS, GOOGLE_PLATFORM_SCRIPT_HOSTS } from '../contracts/hosts/social';

const paragraph = { _id: 'p1', type: 'text', content: 'Un párrafo sin nada de afuera.' };
const plain = articleFixture({
  _id: 'csp-sin-embeds',
  canonical_url: '/nacion/articulo/sin-embeds/csp-sin-embeds/',
  content_elements: [paragraph],
});
const youtube = articleFixture({
  _id: 'csp-youtube',
  canonical_url: '/nacion/articulo/con-youtube/csp-youtube/',
  content_elements: [
    paragraph,
    { _id: 'yt', type: 'raw_html', content: '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>' },
  ],
});
const tweet = articleFixture({
  _id: 'csp-tweet',
  canonical_url: '/nacion/articulo/con-tweet/csp-tweet/',
  content_elements: [
    paragraph,
    { _id: 'tw', type: 'oembed_response', subtype: 'twitter', raw_oembed: { html: TWEET_HTML } },
  ],
});

// A premium story: the page carries no body, but an entitled reader's browser puts it (and its video) into the page.
const premium = articleFixture({
  _id: 'csp-premium',
  canonical_url: '/nacion/articulo/premium-con-video/csp-premium/',
  content_restrictions: { content_code: LOCKED_CONTENT_CODE },
  content_elements: youtube.content_elements,
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await server.database.db.insert(content).values([plain, youtube, tweet, premium].map(contentRow));
});
afterAll(() => server?.close());

const directive = async (path: string, name: string) => {
  const res = await fetch(`${server.url}${path}?_website=semana`);
  expect(res.status).toBe(200);
  const csp = res.headers.get('content-security-policy') ?? '';
  return csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
};

describe('Content-Security-Policy frames and scripts come from the embeds of the page being rendered', () => {
  it('a story with a YouTube embed allows the YouTube player in frame-src, and no other embed host', async () => {
    const frames = await directive(youtube.canonical_url, 'frame-src');
    expect(frames).toContain('https://www.youtube-nocookie.com');
    expect(EMBED_FRAME_HOSTS.filter((h) => h !== 'https://www.youtube-nocookie.com' && frames.includes(h))).toEqual([]);
  });

  it('a story without embeds and the home page allow no embed host in frame-src or script-src', async () => {
    for (const path of [plain.canonical_url, '/']) {
      const frames = await directive(path, 'frame-src');
      expect(frames).toMatch(/^frame-src 'self'/);
      expect(
        EMBED_FRAME_HOSTS.filter((h) => frames.includes(h)),
        path,
      ).toEqual([]);
      const scripts = await directive(path, 'script-src');
      expect(
        EMBED_SCRIPT_HOSTS.filter((h) => scripts.includes(h)),
        path,
      ).toEqual([]);
    }
  });

  it('a locked story allows the frames of its premium body, which an entitled reader gets in the same page', async () => {
    const res = await fetch(`${server.url}${premium.canonical_url}?_website=semana`);
    expect(await res.text()).not.toContain('data-youtube-id');
    expect(res.headers.get('content-security-policy')).toContain('https://www.youtube-nocookie.com');
  });

  it('a tweet allows its provider script and the frames that script opens', async () => {
    expect(await directive(tweet.canonical_url, 'script-src')).toContain('https://platform.twitter.com');
    const frames = await directive(tweet.canonical_url, 'frame-src');
    expect(frames).toContain('https://platform.twitter.com');
    expect(frames).not.toContain('https://www.youtube-nocookie.com');
  });
});

describe("Google's legacy platform library only on a site that signs in with it (decision 0056)", () => {
  let legacy: TestServer;
  beforeAll(async () => {
    legacy = await startTestServer({ seed: false, siteOverrides: { googleSignIn: 'legacy-platform' } });
  });
  afterAll(() => legacy?.close());

  const policyOf = async (origin: string) =>
    (await fetch(`${origin}/?_website=semana`)).headers.get('content-security-policy') ?? '';
  const hostsIn = (csp: string, name: string, hosts: string[]) =>
    hosts.filter((h) => (csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '').split(' ').includes(h));

  it("allows platform.js's host in script-src and Google's session frame in frame-src there", async () => {
    const csp = await policyOf(legacy.url);
    expect(hostsIn(csp, 'script-src', GOOGLE_PLATFORM_SCRIPT_HOSTS)).toEqual(['https://apis.google.com/']);
    expect(hostsIn(csp, 'frame-src', GOOGLE_PLATFORM_FRAME_HOSTS)).toEqual(['https://accounts.google.com/o/oauth2/']);
  });

  it("leaves every other site's policy as it was: no legacy host, otherwise the same directives", async () => {
    const plainPolicy = await policyOf(server.url);
    expect(hostsIn(plainPolicy, 'script-src', GOOGLE_PLATFORM_SCRIPT_HOSTS)).toEqual([]);
    expect(hostsIn(plainPolicy, 'frame-src', GOOGLE_PLATFORM_FRAME_HOSTS)).toEqual([]);
    const withoutLegacy = (await policyOf(legacy.url))
      .replace(' https://apis.google.com/', '')
      .replace(' https://accounts.google.com/o/oauth2/', '');
    expect(withoutLegacy).toBe(plainPolicy);
  });

  it("tells the sign-in form which library the site uses (the identity config's googleSignIn)", async () => {
    const configOf = async (origin: string) =>
      ((await (await fetch(`${origin}/identity/public/v1/config`)).json()) as { googleSignIn?: string }).googleSignIn;
    expect(await configOf(legacy.url)).toBe('legacy-platform');
    expect(await configOf(server.url)).toBe('identity-services');
  });
});
