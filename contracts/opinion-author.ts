import { toSlug } from './slug';

/**
 * Spec 3, opinion: the author slug of opinion links. It is the one slug rule of contracts/slug.ts (lowercased,
 * accents stripped, spaces to hyphens, other characters dropped, repeated hyphens collapsed); a piece without an
 * author's name is the site's own (S3-065), so the site's name stands in for it.
 */
export function opinionAuthorName(name: string | undefined, siteName: string): string {
  return name?.trim() || siteName;
}

export function opinionAuthorSlug(name: string | undefined, siteName: string): string {
  return toSlug(opinionAuthorName(name, siteName));
}

/** Spec 3: the author opinion carousel links to /opinion/{author-slug}/. */
export function opinionAuthorPath(name: string | undefined, siteName: string): string {
  return `/opinion/${opinionAuthorSlug(name, siteName)}/`;
}
