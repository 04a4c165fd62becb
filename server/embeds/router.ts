import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { SiteProps } from '../../contracts/site-schema';
import { OWN_EMBED_PATHS } from '../../contracts/own-embeds';
import { sendEmbedPage } from './embed-page';
import { sportsAgendaPage } from './sports-agenda-page';
import { assistantQuery } from './assistant';
import { assistantPage } from './assistant-page';
import { preCountPage } from './pre-count-page';

// Outside production `?_website=` picks the site; it is the only other parameter these pages take.
const noQuery = z.object({ _website: z.string().optional() }).strict();
const withSite = <T extends z.ZodObject>(schema: T) => schema.extend({ _website: z.string().optional() }).strict();

/** Answers 400 to a query the page does not take, so nothing unchecked reaches the HTML. */
function checked<T>(schema: z.ZodType<T>, req: Request, res: Response): T | undefined {
  const query = schema.safeParse(req.query);
  if (query.success) return query.data;
  res.status(400).type('text/plain').send('Consulta no válida');
  return undefined;
}

/**
 * Our own demo embeds (issue 28, decision 0102): the sports agenda, the help assistant and the election pre-count,
 * which the demo pages frame instead of invented third-party addresses.
 */
export function ownEmbeds(): Router {
  const router = Router();
  const site = (res: Response) => res.locals.site as SiteProps;
  router.get(OWN_EMBED_PATHS.sportsAgenda, (req, res) => {
    if (checked(noQuery, req, res)) sendEmbedPage(res, site(res), sportsAgendaPage(Date.now()));
  });
  router.get(OWN_EMBED_PATHS.assistant, (req, res) => {
    const query = checked(withSite(assistantQuery), req, res);
    if (query) sendEmbedPage(res, site(res), assistantPage(site(res).name, query));
  });
  router.get(OWN_EMBED_PATHS.preCount, (req, res) => {
    if (checked(noQuery, req, res)) sendEmbedPage(res, site(res), preCountPage());
  });
  return router;
}
