import { defineBlock } from '../../runtime/define-block';
import { promoImage } from '../../contracts/ans';
import { streamSources } from '../../ui/video/stream-video';
import { config, type Data } from './config';
import { VideoPlayer } from './VideoPlayer';

// Spec 1, 5: YouTube ids are 11 characters of letters, digits, '-' and '_'.
const YOUTUBE_ID = /^[\w-]{11}$/;

export default defineBlock({
  name: 'video-player',
  description: 'Reproductor de video de la nota',
  version: 1,
  config,
  // The story's own video (video.youtubeId, or an ANS video's youtube_content_id) with its promo image as the poster;
  // nothing else ships. An ANS video with streams plays in video-stream.
  async fetch(_config, { story }): Promise<Data | null> {
    const id = story?.video?.youtubeId ?? story?.youtube_content_id;
    if (!story || !id || !YOUTUBE_ID.test(id)) return null;
    if (streamSources(story.streams).sources.length) return null; // its own streams play in video-stream
    const promo = promoImage(story);
    return {
      youtubeId: id,
      title: story.headlines.basic,
      ...(promo?.url
        ? {
            poster: {
              url: promo.url,
              images_data: promo.images_data && { fill: promo.images_data.fill, intrinsic: [] },
            },
          }
        : {}),
    };
  },
  component: VideoPlayer,
  // Nothing loads until the reader presses play; that first click hydrates the island and is replayed.
  interactive: { hydrate: 'interaction' },
});
