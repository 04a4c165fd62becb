import { and, eq, sql } from 'drizzle-orm';
import { content } from '../db/schema';
import { publicContent } from '../content/public-content';
import { defineSource } from './define-source';
import { params, type YoutubeVideo } from '../../contracts/sources/youtube-api-videos';
import { fetchYoutubeVideo } from './youtube-data-api';

/**
 * Video data by YouTube id, in the YouTube Data API's shape, served from our own video documents: no third party is
 * reachable from here. With YOUTUBE_API_KEY set, the real API answers instead (youtube-data-api.ts).
 */
export default defineSource({
  name: 'youtube-api-videos',
  ttl: 3600,
  params,
  async fetch(params, { db, site }): Promise<{ items: YoutubeVideo[] }> {
    const apiKey = process.env.YOUTUBE_API_KEY;
    if (apiKey) return fetchYoutubeVideo(params.videoId, apiKey);
    const [row] = await db
      .select({ doc: content.doc })
      .from(content)
      .where(
        and(
          eq(content.site, site),
          eq(content.type, 'video'),
          publicContent(),
          sql`${content.doc}->'video'->>'youtubeId' = ${params.videoId}`,
        ),
      )
      .limit(1);
    if (!row) return { items: [] };
    const doc = row.doc;
    return {
      items: [
        {
          id: params.videoId,
          snippet: {
            publishedAt: doc.publish_date,
            title: doc.headlines.basic,
            description: doc.description?.basic ?? doc.subheadlines?.basic ?? '',
            thumbnails: { default: { url: doc.promo_items?.basic?.url ?? '' } },
          },
          contentDetails: { duration: doc.video?.duration ?? 'PT0S' },
        },
      ],
    };
  },
});
