import { Router, type Request, type Response } from 'express';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { content } from '../db/schema';
import { salesSubscriptions } from '../db/schema-sales';
import type { AccountsContext } from '../accounts/context';
import { ApiError, errors } from '../accounts/errors';
import { readerOf } from '../accounts/http';
import type { StoryDocument } from '../../contracts/ans';
import type { SiteProps } from '../../contracts/site-schema';
import { ArticleBody } from '../../blocks/article-body/ArticleBody';
import { bodyElements } from '../../blocks/article-body/body-data';
import { projectSlides } from '../../blocks/gallery-slider/project-slides';
import { decideAccess, PAYWALL_ACTIVE_STATUSES } from '../../contracts/entitlement';

const storyId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * The story `id` of this site, for a signed-in reader whose subscription the paywall accepts (spec 1, 4: statuses 1,
 * 3 and 4): 401 without a session, 404 for no such story, 403 while the paywall keeps it locked for this reader.
 */
async function entitledStory(ctx: AccountsContext, req: Request, res: Response): Promise<StoryDocument> {
  res.set('Cache-Control', 'private, no-store');
  const id = storyId.safeParse(req.params.id);
  if (!id.success) throw errors.notFound('Artículo');
  const reader = await readerOf(ctx, req);
  if (!reader) throw errors.missingJwt();
  const site = res.locals.site as SiteProps;
  const [row] = await ctx.db
    .select({ doc: content.doc })
    .from(content)
    .where(and(eq(content.id, id.data), eq(content.site, site.slug)));
  if (!row) throw errors.notFound('Artículo');
  const story = row.doc as StoryDocument;
  const subscriptions = await ctx.db
    .select({ status: salesSubscriptions.status })
    .from(salesSubscriptions)
    .where(
      and(
        eq(salesSubscriptions.userId, reader.userId),
        eq(salesSubscriptions.site, site.slug),
        inArray(salesSubscriptions.status, [...PAYWALL_ACTIVE_STATUSES]),
      ),
    );
  if (decideAccess(story, { subscriptionStatuses: subscriptions.map((s) => s.status) }).locked) {
    throw new ApiError(403, 'SUBSCRIPTION_REQUIRED', 'Este contenido es exclusivo para suscriptores.');
  }
  return story;
}

/**
 * `GET /api/premium/{id}`: the body of a locked story, rendered as the page renders it; `GET /api/premium/{id}/gallery`:
 * every picture of a locked gallery, as the gallery slider takes them. Only for an entitled reader. Premium content
 * never enters cached HTML; these answers are private to the reader and never stored.
 */
export function premiumRouter(ctx: AccountsContext): Router {
  const router = Router();
  router.get('/:id', async (req, res) => {
    const story = await entitledStory(ctx, req, res);
    const site = res.locals.site as SiteProps;
    const html = renderToStaticMarkup(
      createElement(ArticleBody, {
        config: { published: true },
        data: { locked: false, elements: bodyElements(story) },
        ctx: { site, now: Date.now(), path: story.canonical_url, params: {} },
      }),
    );
    res.json({ html });
  });
  router.get('/:id/gallery', async (req, res) => {
    const story = await entitledStory(ctx, req, res);
    if (story.type !== 'gallery') throw new ApiError(404, 'NOT_FOUND', 'Galería no encontrada.');
    const site = res.locals.site as SiteProps;
    res.json({ items: projectSlides(story, site.galleryPhotographer) });
  });
  return router;
}
