import { SHARED_PAYMENT_PARTNER, SWG_PAYMENT_PARTNER } from '../../../contracts/payment-partner';
import { Router, type Response } from 'express';
import { eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { SiteProps } from '../../../contracts/site-schema';
import { salesGifts, salesShares, salesSubscriptions } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import { randomToken, sha256 } from '../crypto';
import { ApiError, errors, parseBody } from '../errors';
import { requireReader } from '../http';
import { email } from '../identity/validation';
import { sendMail } from '../mail';
import { subscriptionId } from './validation';
import { appendEvents } from './events';

/** The recipient as the sales SDK's `setGiftRecipient(id, { email, name, note, sendNotificationOn })` sends it. */
export const giftRecipientBody = z.object({
  email,
  name: z.string().trim().min(1).max(100),
  note: z.string().max(1000).optional(),
  sendNotificationOn: z.string().max(40).optional(),
});
export const giftRedeemBody = z.object({ token: z.string().min(1).max(100) });

/** Statuses a gift may carry: active or cancelled-but-readable. Grace period and pending payment are not gifts. */
const GIFTABLE = [1, 3];

export const giftErrors = {
  notAllowed: () => new ApiError(409, 'GIFT_NOT_ALLOWED', 'Esta suscripción no se puede regalar.'),
  notActive: () => new ApiError(409, 'SUBSCRIPTION_NOT_ACTIVE', 'La suscripción ya no está activa.'),
  redeemed: () => new ApiError(409, 'GIFT_ALREADY_REDEEMED', 'Este regalo ya fue canjeado.'),
  unknownCode: () => new ApiError(404, 'GIFT_CODE_NOT_FOUND', 'El código de regalo no existe.'),
  ownGift: () => new ApiError(409, 'GIFT_OWN', 'No puedes canjear un regalo que hiciste tú.'),
};

/**
 * Gifts (docs/accounts.md): the owner makes a subscription a gift; the recipient gets a single-use code by mail
 * and redeems it with their own account, which takes the subscription over. Until then it stays the giver's.
 */
export function giftsRouter(ctx: AccountsContext): Router {
  const router = Router();

  router.put('/subscription/gift/:id', async (req, res) => {
    const reader = await requireReader(ctx, req);
    const id = subscriptionId.safeParse(req.params.id);
    const recipient = parseBody(giftRecipientBody, req.body);
    if (!id.success) throw errors.notFound('Suscripción');
    const redeemCode = randomToken(12);
    await ctx.db.transaction(async (tx) => {
      const [sub] = await tx.select().from(salesSubscriptions).where(eq(salesSubscriptions.id, id.data)).for('update');
      if (!sub || sub.userId !== reader.userId) throw errors.notFound('Suscripción');
      if (sub.paymentPartner === SHARED_PAYMENT_PARTNER || sub.paymentPartner === SWG_PAYMENT_PARTNER)
        throw giftErrors.notAllowed();
      if (!GIFTABLE.includes(sub.status)) throw giftErrors.notActive();
      // Naming a recipient again (a mistyped address) replaces the pending gift: the old code stops working.
      const values = { giverUserId: reader.userId, recipient, codeHash: sha256(redeemCode), createdAt: ctx.now() };
      const [gift] = await tx
        .insert(salesGifts)
        .values({ subscriptionId: sub.id, ...values })
        .onConflictDoUpdate({ target: salesGifts.subscriptionId, set: values, setWhere: isNull(salesGifts.redeemedBy) })
        .returning({ id: salesGifts.id });
      if (!gift) throw giftErrors.redeemed();
      const event = { eventType: 'GIFT_SUBSCRIPTION', eventDateUTC: ctx.now().getTime() };
      await tx
        .update(salesSubscriptions)
        .set({ events: appendEvents(event) })
        .where(eq(salesSubscriptions.id, sub.id));
    });
    await sendMail(ctx, giftMail(res, recipient, redeemCode));
    res.json({ subscriptionID: id.data, redeemCode, name: recipient.name, email: recipient.email });
  });

  router.post('/subscription/gift/redeem', async (req, res) => {
    const reader = await requireReader(ctx, req);
    const body = parseBody(giftRedeemBody, req.body);
    const answer = await ctx.db.transaction(async (tx) => {
      const [gift] = await tx
        .select()
        .from(salesGifts)
        .where(eq(salesGifts.codeHash, sha256(body.token)))
        .for('update');
      if (!gift) throw giftErrors.unknownCode();
      if (gift.redeemedBy !== null) throw giftErrors.redeemed();
      if (gift.giverUserId === reader.userId) throw giftErrors.ownGift();
      const [sub] = await tx
        .select()
        .from(salesSubscriptions)
        .where(eq(salesSubscriptions.id, gift.subscriptionId))
        .for('update');
      if (
        !sub ||
        sub.userId !== gift.giverUserId ||
        !GIFTABLE.includes(sub.status) ||
        sub.currentPeriodEnd <= ctx.now()
      )
        throw giftErrors.notActive();
      // The giver keeps nothing: not the subscription, not the people it was shared with; and the recipient gets
      // neither the giver's card (no renewal is charged to it: status 3 ends at the period end) nor their address.
      const event = { eventType: 'GIFT_REDEEMED', eventDateUTC: ctx.now().getTime() };
      await tx
        .update(salesSubscriptions)
        .set({
          userId: reader.userId,
          status: 3,
          paymentToken: null,
          lastFour: null,
          billingAddress: null,
          // Status 3 is never charged; kept so that a rescue (3 → 1) renews on the recipient's own card.
          nextRenewalAt: sub.currentPeriodEnd,
          renewalAttempts: 0,
          events: appendEvents(event),
        })
        .where(eq(salesSubscriptions.id, sub.id));
      const shares = await tx.delete(salesShares).where(eq(salesShares.parentSubscriptionId, sub.id)).returning();
      const associates = shares.flatMap((s) => (s.associateSubscriptionId === null ? [] : [s.associateSubscriptionId]));
      if (associates.length)
        await tx.update(salesSubscriptions).set({ status: 2 }).where(inArray(salesSubscriptions.id, associates));
      await tx
        .update(salesGifts)
        .set({ redeemedBy: reader.userId, redeemedAt: ctx.now() })
        .where(eq(salesGifts.id, gift.id));
      return { subscriptionID: sub.id };
    });
    res.json(answer);
  });

  return router;
}

function giftMail(res: Response, recipient: z.output<typeof giftRecipientBody>, code: string) {
  const site = res.locals.site as SiteProps | undefined;
  const brand = site?.name ?? 'Semana';
  const note = recipient.note ? `\n\nMensaje de quien te la regala:\n${recipient.note}\n` : '\n';
  return {
    to: recipient.email,
    subject: `Te regalaron una suscripción a ${brand}`,
    text:
      `Hola, ${recipient.name}:\n\nAlguien te regaló una suscripción digital a ${brand}.${note}\n` +
      `Para recibirla, inicia sesión (o crea tu cuenta) en ${site ? `https://${site.hosts[0]}` : brand} ` +
      `y canjea este código en Mi cuenta:\n\n${code}\n\nEl código sirve una sola vez.`,
  };
}
