import express, { Router } from 'express';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { testPaymentChallenges } from '../../db/schema-payments';
import type { TestPaymentProvider } from './test-provider';

const reference = z.uuid();
const answer = z.object({ decision: z.enum(['approve', 'decline']) });

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** No script: the buttons post a plain form, so the page works under any Content-Security-Policy. */
const page = (body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Verificación de tu banco (prueba)</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem"><h1>Verificación de tu banco</h1><p>Página de prueba del proveedor de pagos: ningún banco real interviene.</p>${body}</body></html>`;

const noSuchChallenge = () => page('<p role="alert">Esta verificación no existe.</p>');

/**
 * The test provider's 3-D Secure page (`/dev/3ds/{reference}`), the stand-in for a bank's: 'Aprobar' or
 * 'Rechazar' is recorded in the database, then the reader goes back to the store, which finalises the payment.
 */
export function testChallengePages(db: Db, provider: TestPaymentProvider): Router {
  const router = Router();
  router.use('/dev/3ds', (_req, res, next) => {
    res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer');
    next();
  });

  router.get('/dev/3ds/:reference', async (req, res) => {
    const ref = reference.safeParse(req.params.reference);
    if (!ref.success) return void res.status(404).send(noSuchChallenge());
    const [row] = await db.select().from(testPaymentChallenges).where(eq(testPaymentChallenges.reference, ref.data));
    if (!row) return void res.status(404).send(noSuchChallenge());
    if (row.status !== 'pending')
      return void res.send(
        page('<p role="status">Esta verificación ya fue respondida. Puedes cerrar esta página.</p>'),
      );
    res.send(
      page(
        `<p>Confirma el pago con la tarjeta terminada en <strong>${escape(row.card.slice(-4))}</strong>.</p>
<form method="post" action="/dev/3ds/${ref.data}">
<button type="submit" name="decision" value="approve">Aprobar</button>
<button type="submit" name="decision" value="decline">Rechazar</button>
</form>`,
      ),
    );
  });

  router.post('/dev/3ds/:reference', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const ref = reference.safeParse(req.params.reference);
    const body = answer.safeParse(req.body ?? {});
    if (!ref.success) return void res.status(404).send(noSuchChallenge());
    if (!body.success) return void res.status(400).send(page('<p role="alert">Elige Aprobar o Rechazar.</p>'));
    const answered = await provider.answerChallenge(ref.data, body.data.decision === 'approve');
    if (!answered)
      return void res.status(409).send(page('<p role="alert">Esta verificación ya fue respondida o no existe.</p>'));
    if (answered.returnPath) return void res.redirect(303, answered.returnPath);
    res.send(page('<p role="status">Listo. Vuelve a la tienda para terminar el pago.</p>'));
  });

  return router;
}
