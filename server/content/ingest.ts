import { and, eq } from 'drizzle-orm';
import type { StoryDocument } from '../../contracts/ans';
import { validateDocument } from './validate-document';
import { contentRow } from './content-row';
import { KNOWN_CONTENT_CODES } from '../../contracts/entitlement';
import type { Db } from '../db/client';
import { content, contentRedirects, contentTombstones } from '../db/schema';

export interface DocumentProblem {
  id: string;
  pointer: string;
  rule: string;
}

export type IngestResult =
  | {
      ok: true;
      id: string;
      site: string;
      created: boolean;
      previousUrl?: string;
      /** Whether an active embargo holds it off the public channels (decision 0089). */
      embargoed: boolean;
      /** What was stored as it is but deserves a look (an unknown content code, stored and read as free content). */
      warnings: DocumentProblem[];
    }
  | { ok: false; problems: DocumentProblem[] };

/** Notes on a valid document: a content code the paywall does not know is free content, and said so. */
function warningsOf(doc: StoryDocument): DocumentProblem[] {
  const code = doc.content_restrictions?.content_code;
  if (code === undefined || KNOWN_CONTENT_CODES.includes(code)) return [];
  return [
    {
      id: doc._id,
      pointer: '/content_restrictions/content_code',
      rule: `unknown content code ${JSON.stringify(code)}: treated as free content`,
    },
  ];
}

/** Whether a document is acceptable ANS, and normalised: the one entry point (server/content/validate-document.ts). */
export { validateDocument };

/**
 * Upserts one ANS document in its own transaction: a changed canonical URL leaves a 301 behind, and a story that
 * comes back after being unpublished loses its tombstone.
 */
export async function ingestDocument(db: Db, raw: unknown): Promise<IngestResult> {
  const checked = validateDocument(raw);
  if ('problems' in checked) return { ok: false, problems: checked.problems };
  const doc = checked.doc;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ url: content.canonicalUrl, site: content.site })
      .from(content)
      .where(eq(content.id, doc._id))
      .for('update');
    if (existing && existing.site !== doc.canonical_website) {
      return {
        ok: false,
        problems: [{ id: doc._id, pointer: '/canonical_website', rule: 'cannot move to another site' }],
      };
    }
    const row = contentRow(doc, Date.now());
    const { id: _id, ...update } = row;
    await tx.insert(content).values(row).onConflictDoUpdate({ target: content.id, set: update });
    await tx.delete(contentTombstones).where(eq(contentTombstones.id, doc._id));
    await tx
      .delete(contentRedirects)
      .where(and(eq(contentRedirects.site, doc.canonical_website), eq(contentRedirects.fromUrl, doc.canonical_url)));
    const moved = existing && existing.url !== doc.canonical_url;
    if (moved) {
      await tx
        .insert(contentRedirects)
        .values({ site: doc.canonical_website, fromUrl: existing.url, contentId: doc._id })
        .onConflictDoUpdate({ target: [contentRedirects.site, contentRedirects.fromUrl], set: { contentId: doc._id } });
    }
    return {
      ok: true,
      id: doc._id,
      site: doc.canonical_website,
      created: !existing,
      previousUrl: moved ? existing.url : undefined,
      embargoed: row.embargoed === true,
      warnings: warningsOf(doc),
    };
  });
}

/** Unpublishes a story: the row goes, a tombstone stays so its URL answers 410. Null when there was none. */
export async function unpublishDocument(db: Db, id: string): Promise<{ site: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(content)
      .where(eq(content.id, id))
      .returning({ site: content.site, url: content.canonicalUrl });
    if (!row) return null;
    await tx
      .insert(contentTombstones)
      .values({ id, site: row.site, canonicalUrl: row.url })
      .onConflictDoUpdate({ target: contentTombstones.id, set: { canonicalUrl: row.url, removedAt: new Date() } });
    return { site: row.site };
  });
}
