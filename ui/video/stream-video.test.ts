import { describe, expect, it } from 'vitest';
import { isoDuration, mediaUrl, posterOf, streamSources, streamVideo, subtitleTracks } from './stream-video';

describe('an ANS video as the HTML5 player plays it', () => {
  it('offers one HLS stream (the highest bitrate) then the best file at or under 720 lines', () => {
    const streams = [
      { stream_type: 'mp4', url: 'https://v.example/360.mp4', height: 360, width: 640, bitrate: 600 },
      { stream_type: 'ts', url: 'https://v.example/low.m3u8', bitrate: 800 },
      { stream_type: 'mp4', url: 'https://v.example/1080.mp4', height: 1080, width: 1920, bitrate: 5400 },
      { stream_type: 'ts', url: 'https://v.example/high.m3u8', bitrate: 5400 },
      { stream_type: 'mp4', url: 'https://v.example/720.mp4', height: 720, width: 1280, bitrate: 2000 },
      { stream_type: 'gif', url: 'https://v.example/x.gif' },
    ];
    expect(streamSources(streams)).toEqual({
      sources: [
        { src: 'https://v.example/high.m3u8', type: 'application/x-mpegURL' },
        { src: 'https://v.example/720.mp4', type: 'video/mp4' },
      ],
      width: 1280,
      height: 720,
    });
    // Only taller files: the smallest of them.
    expect(
      streamSources([streams[2], { ...streams[2], url: 'https://v.example/2160.mp4', height: 2160 }]).sources,
    ).toEqual([{ src: 'https://v.example/1080.mp4', type: 'video/mp4' }]);
  });

  it('reads the type from the address when stream_type is missing, and leaves out what no browser plays', () => {
    expect(
      streamSources([{ url: 'https://v.example/a.m3u8?token=1' }, { url: 'https://v.example/b.webm' }]).sources,
    ).toEqual([
      { src: 'https://v.example/a.m3u8?token=1', type: 'application/x-mpegURL' },
      { src: 'https://v.example/b.webm', type: 'video/webm' },
    ]);
    expect(streamSources([{ url: 'javascript:alert(1)//.mp4' }, { url: 42 }, 'x', null]).sources).toEqual([]);
    expect(streamVideo({ streams: [{ stream_type: 'gif', url: 'https://v.example/x.gif' }] }, 'T')).toBeNull();
  });

  it('keeps media addresses of the web or of this site only', () => {
    expect(mediaUrl('/videos/a.mp4')).toBe('/videos/a.mp4');
    expect(mediaUrl('https://v.example/a.mp4')).toBe('https://v.example/a.mp4');
    for (const bad of ['//evil.example/a.mp4', '/\\evil.example/a.mp4', 'data:video/mp4;base64,AA', 'javascript:x'])
      expect(mediaUrl(bad), bad).toBeNull();
  });

  it('turns WebVTT subtitles into tracks, labelled by the document’s language; other formats are left out', () => {
    const subtitles = {
      urls: [
        { format: 'WEB_VTT', url: 'https://v.example/es.vtt' },
        { format: 'SRT', url: 'https://v.example/es.srt' },
        { url: 'https://v.example/en.vtt?x=1' },
        'https://v.example/loose.vtt',
      ],
    };
    expect(subtitleTracks(subtitles, 'es')).toEqual([
      { src: 'https://v.example/es.vtt', label: 'Español', srclang: 'es' },
      { src: 'https://v.example/en.vtt?x=1', label: 'Español 3', srclang: 'es' },
    ]);
    expect(subtitleTracks(subtitles, '"><x')[0]).toEqual({ src: 'https://v.example/es.vtt', label: 'Subtítulos' });
    expect(subtitleTracks(undefined)).toEqual([]);
  });

  it('takes the promo image as the poster, else the promo item’s picture', () => {
    expect(posterOf({ promo_image: { url: 'https://f.example/p.jpg' } })).toBe('https://f.example/p.jpg');
    expect(posterOf({ promo_items: { basic: { url: '/images/X/1280x720.jpg' } } })).toBe('/images/X/1280x720.jpg');
    expect(posterOf({ promo_image: { url: 'javascript:x' } })).toBeUndefined();
  });

  it('writes milliseconds as an ISO 8601 duration', () => {
    expect(isoDuration(95_000)).toBe('PT1M35S');
    expect(isoDuration(3_600_000)).toBe('PT1H');
    expect(isoDuration(3_725_400)).toBe('PT1H2M5S');
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(499)).toBe('PT0S');
    expect(isoDuration(-1)).toBeUndefined();
    expect(isoDuration(Number.NaN)).toBeUndefined();
  });
});
