import type { Sources } from '../../contracts/sources';
import { isSafeLink } from '../../runtime/safe-link';
import type { BodyElement } from './elements/types';

/**
 * Spec 1, 7 (S1-207): a YouTube video's thumbnail comes from the video host, `thumbnails.default.url` of
 * `youtube-api-videos` (our own video documents, or the YouTube Data API when a key is configured). A video the host
 * does not know, an address that is neither https nor our own, or a failing host keeps the facade's own picture.
 * Returns new elements; the projected body is shared and read-only.
 */
export async function withVideoThumbnails(
  elements: BodyElement[],
  videos: Sources['youtube-api-videos'],
): Promise<BodyElement[]> {
  if (!elements.some((el) => el.type === 'video')) return elements;
  return Promise.all(
    elements.map(async (el) => {
      if (el.type !== 'video') return el;
      try {
        const answer = await videos({ videoId: el.youtubeId });
        const thumbnail = answer.items[0]?.snippet.thumbnails.default.url;
        return thumbnail && isSafeLink(thumbnail) ? { ...el, thumbnail } : el;
      } catch {
        return el;
      }
    }),
  );
}
