// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ctxFixture } from '../../fixtures/site';
import { fakeSources } from '../../fixtures/cards';
import { articleFixture } from '../../fixtures/article';
import type { StoryDocument } from '../../contracts/ans';
import block from './index';
import { transcriptParagraphs } from './project-video';
import { VideoStream } from './VideoStream';

afterEach(cleanup);
const ctx = { ...ctxFixture(), origin: 'https://www.semana.com', sources: fakeSources({}) };

const video = (overrides: Partial<StoryDocument> = {}) =>
  articleFixture({
    type: 'video',
    headlines: { basic: 'Así avanza el metro' },
    description: { basic: 'Recorrido por el viaducto' },
    publish_date: '2026-11-20T15:30:00Z',
    duration: 61_000,
    streams: [{ stream_type: 'mp4', url: 'https://v.example/720.mp4', height: 720, width: 1280 }],
    promo_image: { type: 'image', url: '/images/POSTER/1280x720.jpg' },
    subtitles: { urls: [{ format: 'WEB_VTT', url: 'https://v.example/es.vtt' }] },
    transcript: 'Primera parte.\nSegunda parte.',
    ...overrides,
  });

describe('video-stream', () => {
  it('plays an ANS video’s stream with its poster and subtitles, and shows its transcript', async () => {
    const data = await block.fetch!({ published: true }, { ...ctx, story: video() });
    const { container } = render(<VideoStream config={{ published: true }} data={data!} ctx={ctx} />);
    const el = container.querySelector('video')!;
    expect(el.getAttribute('poster')).toBe('/images/POSTER/1280x720.jpg');
    expect(el.querySelector('source')?.getAttribute('src')).toBe('https://v.example/720.mp4');
    expect(el.querySelector('track')?.getAttribute('src')).toBe('https://v.example/es.vtt');
    expect([...container.querySelectorAll('.video-stream__transcript p')].map((p) => p.textContent)).toEqual([
      'Primera parte.',
      'Segunda parte.',
    ]);
  });

  it('declares a VideoObject with absolute addresses and an ISO 8601 duration', async () => {
    const data = await block.fetch!({ published: true }, { ...ctx, story: video() });
    expect(block.head!({ published: true }, data!, ctx).jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: 'Así avanza el metro',
        description: 'Recorrido por el viaducto',
        uploadDate: '2026-11-20T15:30:00Z',
        thumbnailUrl: ['https://www.semana.com/images/POSTER/1280x720.jpg'],
        duration: 'PT1M1S',
        contentUrl: 'https://v.example/720.mp4',
        transcript: 'Primera parte.\n\nSegunda parte.',
      },
    ]);
  });

  it('is nothing for a story, or a video with neither stream, YouTube id nor transcript', async () => {
    const fetch = (story: StoryDocument) => block.fetch!({ published: true }, { ...ctx, story });
    expect(await fetch(articleFixture({ streams: video().streams }))).toBeNull();
    expect(await fetch(video({ streams: [], transcript: undefined }))).toBeNull();
    // A YouTube-only ANS video: video-player plays it; this block still declares it.
    const youtube = await fetch(video({ streams: [], transcript: undefined, youtube_content_id: 'aqz-KE-bpKQ' }));
    expect(youtube).toMatchObject({ video: { embedUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ' } });
    expect(youtube?.player).toBeUndefined();
  });

  it('splits a transcript at its line breaks', () => {
    expect(transcriptParagraphs('Uno.\r\n\r\nDos.\n  \nTres.\nCuatro.')).toEqual(['Uno.', 'Dos.', 'Tres.', 'Cuatro.']);
    expect(transcriptParagraphs(undefined)).toEqual([]);
  });
});
