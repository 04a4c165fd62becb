import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PageConfig, PageNode } from '../../runtime/types';
import { groupRefsOf, parseGroupRef } from '../../runtime/group-refs';
import { SHARED } from './page-rows';
import { blockGroups, pages } from './schema';
import type { EditorProblem } from './page-validation';

export type GroupRow = typeof blockGroups.$inferSelect;

const ofGroup = (site: string, id: string) => and(eq(blockGroups.site, site), eq(blockGroups.id, id));

export async function groupRow(db: Db, site: string, id: string): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(blockGroups).where(ofGroup(site, id));
  return row;
}

/** The groups an editor of `site` may insert: the site's own and the shared ones. */
export async function siteGroups(db: Db, site: string): Promise<GroupRow[]> {
  return db
    .select()
    .from(blockGroups)
    .where(or(eq(blockGroups.site, site), eq(blockGroups.site, SHARED)))
    .orderBy(blockGroups.name);
}

/** A new group: its id is the name's slug, numbered when the site already has one of that name. */
export async function createGroup(db: Db, g: { site: string; name: string; nodes: PageNode[]; who: string }) {
  const base =
    g.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'grupo';
  for (let n = 1; n < 50; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    const [row] = await db
      .insert(blockGroups)
      .values({ site: g.site, id, name: g.name, nodes: g.nodes, version: 1, updatedBy: g.who })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error(`no free id for group ${base}`);
}

/** Saves a new draft when the head is still `expected` (the condition is in the UPDATE, as for pages). */
export async function saveGroup(
  db: Db,
  g: { site: string; id: string; name: string; nodes: PageNode[]; expected: number; who: string },
) {
  const [row] = await db
    .update(blockGroups)
    .set({
      name: g.name,
      nodes: g.nodes,
      version: sql`${blockGroups.version} + 1`,
      updatedAt: sql`now()`,
      updatedBy: g.who,
    })
    .where(and(ofGroup(g.site, g.id), eq(blockGroups.version, g.expected)))
    .returning();
  return row;
}

/** Makes the draft `expected` what readers of every page linking the group get. */
export async function publishGroup(db: Db, g: { site: string; id: string; expected: number; who: string }) {
  const [row] = await db
    .update(blockGroups)
    .set({
      published: sql`${blockGroups.nodes}`,
      version: sql`${blockGroups.version} + 1`,
      publishedVersion: sql`${blockGroups.version} + 1`,
      updatedAt: sql`now()`,
      updatedBy: g.who,
    })
    .where(and(ofGroup(g.site, g.id), eq(blockGroups.version, g.expected)))
    .returning();
  return row;
}

/** Published nodes by reference (`site/id`), for expanding the pages readers get. */
export async function publishedGroups(db: Db): Promise<Map<string, PageNode[]>> {
  const rows = await db
    .select({ site: blockGroups.site, id: blockGroups.id, nodes: blockGroups.published })
    .from(blockGroups)
    .where(sql`${blockGroups.published} is not null`);
  return new Map(rows.map((r) => [`${r.site}/${r.id}`, r.nodes ?? []]));
}

/** The pages (draft or live) that link the group: what a change to it reaches. */
export async function groupUsers(db: Db, site: string, id: string) {
  const ref = `${site}/${id}`;
  // A cheap text filter first (the JSON is stored as written), then the exact check on each candidate.
  const like = `%${ref}%`;
  const rows = await db
    .select({ site: pages.site, id: pages.id, doc: pages.doc, published: pages.published })
    .from(pages)
    .where(
      and(isNull(pages.deletedAt), sql`(${pages.doc}::text like ${like} or ${pages.published}::text like ${like})`),
    )
    .orderBy(pages.site, pages.id);
  const links = (doc: PageConfig | null) => Boolean(doc && groupRefsOf(doc).some((r) => r.ref === ref));
  return rows
    .filter((r) => links(r.doc) || links(r.published))
    .map((r) => ({ site: r.site, id: r.id, title: r.doc.meta?.title ?? r.id }));
}

/**
 * A page's group references that cannot be served: malformed, of another site (a page links its own site's groups
 * or shared ones; a shared page only shared ones), or naming no group.
 */
export async function groupProblems(db: Db, site: string, page: unknown): Promise<EditorProblem[]> {
  const problems: EditorProblem[] = [];
  for (const { ref, pointer } of groupRefsOf(page as { areas?: unknown })) {
    const named = parseGroupRef(ref);
    const say = (message: string) => problems.push({ pointer: `${pointer}/group`, message, block: null });
    if (!named) say(`«${ref}» no es una referencia de grupo (sitio/id)`);
    else if (named.site !== SHARED && named.site !== site) say(`el grupo «${ref}» es de otro sitio`);
    else if (!(await groupRow(db, named.site, named.id))) say(`no existe el grupo «${ref}»`);
  }
  return problems;
}

/**
 * The editor's preview of a page: each linked group as readers get it (published), or its draft while it has never
 * been published, so a group just made shows in the page it was inserted into.
 */
export async function previewGroups(
  db: Db,
  site: string,
  page: PageConfig,
): Promise<(ref: string) => PageNode[] | undefined> {
  const nodes = new Map<string, PageNode[]>();
  for (const { ref } of groupRefsOf(page)) {
    const named = parseGroupRef(ref);
    // Only what the page may link (groupProblems): the preview shows no other site's group.
    const linkable = named && (named.site === site || named.site === SHARED) && !nodes.has(ref);
    const row = linkable && (await groupRow(db, named.site, named.id));
    if (row) nodes.set(ref, row.published ?? row.nodes);
  }
  return (ref) => nodes.get(ref);
}
