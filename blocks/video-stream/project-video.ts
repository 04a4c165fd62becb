import type { StoryDocument } from '../../contracts/ans';
import type { RenderContext } from '../../runtime/types';
import { isoDuration, posterOf, streamVideo } from '../../ui/video/stream-video';
import type { Data } from './config';

// Spec 1, 5: YouTube ids are 11 characters of letters, digits, '-' and '_'.
const YOUTUBE_ID = /^[\w-]{11}$/;

/** A transcript's paragraphs: its blank lines (or line breaks) split it. */
export function transcriptParagraphs(transcript: string | undefined): string[] {
  return (transcript ?? '')
    .split(/\r?\n\s*\r?\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * An ANS video document (`type: video`) as the video template shows it: the player of its streams (the video-player
 * block plays a YouTube video), its transcript, and the facts of its VideoObject. Null for other documents and for a
 * video with neither a stream, a YouTube id nor a transcript.
 */
export function projectVideo(story: StoryDocument): Data | null {
  if (story.type !== 'video') return null;
  const player = streamVideo(story, story.headlines.basic) ?? undefined;
  const youtube = story.youtube_content_id && YOUTUBE_ID.test(story.youtube_content_id) ? story.youtube_content_id : '';
  const transcript = transcriptParagraphs(story.transcript);
  if (!player && !youtube && !transcript.length) return null;
  const file = player?.sources.find((s) => s.type !== 'application/x-mpegURL') ?? player?.sources[0];
  const thumbnail = posterOf(story);
  const duration = story.duration === undefined ? undefined : isoDuration(story.duration);
  const description = [story.description?.basic, story.subheadlines?.basic].find((s) => s?.trim())?.trim();
  return {
    ...(player ? { player } : {}),
    ...(transcript.length ? { transcript } : {}),
    video: {
      name: story.headlines.basic,
      description: description ?? story.headlines.basic,
      uploadDate: story.publish_date,
      ...(thumbnail ? { thumbnailUrl: thumbnail } : {}),
      ...(duration ? { duration } : {}),
      ...(file ? { contentUrl: file.src } : {}),
      ...(youtube ? { embedUrl: `https://www.youtube.com/embed/${youtube}` } : {}),
    },
  };
}

/** schema.org VideoObject (Google's video rich results); site paths made absolute with the site's origin. */
export function videoObjectJsonLd(data: Data, ctx: Pick<RenderContext, 'origin'>): Record<string, unknown> {
  const absolute = (url: string) => (url.startsWith('/') && ctx.origin ? `${ctx.origin}${url}` : url);
  const { name, description, uploadDate, thumbnailUrl, duration, contentUrl, embedUrl } = data.video;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name,
    description,
    uploadDate,
    ...(thumbnailUrl ? { thumbnailUrl: [absolute(thumbnailUrl)] } : {}),
    ...(duration ? { duration } : {}),
    ...(contentUrl ? { contentUrl: absolute(contentUrl) } : {}),
    ...(embedUrl ? { embedUrl } : {}),
    ...(data.transcript ? { transcript: data.transcript.join('\n\n') } : {}),
  };
}
