import type { StoryDocument } from './ans';

/** Spec 1, 4 and 9: content code '3' locks; these paths never lock. */
const SKIP_PATHS = ['/semanaplay', '/hablan-las-marcas', '/mejor-colombia', '/especiales', '/foros-semana'];
export const LOCKED_CONTENT_CODE = '3';
export const LOCKED_STATE_CODE = 6;
/** Subscription statuses that unlock content (the header also counts 5; the paywall does not). */
export const PAYWALL_ACTIVE_STATUSES = [1, 3, 4] as const;

type Lockable = Pick<StoryDocument, 'canonical_url'> & {
  content_restrictions?: { content_code?: string };
  canonical_website?: string;
};

/** Spec 1, 4 (S1-157): paths that never lock, by substring ('/especiales' covers '/especiales-multimedia/'). */
export function skipsLocking(path: string, brandSlug = 'semana'): boolean {
  return SKIP_PATHS.some((p) => path.includes(p)) || path.includes(`/${brandSlug}-tv`);
}

/** The content code that is free for '/finanzas' (spec 1, 4 and 9). */
export const FREE_CONTENT_CODE = '1';

/** The content codes the spec names; any other is free content (ANS leaves codes to each site), logged at import. */
export const KNOWN_CONTENT_CODES: readonly string[] = [FREE_CONTENT_CODE, LOCKED_CONTENT_CODE];

/**
 * Whether a paywall-script trigger may lock this page: never where locking is skipped, nor on '/finanzas' with
 * content code '1' (S1-158: code '1' never locks by the code rule, so the exception only overrides a trigger).
 */
export function triggerLocks(path: string, contentCode: string | undefined, brandSlug = 'semana'): boolean {
  if (skipsLocking(path, brandSlug)) return false;
  return !(path.includes('/finanzas') && contentCode === FREE_CONTENT_CODE);
}

/** Whether a story is premium for this path, before looking at who reads it. */
export function isLocked(doc: Lockable): boolean {
  const code = doc.content_restrictions?.content_code;
  if (code !== LOCKED_CONTENT_CODE) return false;
  return !skipsLocking(doc.canonical_url, doc.canonical_website);
}

/** Whether any of these subscription statuses lets a reader past the paywall. */
export function entitles(statuses: readonly number[] | null | undefined): boolean {
  return statuses?.some((s) => (PAYWALL_ACTIVE_STATUSES as readonly number[]).includes(s)) ?? false;
}

export interface Reader {
  subscriptionStatuses: number[];
}

/**
 * The one paywall decision, used for HTML, JSON-LD, feeds and the content endpoint.
 * Until accounts exist every reader is anonymous, so a locked story shows only its teaser.
 */
export function decideAccess(doc: Lockable, reader: Reader | null): { locked: boolean; lockedStateCode?: number } {
  if (!isLocked(doc)) return { locked: false };
  return entitles(reader?.subscriptionStatuses)
    ? { locked: false }
    : { locked: true, lockedStateCode: LOCKED_STATE_CODE };
}
