import type { Response } from 'express';
import type { SiteProps } from '../../contracts/site-schema';
import { escapeHtml } from '../render/document';

/**
 * Our own demo embeds (decision 0102) are plain server HTML: no scripts at all, styles of their own, and only our own
 * pages may frame them.
 */
const EMBED_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

// One sheet for the three pages: readable from a 390 px frame to a desktop column.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:12px;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1d;background:#fff}
h1{margin:0 0 4px;font-size:1.15rem}
h2{margin:16px 0 8px;font-size:1rem;border-left:4px solid var(--brand);padding-left:8px}
a{color:var(--brand)}
.note{margin:0;color:#555;font-size:.85rem}
.demo{display:inline-block;margin:0 0 8px;padding:2px 8px;border-radius:999px;background:#fff3cd;color:#5c4400;font-size:.8rem;font-weight:600}
ul.rows{list-style:none;margin:0;padding:0}
ul.rows>li{padding:8px 0;border-bottom:1px solid #e6e6e6}
.meta{color:#555;font-size:.8rem}
.match{display:grid;grid-template-columns:1fr auto 1fr;gap:8px;align-items:center;font-weight:600}
.match .home{text-align:right}
.score{min-width:56px;padding:2px 8px;border-radius:4px;background:#1d1d1d;color:#fff;text-align:center;font-variant-numeric:tabular-nums}
.score.next{background:#eee;color:#1d1d1d;font-weight:500}
`;

export interface EmbedPage {
  title: string;
  body: string;
  /** Styles of this page only, after the shared sheet. */
  style?: string;
}

/** A demo embed page of `site` as a document: its brand colour, its title, the shared sheet. */
export function embedDocument(site: SiteProps, page: EmbedPage): string {
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(page.title)} · ${escapeHtml(site.name)}</title>` +
    `<style>:root{--brand:${site.theme.primary}}${STYLE}${page.style ?? ''}</style></head>` +
    `<body>${page.body}</body></html>`
  );
}

/** Sends a demo embed page of `site` with its policy, kept briefly by caches (dates move daily). */
export function sendEmbedPage(res: Response, site: SiteProps, page: EmbedPage, status = 200): void {
  res
    .status(status)
    .set('Content-Security-Policy', EMBED_POLICY)
    .set('Cache-Control', 'public, max-age=300')
    .type('html')
    .send(embedDocument(site, page));
}

export { escapeHtml };
