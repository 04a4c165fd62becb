import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { startTestServer, type TestServer } from './helpers/test-server';
import { articleFixture } from '../fixtures/article';
import { content } from '../server/db/schema';
import { contentRow } from '../server/content/content-row';
import { YOUTUBE_API } from '../server/sources/youtube-data-api';
import type { ArticleScript } from '../contracts/article-scripts';
import type { StoryDocument } from '../contracts/ans';

/** Spec 1, 7: what a story loads from outside hosts (issue 28, S1-207 and S1-208). */

const PARTNER = 'Agencia Aliada';
const SCRIPTS: ArticleScript[] = [
  { kind: 'partner-analytics', src: 'https://analitica.aliado.example/medicion.js', storyIds: [], creditedTo: PARTNER },
  { kind: 'social-pixel', src: 'https://pixel.red-social.example/px.js', storyIds: ['PIXELSTORY'] },
  {
    kind: 'video-player',
    src: 'https://player.video.example/reproductor.js',
    storyIds: ['PLAYERSTORY1', 'PLAYERSTORY2', 'PLAYERSTORY3'],
  },
];

const paragraph = (id: string) => ({ _id: id, type: 'text', content: 'Un párrafo de la nota.' });
const story = (id: string, extra: Partial<StoryDocument> = {}) =>
  articleFixture({ _id: id, content_elements: [paragraph(`${id}-p`)], ...extra });
const withVideo = (id: string, youtubeId: string) =>
  story(id, { content_elements: [paragraph(`${id}-p`), { _id: `${id}-v`, type: 'video', youtubeId }] });

const UNKNOWN_TO_US = 'Zx9_Zx9-Zx9';
const HOST_THUMBNAIL = 'https://video-host.example/vi/Zx9_Zx9-Zx9/default.jpg';
const stories = {
  partner: story('PARTNERSTORY', { credits: { by: [{ name: 'Ana Ruiz' }], affiliation: [{ name: PARTNER }] } }),
  pixel: story('PIXELSTORY'),
  player: story('PLAYERSTORY2'),
  plain: story('PLAINSTORY'),
};

// The video host's adapter (YouTube Data API, used when a key is set) answers from msw; our own server passes.
const youtube = setupServer(
  http.get(YOUTUBE_API, ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    const snippet = { publishedAt: '2026-11-20T15:00:00Z', title: 'Video', description: '' };
    return HttpResponse.json({
      items: [
        {
          id,
          snippet: { ...snippet, thumbnails: { default: { url: HOST_THUMBNAIL } } },
          contentDetails: { duration: 'PT1M' },
        },
      ],
    });
  }),
);

let server: TestServer;
let seededVideo: { youtubeId: string; thumbnail: string };
beforeAll(async () => {
  youtube.listen({ onUnhandledRequest: 'bypass' });
  server = await startTestServer({ siteOverrides: { articleScripts: SCRIPTS } });
  const q = encodeURIComponent(JSON.stringify({ includeSections: 'videos', feedSize: 1 }));
  const list = (await (await fetch(`${server.url}/api/content/content-apir?query=${q}&_website=semana`)).json()) as {
    content_elements: StoryDocument[];
  };
  const youtubeId = list.content_elements[0]?.video?.youtubeId ?? '';
  const v = encodeURIComponent(JSON.stringify({ videoId: youtubeId }));
  const answer = (await (
    await fetch(`${server.url}/api/content/youtube-api-videos?query=${v}&_website=semana`)
  ).json()) as {
    items: { snippet: { thumbnails: { default: { url: string } } } }[];
  };
  seededVideo = { youtubeId, thumbnail: answer.items[0]!.snippet.thumbnails.default.url };
  const docs = [
    ...Object.values(stories),
    withVideo('VIDEOSTORY', youtubeId),
    withVideo('HOSTVIDEOSTORY', UNKNOWN_TO_US),
  ];
  await server.database.db.insert(content).values(docs.map(contentRow));
});
afterAll(async () => {
  youtube.close();
  await server?.close();
});

async function openStory(doc: Pick<StoryDocument, 'canonical_url'>) {
  const res = await fetch(`${server.url}${doc.canonical_url}?_website=semana`);
  expect(res.status).toBe(200);
  const document = new new Window().DOMParser().parseFromString(await res.text(), 'text/html');
  const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
  const articleScripts = [...document.querySelectorAll('script[data-article-script]')].map((s) => ({
    kind: s.getAttribute('data-article-script'),
    src: s.getAttribute('src'),
  }));
  return { document, scriptSrc, articleScripts };
}

describe('video thumbnails from the video host (S1-207)', () => {
  it("S1-207: a story with a YouTube video shows the host's thumbnails.default.url as the video's <img>", async () => {
    expect(seededVideo.thumbnail).not.toBe('');
    const page = await openStory(withVideo('VIDEOSTORY', seededVideo.youtubeId));
    const img = page.document.querySelector(`[data-youtube-id="${seededVideo.youtubeId}"] img`);
    expect(img?.getAttribute('src')).toBe(seededVideo.thumbnail);
  });

  it('S1-207: with the YouTube Data API configured, the thumbnail is the one its adapter answers (msw)', async () => {
    process.env.YOUTUBE_API_KEY = 'clave-de-prueba';
    try {
      const page = await openStory(withVideo('HOSTVIDEOSTORY', UNKNOWN_TO_US));
      const img = page.document.querySelector(`[data-youtube-id="${UNKNOWN_TO_US}"] img`);
      expect(img?.getAttribute('src')).toBe(HOST_THUMBNAIL);
    } finally {
      delete process.env.YOUTUBE_API_KEY;
    }
  });
});

describe('per-article third-party scripts, a site setting (S1-208)', () => {
  it("S1-208: the partner's analytics on an article credited to the partner, its host allowed by the CSP", async () => {
    const page = await openStory(stories.partner);
    expect(page.articleScripts).toEqual([{ kind: 'partner-analytics', src: SCRIPTS[0]!.src }]);
    expect(page.scriptSrc).toContain('https://analitica.aliado.example');
    expect(page.scriptSrc).not.toContain('https://pixel.red-social.example');
  });

  it('S1-208: the social pixel on its one article, the video player on one of its three', async () => {
    const pixel = await openStory(stories.pixel);
    expect(pixel.articleScripts).toEqual([{ kind: 'social-pixel', src: SCRIPTS[1]!.src }]);
    expect(pixel.scriptSrc).toContain('https://pixel.red-social.example');
    const player = await openStory(stories.player);
    expect(player.articleScripts).toEqual([{ kind: 'video-player', src: SCRIPTS[2]!.src }]);
    expect(player.scriptSrc).toContain('https://player.video.example');
  });

  it('S1-208: any other article loads none of them, and its policy names none of their hosts', async () => {
    const page = await openStory(stories.plain);
    expect(page.articleScripts).toEqual([]);
    for (const host of SCRIPTS.map((s) => new URL(s.src).origin)) expect(page.scriptSrc).not.toContain(host);
  });
});
