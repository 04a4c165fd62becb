import type { ContentList, StoryDocument } from '../contracts/ans';
import type { SourceName } from '../contracts/sources';
import type { SourceResult, Sources } from '../contracts/sources';

/** The query a source accepts, typed from its own params schema (type-only: no zod in the browser). */
export type SourceQuery<K extends SourceName> = Parameters<Sources[K]>[0];

/** `/api/content/{source}?query=<json>&_website=<site>`, the public endpoint of spec 3, 7. */
export function contentUrl<K extends SourceName>(source: K, query: SourceQuery<K>, site: string): string {
  const search = new URLSearchParams({ query: JSON.stringify(query), _website: site });
  return `/api/content/${source}?${search}`;
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Checks the list shape by hand: zod would add more to every page with a load-more button than
 * the whole island weighs. Items stay partial documents; callers project them defensively.
 */
function isContentList(body: unknown): body is ContentList {
  if (typeof body !== 'object' || body === null) return false;
  const { content_elements, count, next } = body as Record<string, unknown>;
  return (
    Array.isArray(content_elements) &&
    content_elements.every((item) => typeof item === 'object' && item !== null) &&
    isNumber(count) &&
    (next === undefined || isNumber(next))
  );
}

/** The sources that answer in the list shape `{ content_elements, count, next, previous }`. */
export type ListSourceName = { [K in SourceName]: SourceResult<K> extends ContentList ? K : never }[SourceName];

/** Fetches one page of a list source from the browser; throws on HTTP errors and malformed answers. */
export async function fetchContentList<K extends ListSourceName>(
  source: K,
  query: SourceQuery<K>,
  site: string,
  signal?: AbortSignal,
): Promise<ContentList<Partial<StoryDocument>>> {
  const response = await fetch(contentUrl(source, query, site), { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isContentList(body)) throw new Error(`${source}: not a content list`);
  return body;
}
