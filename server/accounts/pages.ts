import { Router } from 'express';
import { desc } from 'drizzle-orm';
import { accountOutbox } from '../db/schema-accounts';
import { safeReturnPath } from '../../ui/account/return-path';
import { SOCIAL_POPUP_LANDING } from '../../ui/account/social/popup';
import type { AccountsContext } from './context';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem">${body}</body></html>`;

/**
 * What the mail links open. The nonce travels in the fragment (never sent to servers or logs) and is
 * redeemed only when the reader clicks: mail scanners that open links must not spend it.
 */
const links = {
  acceso: {
    title: 'Ingresar',
    button: 'Ingresar',
    api: '/identity/public/v1/auth/magiclink/',
    query: '?cookie=true',
    // The session is in HttpOnly cookies now; the page keeps only who signed in (ui/account/reader-session.ts).
    done: 'localStorage.removeItem(K); sessionStorage.setItem(K, JSON.stringify({ uuid: j.uuid })); location.href = BACK;',
  },
  verificar: {
    title: 'Confirmar correo electrónico',
    button: 'Confirmar mi correo',
    api: '/identity/public/v1/email/verify/',
    query: '',
    done: "out.textContent = 'Tu correo electrónico quedó confirmado.';",
  },
} as const;

export function pagesRouter(ctx: AccountsContext): Router {
  const router = Router();

  router.get('/identity/public/enlace/:kind', (req, res) => {
    const link = links[req.params.kind as keyof typeof links];
    if (!link) return void res.status(404).send(page('No encontrado', '<p>Enlace no válido.</p>'));
    res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer');
    // Where the reader started (same-site path only); `<` escaped so the value cannot close the script.
    const back = JSON.stringify(safeReturnPath(typeof req.query.redirect === 'string' ? req.query.redirect : '/'));
    res.send(
      page(
        link.title,
        `<h1>${link.title}</h1><button id="go">${link.button}</button><p id="out" role="status"></p>
<script>
const out = document.getElementById('out');
const K = 'ArcId.USER_INFO';
const BACK = ${back.replace(/</g, '\\u003c')};
document.getElementById('go').addEventListener('click', async () => {
  const r = await fetch(${JSON.stringify(link.api)} + encodeURIComponent(location.hash.slice(1)) + ${JSON.stringify(link.query)});
  const j = await r.json().catch(() => ({}));
  if (r.ok) { ${link.done} } else { out.textContent = j.message || 'El enlace no es válido o ya expiró.'; }
});
</script>`,
      ),
    );
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
