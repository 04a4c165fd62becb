import type { StoryDocument, ContentList } from '../../contracts/ans';
import { isLocked } from '../../contracts/entitlement';

/** Sections as the spec writes them, with or without the leading slash, comma-separated. */
export function toSectionPaths(includeSections: string): string[] {
  return includeSections
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (s.startsWith('/') ? s : `/${s}`).replace(/\/+$/, ''));
}

/** Offsets of the next and previous pages: `next` absent at the end, `previous` absent at the start. */
export function paging(offset: number, size: number, count: number): Pick<ContentList, 'next' | 'previous'> {
  const out: Pick<ContentList, 'next' | 'previous'> = {};
  if (offset + size < count) out.next = offset + size;
  if (offset > 0) out.previous = Math.max(0, offset - size);
  return out;
}

/**
 * Keeps only the listed fields (dotted paths allowed). Whatever is asked for, the body of a story
 * the paywall locks never leaves: list answers are cached and shared by every reader.
 */
export function project(doc: StoryDocument, include: string | undefined): Partial<StoryDocument> {
  const locked = isLocked(doc);
  if (!include) {
    const { content_elements: _body, ...rest } = doc;
    return rest;
  }
  const out: Record<string, unknown> = {};
  for (const field of include
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)) {
    if (locked && field.split('.')[0] === 'content_elements') continue;
    copyPath(doc as Record<string, unknown>, out, field.split('.'));
  }
  return out as Partial<StoryDocument>;
}

function copyPath(from: Record<string, unknown>, to: Record<string, unknown>, keys: string[]): void {
  const [key, ...rest] = keys;
  if (!(key in from)) return;
  const value = from[key];
  if (rest.length === 0 || value === null || typeof value !== 'object' || Array.isArray(value)) {
    to[key] = value;
    return;
  }
  const child = (to[key] ??= {}) as Record<string, unknown>;
  copyPath(value as Record<string, unknown>, child, rest);
}
