import type { StoryDocument } from '../../contracts/ans';
import type { Data } from './config';

/** An ANS author's photo (spec 1, 3 `credits.by[].photo`): an address, or an image with one. */
function photoOf(author: Record<string, unknown>): string | undefined {
  const photo = author.photo;
  const url = typeof photo === 'string' ? photo : (photo as { url?: unknown } | undefined)?.url;
  return typeof url === 'string' && url.startsWith('/') ? url : undefined;
}

/**
 * Spec 1, 3 (S1-134): what the byline adds to the authors' names: each author's photo, the affiliation the story
 * credits (its newsroom, an agency) and the copyright line. Absent fields stay absent.
 */
export function withCredits(data: Data, story: StoryDocument): Data {
  const by = story.credits?.by ?? [];
  const authors = data.authors.map((author) => {
    const photo = photoOf(by.find((a) => a.name?.trim() === author.name) ?? {});
    return photo ? { ...author, photo } : author;
  });
  const affiliation = (story.credits?.affiliation ?? []).map((a) => a.name?.trim()).filter(Boolean);
  const copyright = story.copyright?.trim();
  return {
    ...data,
    authors,
    ...(affiliation.length ? { affiliation: affiliation.join(', ') } : {}),
    ...(copyright ? { copyright } : {}),
  };
}
