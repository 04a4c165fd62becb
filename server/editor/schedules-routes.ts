import { Router, type Request, type Response } from 'express';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { BlockRegistry } from '../../runtime/registry';
import { scheduleBody, SCHEDULE_MAX_AHEAD_MS, type PageSchedule } from '../../contracts/page-schedules';
import { allowed, editorOf, fail } from './auth';
import { SHARED, effectiveRow, versionsOf } from './page-rows';
import { pageValidator } from './page-validation';
import { knownSite } from './pages-routes';
import { audit } from './roles';
import { pageSchedules } from './schema';

type ScheduleRow = typeof pageSchedules.$inferSelect;

const slug = /^[a-z0-9][a-z0-9-]{0,79}$/;
const pending = and(isNull(pageSchedules.doneAt), isNull(pageSchedules.cancelledAt));
const ofPage = (site: string, id: string) => and(eq(pageSchedules.site, site), eq(pageSchedules.pageId, id));

const answer = (r: ScheduleRow): PageSchedule => ({
  id: r.id,
  site: r.site,
  pageId: r.pageId,
  action: r.action,
  version: r.version,
  dueAt: r.dueAt.toISOString(),
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
});

/** Scheduled publish and unpublish (issue 26, item 1; docs/editor-api.md). The loop that carries them out: schedule-loop.ts. */
export function schedulesRoutes(deps: { db: Db; registry: BlockRegistry }): Router {
  const router = Router();
  const validate = pageValidator(deps.db, deps.registry);

  /**
   * The page of the URL as stored (a shared page seen through a site is the shared row: scheduling it is the shared
   * publisher's call), or undefined when the answer was sent.
   */
  const pageOf = async (req: Request, res: Response, publish: boolean) => {
    const { site, id } = req.params as { site: string; id: string };
    if (!knownSite(site) || !slug.test(id)) return void fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    if (!allowed(res, site, { publish })) return undefined;
    const row = await effectiveRow(deps.db, site, id);
    if (!row) return void fail(res, 404, 'NOT_FOUND', 'Página no encontrada.');
    if (row.site !== site && !allowed(res, row.site, { publish })) return undefined;
    return row;
  };

  router.get('/schedules', async (req, res) => {
    const site = typeof req.query.site === 'string' ? req.query.site : '';
    if (!knownSite(site)) return fail(res, 400, 'BAD_SITE', 'Sitio desconocido.');
    if (!allowed(res, site)) return;
    const rows = await deps.db
      .select()
      .from(pageSchedules)
      .where(and(pending, inArray(pageSchedules.site, [site, SHARED])))
      .orderBy(asc(pageSchedules.dueAt));
    res.json(rows.map(answer));
  });

  router.get('/pages/:site/:id/schedule', async (req, res) => {
    const row = await pageOf(req, res, false);
    if (!row) return;
    const rows = await deps.db
      .select()
      .from(pageSchedules)
      .where(and(pending, ofPage(row.site, row.id)))
      .orderBy(asc(pageSchedules.dueAt));
    res.json(rows.map(answer));
  });

  router.post('/pages/:site/:id/schedule', async (req, res) => {
    const row = await pageOf(req, res, true);
    if (!row) return;
    const body = scheduleBody.safeParse(req.body);
    if (!body.success)
      return fail(
        res,
        400,
        'BAD_REQUEST',
        'Se necesita { version, publishAt } o { unpublishAt } (fecha ISO 8601 con zona).',
      );
    const publish = 'publishAt' in body.data ? body.data : undefined;
    const due = new Date(publish ? publish.publishAt : (body.data as { unpublishAt: string }).unpublishAt);
    if (due.getTime() <= Date.now()) return fail(res, 422, 'BAD_TIME', 'La fecha ya pasó: elige una hora futura.');
    if (due.getTime() > Date.now() + SCHEDULE_MAX_AHEAD_MS)
      return fail(res, 422, 'BAD_TIME', 'Solo se puede programar hasta un año adelante.');
    if (publish) {
      const old = (await versionsOf(deps.db, row.site, row.id)).find((v) => v.version === publish.version);
      if (!old) return fail(res, 404, 'NOT_FOUND', 'Versión no encontrada.');
      const errors = await validate(row.site, old.doc);
      if (errors.length) return void res.status(422).json({ errors });
    }
    const who = editorOf(res).email;
    const [job] = await deps.db
      .insert(pageSchedules)
      .values({
        site: row.site,
        pageId: row.id,
        action: publish ? 'publish' : 'unpublish',
        version: publish?.version ?? null,
        dueAt: due,
        createdBy: who,
      })
      .returning();
    const action = publish ? 'page-schedule-publish' : 'page-schedule-unpublish';
    const detail = { schedule: job.id, dueAt: job.dueAt.toISOString() };
    await audit(deps.db, { who, action, site: row.site, target: row.id, version: publish?.version, detail });
    res.status(201).json(answer(job));
  });

  router.delete('/pages/:site/:id/schedule', async (req, res) => {
    const row = await pageOf(req, res, true);
    if (!row) return;
    const cancelled = await deps.db
      .update(pageSchedules)
      .set({ cancelledAt: sql`now()` })
      .where(and(pending, ofPage(row.site, row.id)))
      .returning({ id: pageSchedules.id });
    const who = editorOf(res).email;
    const detail = { schedules: cancelled.map((c) => c.id) };
    await audit(deps.db, { who, action: 'page-schedule-cancel', site: row.site, target: row.id, detail });
    res.json({ cancelled: cancelled.length });
  });

  return router;
}
