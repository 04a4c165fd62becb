import { Router } from 'express';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { accountAvatars, accountIdentities, accountUsers } from '../../db/schema-accounts';
import { salesSubscriptions } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import { hashPassword, randomToken } from '../crypto';
import { parseBody } from '../errors';
import { requireReader, sourceOf } from '../http';
import { sendMail } from '../mail';
import { audit } from './audit';
import { issueNonce, redeemNonce } from './nonces';
import { revokeOtherSessions } from './sessions';
import { findUser } from './users';

/**
 * Account anonymisation: the reader asks (DELETE), a mailed nonce approves or declines it. Approval keeps
 * the row (orders and payments must stay for accounting) but removes everything that names the person.
 */
export function anonymizeRouter(ctx: AccountsContext): Router {
  const router = Router();

  router.delete('/v1/user/anonymize', async (req, res) => {
    const reader = await requireReader(ctx, req);
    const user = await findUser(ctx, reader.userId);
    if (!user) return void res.json({ success: true });
    const nonce = await issueNonce(ctx, user.id, 'anonymize');
    await sendMail(ctx, {
      to: user.email,
      subject: 'Confirma la eliminación de tu cuenta',
      text: `Pediste eliminar tu cuenta. Para confirmarlo usa este código en las próximas 24 horas:\n${nonce}\nSi no fuiste tú, ignora este correo.`,
    });
    await audit(ctx, user.id, 'anonymize-requested', undefined, sourceOf(req));
    res.json({ success: true });
  });

  router.put('/v1/user/anonymize/approve/:nonce', async (req, res) => {
    const userId = await redeemNonce(ctx, String(req.params.nonce), 'anonymize');
    const placeholder = `anonimo-${userId}@anonimo.invalid`;
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(accountUsers)
        .set({
          userName: placeholder,
          email: placeholder,
          emailVerified: false,
          profile: {},
          passwordHash: await hashPassword(randomToken(32)),
          status: 'deactivated',
          updatedAt: ctx.now(),
        })
        .where(eq(accountUsers.id, userId));
      // Provider ids and emails are personal data too; signing in with them afterwards starts a new account.
      await tx.delete(accountIdentities).where(eq(accountIdentities.userId, userId));
      await tx.delete(accountAvatars).where(eq(accountAvatars.userId, userId));
      // No more renewals for a person who is gone; access runs to the end of the paid period.
      await tx
        .update(salesSubscriptions)
        .set({ status: 3, billingAddress: null })
        .where(and(eq(salesSubscriptions.userId, userId), inArray(salesSubscriptions.status, [1, 4])));
    });
    await revokeOtherSessions(ctx, userId);
    await audit(ctx, userId, 'anonymized', undefined, sourceOf(req));
    res.json({ success: true });
  });

  router.put('/v1/user/anonymize/decline/:nonce', async (req, res) => {
    const body = parseBody(z.object({ reason: z.string().max(1000).optional() }), req.body);
    const userId = await redeemNonce(ctx, String(req.params.nonce), 'anonymize');
    await audit(ctx, userId, 'anonymize-declined', { reason: body.reason }, sourceOf(req));
    res.json({ success: true });
  });

  return router;
}
