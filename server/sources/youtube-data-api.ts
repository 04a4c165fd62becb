import { z } from 'zod';
import type { YoutubeVideo } from '../../contracts/sources/youtube-api-videos';

const answer = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({
        publishedAt: z.string(),
        title: z.string(),
        description: z.string(),
        thumbnails: z.object({ default: z.object({ url: z.string() }) }),
      }),
      contentDetails: z.object({ duration: z.string() }),
    }),
  ),
});

export const YOUTUBE_API = 'https://www.googleapis.com/youtube/v3/videos';

/** The real YouTube Data API v3 adapter, used only when an API key is configured. */
export async function fetchYoutubeVideo(videoId: string, apiKey: string): Promise<{ items: YoutubeVideo[] }> {
  const url = `${YOUTUBE_API}?part=snippet,contentDetails&id=${encodeURIComponent(videoId)}&key=${encodeURIComponent(apiKey)}`;
  const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
  if (!res.ok) throw new Error(`YouTube Data API answered ${res.status}`);
  const parsed = answer.parse(await res.json());
  return { items: parsed.items.slice(0, 1) };
}
