import type { Request } from 'express';
import type { Db } from '../db/client';
import { publishPage } from './page-writes';
import type { pageValidator, EditorProblem } from './page-validation';
import { effectiveRow, type PageRow } from './page-rows';
import { audit } from './roles';

export interface PublishDeps {
  db: Db;
  /** One `pageValidator` per router: it compiles the page schema once. */
  validate: ReturnType<typeof pageValidator>;
  /** After a write readers must see at once: this process's snapshot and the HTML cache (router.ts). */
  published: (site: string, req: Request) => Promise<void>;
}

export type PublishOutcome =
  | { ok: true; row: PageRow }
  | { ok: false; reason: 'missing' | 'stale' }
  | { ok: false; reason: 'invalid'; errors: EditorProblem[] };

/**
 * Publishes the head `expected` of the page a site serves under `id`, as POST …/publish does (validated, recorded as
 * a version of kind `publish`, audited, caches purged): the review queue publishes through it. The caller has checked
 * that `who` may publish on the row's own site (`shared` for a shared page).
 */
export async function publishHead(
  deps: PublishDeps,
  req: Request,
  w: { site: string; id: string; expected: number; who: string; detail?: object },
): Promise<PublishOutcome> {
  const current = await effectiveRow(deps.db, w.site, w.id);
  if (!current) return { ok: false, reason: 'missing' };
  if (current.version !== w.expected) return { ok: false, reason: 'stale' };
  const errors = await deps.validate(current.site, current.doc);
  if (errors.length) return { ok: false, reason: 'invalid', errors };
  const result = await publishPage(deps.db, { site: current.site, id: w.id, expected: w.expected, who: w.who });
  if (!result.ok) return result;
  await audit(deps.db, {
    who: w.who,
    action: 'page-publish',
    site: current.site,
    target: w.id,
    version: w.expected,
    detail: w.detail,
  });
  await deps.published(current.site, req);
  return result;
}
