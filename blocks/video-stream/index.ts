import { defineBlock } from '../../runtime/define-block';
import { perStory } from '../../runtime/html-cache-keys';
import { config, type Data } from './config';
import { projectVideo, videoObjectJsonLd } from './project-video';
import { VideoStream } from './VideoStream';

export default defineBlock({
  name: 'video-stream',
  description:
    'Video ANS de la nota: reproductor HTML5 de sus streams con subtítulos, su transcripción y su VideoObject',
  version: 1,
  config,
  // Only ANS video documents (type video); the seeded YouTube videos play in video-player.
  async fetch(_config, { story }): Promise<Data | null> {
    return story ? projectVideo(story) : null;
  },
  head: (_config, data, ctx) => ({ jsonLd: [videoObjectJsonLd(data, ctx)] }),
  component: VideoStream,
  // No script: the browser's own controls play it.
  interactive: false,
  htmlCache: perStory,
});
