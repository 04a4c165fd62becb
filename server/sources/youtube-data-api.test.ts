import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { fetchYoutubeVideo, YOUTUBE_API } from './youtube-data-api';

const video = {
  id: 'dQw4w9WgXcQ',
  snippet: {
    publishedAt: '2026-11-20T15:00:00Z',
    title: 'Entrevista en vivo',
    description: 'La conversación completa.',
    thumbnails: { default: { url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/default.jpg' } },
  },
  contentDetails: { duration: 'PT12M3S' },
};
const asked: URL[] = [];
const server = setupServer(
  http.get(YOUTUBE_API, ({ request }) => {
    const url = new URL(request.url);
    asked.push(url);
    if (url.searchParams.get('key') !== 'clave') return HttpResponse.json({ error: 'bad key' }, { status: 403 });
    return HttpResponse.json({ kind: 'youtube#videoListResponse', items: [video] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('YouTube Data API adapter (msw)', () => {
  it('asks for snippet and contentDetails of the id with the key, and answers items[0] in the spec shape', async () => {
    expect(await fetchYoutubeVideo('dQw4w9WgXcQ', 'clave')).toEqual({ items: [video] });
    const url = asked.at(-1)!;
    expect(url.searchParams.get('part')).toBe('snippet,contentDetails');
    expect(url.searchParams.get('id')).toBe('dQw4w9WgXcQ');
  });

  it('fails loudly on an HTTP error or an answer of another shape', async () => {
    await expect(fetchYoutubeVideo('dQw4w9WgXcQ', 'mala')).rejects.toThrow('403');
    server.use(http.get(YOUTUBE_API, () => HttpResponse.json({ items: [{ id: 'x' }] })));
    await expect(fetchYoutubeVideo('dQw4w9WgXcQ', 'clave')).rejects.toThrow();
  });
});
