import { Router, type Request, type Response } from 'express';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { content } from '../db/schema';
import { publicContent } from '../content/public-content';
import { salesSubscriptions } from '../db/schema-sales';
import type { AccountsContext } from '../accounts/context';
import { ApiError, errors } from '../accounts/errors';
import { readerOf } from '../accounts/http';
import type { StoryDocument } from '../../contracts/ans';
import type { SiteProps } from '../../contracts/site-schema';
import { decideAccess, PAYWALL_ACTIVE_STATUSES, type Reader } from '../../contracts/entitlement';
import type { Sources } from '../../contracts/sources';
import type { FetchContext } from '../../runtime/define-block';
import type { BlockRegistry } from '../../runtime/registry';
import { fetchBlock, renderBlock } from '../../runtime/render-block';
import type { ContentBackend } from '../sources/backend';

/** The blocks the premium answers render through, and the sources their fetches may call. */
export interface PremiumBlocks {
  registry: BlockRegistry;
  sources: (site: string, now: number) => Sources;
  /** Where each site's content is read from (decision 0090): an Arc site's locked story is Arc's document. */
  backend?: ContentBackend;
}

const storyId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The public story `id` of a site: Arc's document for a site Arc serves, else the local store's. */
async function storyOf(
  ctx: AccountsContext,
  backend: ContentBackend | undefined,
  site: string,
  id: string,
): Promise<StoryDocument | null> {
  const arc = backend?.arcReads(site);
  if (arc) return arc.storyById(id);
  const [row] = await ctx.db
    .select({ doc: content.doc })
    .from(content)
    .where(and(eq(content.id, id), eq(content.site, site), publicContent()));
  return (row?.doc as StoryDocument | undefined) ?? null;
}

/**
 * The story `id` of this site, for a signed-in reader whose subscription the paywall accepts (spec 1, 4: statuses 1,
 * 3 and 4): 401 without a session, 404 for no such story, 403 while the paywall keeps it locked for this reader.
 */
async function entitledStory(
  ctx: AccountsContext,
  backend: ContentBackend | undefined,
  req: Request,
  res: Response,
): Promise<{ story: StoryDocument; reader: Reader }> {
  res.set('Cache-Control', 'private, no-store');
  const id = storyId.safeParse(req.params.id);
  if (!id.success) throw errors.notFound('Artículo');
  const reader = await readerOf(ctx, req);
  if (!reader) throw errors.missingJwt();
  const site = res.locals.site as SiteProps;
  const story = await storyOf(ctx, backend, site.slug, id.data);
  if (!story) throw errors.notFound('Artículo');
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
  const entitled: Reader = { subscriptionStatuses: subscriptions.map((s) => s.status) };
  if (decideAccess(story, entitled).locked) {
    throw new ApiError(403, 'SUBSCRIPTION_REQUIRED', 'Este contenido es exclusivo para suscriptores.');
  }
  return { story, reader: entitled };
}

/**
 * `GET /api/premium/{id}`: the body of a locked story, rendered as the page renders it; `GET /api/premium/{id}/gallery`:
 * every picture of a locked gallery, as the gallery slider takes them. Only for an entitled reader. Premium content
 * never enters cached HTML; these answers are private to the reader and never stored.
 */
export function premiumRouter(ctx: AccountsContext, blocks: PremiumBlocks): Router {
  const router = Router();
  // The story's own blocks, fetched for this reader: the same body and pictures the page shows once unlocked.
  const fetchContext = async (req: Request, res: Response): Promise<FetchContext> => {
    const { story, reader } = await entitledStory(ctx, blocks.backend, req, res);
    const site = res.locals.site as SiteProps;
    const now = Date.now();
    const sources = blocks.sources(site.slug, now);
    return { site, now, path: story.canonical_url, params: {}, production: ctx.production, sources, story, reader };
  };
  const published = { published: true };
  router.get('/:id', async (req, res) => {
    const fetchCtx = await fetchContext(req, res);
    res.json({ html: await renderBlock(blocks.registry, 'article-body', published, fetchCtx) });
  });
  router.get('/:id/gallery', async (req, res) => {
    const fetchCtx = await fetchContext(req, res);
    if (fetchCtx.story?.type !== 'gallery') throw new ApiError(404, 'NOT_FOUND', 'Galería no encontrada.');
    const { data } = (await fetchBlock(blocks.registry, 'gallery-slider', published, fetchCtx)) ?? {};
    res.json({ items: data && typeof data === 'object' && 'items' in data ? data.items : [] });
  });
  return router;
}
