import { createHash } from 'node:crypto';
import path from 'node:path';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PageConfig } from '../../runtime/types';
import type { PageFile } from '../pages/page-store';
import { withNodeIds } from '../../runtime/node-ids';
import { pageVersions, pages } from './schema';

/** The pseudo-site of `page-configs/shared/`: every site serves its pages until it publishes its own copy. */
export const SHARED = 'shared';

export type PageRow = typeof pages.$inferSelect;

/** `"7-3f2a9c0d1e4b5a6c"`: the head's version and a hash of its JSON, so an ETag from another page never matches. */
export const etagOf = (row: Pick<PageRow, 'version' | 'doc'>) =>
  `"${row.version}-${createHash('sha256').update(JSON.stringify(row.doc)).digest('hex').slice(0, 16)}"`;

/** The version an `If-Match` names (weak or strong), or undefined when it is not one of our ETags. */
export function versionOfEtag(etag: string | undefined): number | undefined {
  const m = /^(?:W\/)?"(\d+)-[0-9a-f]{16}"$/.exec(etag?.trim() ?? '');
  return m ? Number(m[1]) : undefined;
}

/** `page-configs/semana/home.json` → `{ site: 'semana', file: 'semana/home.json' }`. */
export function siteOfPageFile(file: string): { site: string; file: string } {
  const rel = path.relative('page-configs', file).split(path.sep).join('/');
  return { site: rel.split('/')[0], file: rel };
}

export async function pageRow(db: Db, site: string, id: string): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.site, site), eq(pages.id, id), isNull(pages.deletedAt)));
  return row;
}

/** The page a site serves under `id`: its own, else the shared one. */
export async function effectiveRow(db: Db, site: string, id: string): Promise<PageRow | undefined> {
  return (await pageRow(db, site, id)) ?? (site === SHARED ? undefined : pageRow(db, SHARED, id));
}

/** The pages an editor of `site` sees: its own and the shared ones it has no copy of. */
export async function sitePages(db: Db, site: string): Promise<PageRow[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(isNull(pages.deletedAt), sql`${pages.site} in (${site}, ${SHARED})`))
    .orderBy(pages.route);
  const own = new Set(rows.filter((r) => r.site === site).map((r) => r.id));
  return rows.filter((r) => r.site === site || !own.has(r.id));
}

/** Every published page, as the renderer reads them (site folder in `file`, as page-configs/ had it). */
export async function publishedPages(db: Db): Promise<PageFile[]> {
  const rows = await db
    .select({ site: pages.site, file: pages.file, page: pages.published })
    .from(pages)
    .where(and(isNull(pages.deletedAt), sql`${pages.published} is not null`))
    .orderBy(pages.site, pages.file);
  return rows.map((r) => ({ file: `page-configs/${r.file}`, page: r.page as PageConfig }));
}

export async function versionsOf(db: Db, site: string, id: string) {
  return db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.site, site), eq(pageVersions.id, id)))
    .orderBy(desc(pageVersions.version));
}

/**
 * Start-up: the files of `page-configs/` become published pages, only those absent from the database (a page an
 * editor changed, or deleted, is never replaced by its file).
 */
export async function seedPages(db: Db, files: PageFile[]): Promise<number> {
  if (!files.length) return 0;
  const rows = files.map((f) => {
    const { site, file } = siteOfPageFile(f.file);
    return { site, file, id: f.page.id, route: f.page.route, doc: withNodeIds(f.page), version: 1, updatedBy: 'seed' };
  });
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(pages)
      .values(rows.map((r) => ({ ...r, published: r.doc, publishedVersion: 1 })))
      .onConflictDoNothing()
      .returning({ site: pages.site, id: pages.id, doc: pages.doc });
    if (added.length)
      await tx
        .insert(pageVersions)
        .values(
          added.map((r) => ({
            ...r,
            version: 1,
            action: 'seed',
            kind: 'publish' as const,
            savedBy: 'seed',
            publishedAt: sql`now()`,
          })),
        )
        .onConflictDoNothing();
    return added.length;
  });
}
