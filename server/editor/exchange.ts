import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PageFile } from '../pages/page-store';
import { pageVersions, pages } from './schema';
import { siteOfPageFile } from './page-rows';
import { publishPage, savePage } from './page-writes';
import { routeProblem } from '../../contracts/route-pattern';
import { withNodeIds } from '../../runtime/node-ids';
import { expandGroupRefs } from '../../runtime/group-refs';
import { publishedGroups } from './group-rows';

export interface ImportReport {
  added: string[];
  updated: string[];
  unchanged: string[];
  /** Files not imported because an editor's unpublished draft (or deletion) would be overwritten. */
  conflicts: { file: string; reason: string }[];
  /** Files not imported because the page is invalid in a way that would break serving (a route that is no pattern). */
  refused: { file: string; reason: string }[];
}

/**
 * `npm run pages:import` (and `npm run dev`'s file watcher): each file becomes a draft of its page; a page an editor
 * has an unpublished draft of, or deleted, is reported and left alone. `publish` also makes each imported draft live
 * (what a developer editing the files in `npm run dev` expects).
 */
export async function importPages(
  db: Db,
  files: PageFile[],
  opts: { publish?: boolean; who?: string } = {},
): Promise<ImportReport> {
  const who = opts.who ?? 'import';
  const report: ImportReport = { added: [], updated: [], unchanged: [], conflicts: [], refused: [] };
  for (const given of files) {
    // A file without ids gets the same ones each time (runtime/node-ids.ts), so importing it twice changes nothing.
    const f = { ...given, page: withNodeIds(given.page) };
    const { site, file } = siteOfPageFile(f.file);
    const id = f.page.id;
    const problem = routeProblem(f.page.route);
    if (problem) {
      report.refused.push({ file: f.file, reason: `route ${f.page.route} is not a valid route pattern (${problem})` });
      continue;
    }
    const [row] = await db
      .select()
      .from(pages)
      .where(and(eq(pages.site, site), eq(pages.id, id)));
    if (!row) {
      const published = opts.publish ? { published: f.page, publishedVersion: 1 } : {};
      await db.transaction(async (tx) => {
        await tx
          .insert(pages)
          .values({ site, id, file, route: f.page.route, doc: f.page, version: 1, updatedBy: who, ...published });
        await tx.insert(pageVersions).values({
          site,
          id,
          version: 1,
          doc: f.page,
          action: 'import',
          kind: opts.publish ? 'publish' : 'save',
          savedBy: who,
          publishedAt: opts.publish ? sql`now()` : null,
        });
      });
      report.added.push(f.file);
      continue;
    }
    if (row.deletedAt) {
      report.conflicts.push({ file: f.file, reason: 'deleted by an editor' });
      continue;
    }
    const same = isDeepStrictEqual(row.doc, f.page);
    if (!same && row.version !== row.publishedVersion && (await lastAction(db, site, id)) !== 'import') {
      report.conflicts.push({ file: f.file, reason: `unpublished draft v${row.version} by ${row.updatedBy}` });
      continue;
    }
    let version = row.version;
    if (!same) {
      const saved = await savePage(db, { site, id, doc: f.page, expected: row.version, who, action: 'import' });
      if (!saved.ok) {
        report.conflicts.push({ file: f.file, reason: 'saved by an editor meanwhile' });
        continue;
      }
      version = saved.row.version;
    }
    if (opts.publish && version !== row.publishedVersion) await publishPage(db, { site, id, expected: version, who });
    (same && !(opts.publish && version !== row.publishedVersion) ? report.unchanged : report.updated).push(f.file);
  }
  return report;
}

async function lastAction(db: Db, site: string, id: string): Promise<string | undefined> {
  const [last] = await db
    .select({ action: pageVersions.action })
    .from(pageVersions)
    .where(and(eq(pageVersions.site, site), eq(pageVersions.id, id)))
    .orderBy(desc(pageVersions.version))
    .limit(1);
  return last?.action;
}

/** A page as the repository keeps it: JSON formatted by the project's prettier settings. */
export async function pageFileText(page: unknown, root: string): Promise<string> {
  // A development tool (devDependency): loaded only by the import and export, never by a production server.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(path.join(root, 'page-configs', 'x.json'))) ?? {};
  return prettier.format(JSON.stringify(page, null, 2), { ...options, parser: 'json' });
}

/**
 * `npm run pages:export`: every published page written to its file under page-configs/ (byte for byte the seed when
 * nothing changed); the file of a deleted page is removed. Answers the files written or removed. A linked group is
 * written as its published blocks, as readers get them: the files stand alone, and a fresh database that imports
 * them has no groups.
 */
export async function exportPages(db: Db, root: string): Promise<{ written: string[]; removed: string[] }> {
  const [rows, groups] = await Promise.all([
    db.select().from(pages).orderBy(pages.site, pages.file),
    publishedGroups(db),
  ]);
  const written: string[] = [];
  const removed: string[] = [];
  for (const row of rows) {
    const target = path.join(root, 'page-configs', row.file);
    if (row.deletedAt || !row.published) {
      if (row.deletedAt && fs.existsSync(target)) {
        fs.rmSync(target);
        removed.push(row.file);
      }
      continue;
    }
    const text = await pageFileText(
      expandGroupRefs(row.published, (ref) => groups.get(ref)),
      root,
    );
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    written.push(row.file);
  }
  return { written, removed };
}

/** Pages not deleted, for callers that only need to know the database has pages. */
export async function pageCount(db: Db): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pages)
    .where(isNull(pages.deletedAt));
  return n;
}
