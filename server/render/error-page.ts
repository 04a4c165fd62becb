import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { SiteProps } from '../../contracts/site-schema';
import type { RenderContext } from '../../runtime/types';
import { walkBlocks, type BlockData } from '../../runtime/resolve';
import { escapeHtml, renderDocumentBytes } from './document';
import type { Assets } from './assets';
import type { RenderKit } from './render-kit';
import { contentSecurityPolicy } from '../security/csp';

export interface ErrorPageDeps {
  renderKit: () => Promise<RenderKit>;
  assets: Assets;
  production: boolean;
  environment: string;
  dev: boolean;
  log: Logger;
}

interface Wording {
  title: string;
  text: string;
}

/** What a reader is told, by status: never the error itself, which is in the log. */
function wordingOf(status: number): Wording {
  if (status === 503)
    return {
      title: 'Servicio no disponible',
      text: 'Estamos teniendo problemas para mostrar esta página. Intente de nuevo en unos minutos.',
    };
  if (status < 500)
    return { title: 'Solicitud no válida', text: 'No pudimos entender la dirección o los datos enviados.' };
  return {
    title: 'Algo salió mal',
    text: 'No pudimos mostrar esta página. Intente de nuevo en unos minutos o vuelva a la portada.',
  };
}

/** The message in the page's main area; it borrows the 404 page's look (its block's stylesheet is loaded). */
function messageHtml(status: number, { title, text }: Wording): string {
  return (
    `<section class="not-found-message" aria-labelledby="error-title">` +
    `<p class="not-found-message__code" aria-hidden="true">${status}</p>` +
    `<h1 id="error-title" class="not-found-message__title">${escapeHtml(title)}</h1>` +
    `<p class="not-found-message__text">${escapeHtml(text)}</p>` +
    `<a class="not-found-message__home" href="/">Volver a la portada</a></section>`
  );
}

/**
 * The site's chrome (the default layout's header and footer) around the message. The chrome blocks fetch nothing,
 * and no block that fetches is run: the page must render while the database or a source is what failed.
 */
async function chromePage(deps: ErrorPageDeps, req: Request, site: SiteProps, status: number): Promise<Buffer> {
  const kit = await deps.renderKit();
  const origin = deps.production ? `https://${site.hosts[0]}` : `${req.protocol}://${req.get('host')}`;
  const ctx: RenderContext = {
    site,
    now: Math.floor(Date.now() / 60_000) * 60_000,
    path: req.path,
    params: {},
    origin,
    production: deps.production,
    environment: deps.environment,
  };
  const { areas } = kit.preparePage({ layout: 'default', areas: { main: [] } }, kit.registry);
  const blocks = Object.values(areas).flatMap((nodes) => [...walkBlocks(nodes)]);
  const data: BlockData = new Map(blocks.filter((b) => !b.def.fetch).map((b) => [b, null]));
  const body = kit.renderBody(kit.layouts.default, areas, data, ctx, { headerMode: 'Normal' });
  const wording = wordingOf(status);
  return renderDocumentBytes({
    ctx,
    body: body.html.replace(/(<main\b[^>]*>)/, (main) => main + messageHtml(status, wording)),
    islands: body.islands,
    eagerIslands: body.eagerIslands,
    blocks: new Set([...body.blocks, 'not-found-message']),
    head: body.head,
    assets: deps.assets,
    meta: { title: wording.title },
    origin,
    noindex: true,
  });
}

/** When even the chrome cannot render: the message alone, still HTML in the reader's language. */
function plainPage(site: SiteProps | undefined, status: number): string {
  const wording = wordingOf(status);
  const name = site ? ` · ${escapeHtml(site.name)}` : '';
  return (
    `<!doctype html><html lang="es-CO"><head><meta charset="utf-8"><title>${escapeHtml(wording.title)}${name}</title>` +
    `<meta name="robots" content="noindex, nofollow"></head><body><main>${messageHtml(status, wording)}</main></body></html>`
  );
}

/**
 * The answer to an error on an HTML route (issue 24): a page with the site's header and footer, never JSON to a
 * browser. Not stored by any cache: the next request may well succeed.
 */
export function htmlErrorPage(deps: ErrorPageDeps) {
  const csp = contentSecurityPolicy({ dev: deps.dev });
  return async (req: Request, res: Response, status: number): Promise<void> => {
    const site = res.locals.site as SiteProps | undefined;
    let html: Buffer | string;
    try {
      html = site ? await chromePage(deps, req, site, status) : plainPage(site, status);
    } catch (err) {
      deps.log.error({ err }, 'error page without chrome: the chrome failed too');
      html = plainPage(site, status);
    }
    if (res.headersSent) return;
    // Routes outside the page route have not set a policy for the document's scripts; a page's own is kept.
    csp(req, res, () => undefined);
    res.status(status).set('Cache-Control', 'no-store').type('html').send(html);
  };
}
