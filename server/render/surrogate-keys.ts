import type { Sources } from '../../contracts/sources';
import { memoTreeScan } from '../../runtime/tree-scan';

/**
 * Surrogate keys name what a page shows, so a purge can drop exactly the pages a change touches, here (the HTML
 * cache) and in a CDN (the same `Surrogate-Key` header). One vocabulary, built only here (decision 0039).
 */
export const siteKey = (site: string) => `site-${site}`;
/** A page config or template by its file: `page-configs/semana/home.json` → `page-semana/home`. */
export const pageKey = (file: string) =>
  `page-${file.replace(/^page-configs\//, '').replace(/\.json$/, '')}`.replace(/\s/g, '');
export const contentKey = (id: string) => `content-${id}`;
export const sectionKey = (site: string, section: string) => `section-${site}-${section}`.replace(/\s/g, '');

/** Content types whose documents carry an id a purge names (images have ids too, but are not content changes). */
const CONTENT_TYPES = new Set(['story', 'gallery', 'video']);
/** Deep enough for a list answer's cards and their related content (arrays count as a level). */
const MAX_DEPTH = 6;

/** The ids of the content documents in a source answer (cached answers are scanned once: runtime/tree-scan.ts). */
const collectIds = memoTreeScan((value) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const doc = value as Record<string, unknown>;
  const isContent =
    typeof doc._id === 'string' &&
    (typeof doc.canonical_url === 'string' || (typeof doc.type === 'string' && CONTENT_TYPES.has(doc.type)));
  return isContent ? (doc._id as string) : undefined;
}, MAX_DEPTH);

/**
 * The page's sources, noting the id of every content document they answer: those are the stories the page shows,
 * and an update of one of them purges the page. A list projected without `_id` (`sourceInclude`) is not seen, which
 * is why content changes also purge the site (decision 0039).
 */
export function trackShownContent(sources: Sources, shown: Set<string>): Sources {
  const out: Record<string, (params: unknown) => Promise<unknown>> = {};
  for (const [name, call] of Object.entries(sources as unknown as Record<string, (p: unknown) => Promise<unknown>>))
    out[name] = async (params) => {
      const answer = await call(params);
      collectIds(answer, shown);
      return answer;
    };
  return out as unknown as Sources;
}

/** The `Surrogate-Key` header of a page: its site, its page file, the content it shows and its sections. */
export function pageSurrogateKeys(input: {
  site: string;
  file: string;
  shown: Iterable<string>;
  sections?: string[];
}): string {
  const keys = new Set([siteKey(input.site), pageKey(input.file)]);
  for (const id of input.shown) keys.add(contentKey(id));
  for (const section of input.sections ?? []) keys.add(sectionKey(input.site, section));
  return [...keys].join(' ');
}

/** The keys of a `Surrogate-Key` header. */
export const keysOf = (header: string | undefined): string[] => (header ?? '').split(/\s+/).filter(Boolean);
