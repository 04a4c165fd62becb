import { z } from 'zod';

/** The query `youtube-api-videos` accepts (its fetch lives in server/sources/youtube-api-videos.ts). */
export const params = z.object({ videoId: z.string().regex(/^[\w-]{11}$/, 'an 11-character YouTube video id') });

export interface YoutubeVideo {
  id: string;
  snippet: { publishedAt: string; title: string; description: string; thumbnails: { default: { url: string } } };
  contentDetails: { duration: string };
}
