import { Router } from 'express';
import { desc } from 'drizzle-orm';
import { accountOutbox } from '../db/schema-accounts';
import { safeReturnPath } from '../../ui/account/return-path';
import { SOCIAL_POPUP_LANDING } from '../../ui/account/social/popup';
import type { AccountsContext } from './context';
import { siteOf } from './sales/site';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`;

/** The links our mails carry: each opens on the site's sign-in page (ui/account/forms/EmailLink.tsx). */
const LINK_KINDS = new Set(['acceso', 'verificar']);

export function pagesRouter(ctx: AccountsContext): Router {
  const router = Router();

  // The mail's address stays short and the same; the page the reader meets is the site's own, in its layout, with
  // the way back to the site. The nonce is in the fragment, which the browser carries across the redirect.
  router.get('/identity/public/enlace/:kind', (req, res) => {
    if (!LINK_KINDS.has(req.params.kind))
      return void res
        .status(404)
        .send(page('No encontrado', '<p>Enlace no válido.</p><p><a href="/">Volver a la portada</a></p>'));
    const query = new URLSearchParams({ enlace: req.params.kind });
    // Where the reader started (same-site path only).
    const back = safeReturnPath(typeof req.query.redirect === 'string' ? req.query.redirect : '/');
    if (back !== '/') query.set('redirect', back);
    res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer');
    res.redirect(302, `/login-${siteOf(res)}/?${query.toString()}`);
  });

  // Where a sign-in pop-up ends (ui/account/social/popup.ts): no script, the page that opened it closes it.
  router.get(SOCIAL_POPUP_LANDING, (_req, res) => {
    res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer');
    res.send(page('Ingreso', '<h1>Listo</h1><p role="status">Ya puedes cerrar esta ventana.</p>'));
  });

  // Outside production there is no real mail: the outbox is readable here.
  if (!ctx.production) {
    router.get('/dev/mailbox', async (_req, res) => {
      const mails = await ctx.db.select().from(accountOutbox).orderBy(desc(accountOutbox.id)).limit(100);
      const items = mails
        .map(
          (m) =>
            `<li><p><strong>${escape(m.subject)}</strong> — ${escape(m.to)} — ${m.createdAt.toISOString()}</p><pre style="white-space:pre-wrap">${escape(m.text)}</pre></li>`,
        )
        .join('');
      res
        .set('Cache-Control', 'no-store')
        .send(page('Buzón de desarrollo', `<h1>Buzón de desarrollo</h1><ol>${items}</ol>`));
    });
  }
  return router;
}
