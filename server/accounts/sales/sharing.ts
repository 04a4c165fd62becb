import { Router, type Request } from 'express';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accountUsers } from '../../db/schema-accounts';
import { salesShares, salesSubscriptions } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import { randomToken, sha256 } from '../crypto';
import { errors, parseBody, specError, violates } from '../errors';
import { requireReader } from '../http';
import { email } from '../identity/validation';
import { subscriptionId } from './validation';

/** Readers a subscription may be shared with: the owner and three others make the help centre's 4 devices. */
export const MAX_ASSOCIATES = 3;

const maxAssociates = () => specError(409, '300073');
const parentInactive = () => specError(409, '330059');
const alreadyMember = () => specError(409, '330201');

/** The invitee of a share or of a withdrawal. */
export const shareBody = z.object({ email });
export const redeemShareBody = z.object({ token: z.string().min(1).max(100) });

/** The share of `parentId` for `address`, whatever its case (one invitation per address, migration 0017). */
const forAddress = (parentId: number, address: string) =>
  and(eq(salesShares.parentSubscriptionId, parentId), eq(sql`lower(${salesShares.email})`, address.toLowerCase()));

/** Sharing: the owner invites by email, gets a redeem code to pass on; the invitee redeems it with their account. */
export function sharingRouter(ctx: AccountsContext): Router {
  const router = Router();

  const load = async (raw: unknown) => {
    const id = subscriptionId.safeParse(raw);
    if (!id.success) return undefined;
    const [sub] = await ctx.db.select().from(salesSubscriptions).where(eq(salesSubscriptions.id, id.data));
    return sub;
  };

  const ownedBy = async (req: Request) => {
    const reader = await requireReader(ctx, req);
    const sub = await load(req.params.id);
    if (!sub || sub.userId !== reader.userId) throw errors.notFound('Suscripción');
    return sub;
  };

  router.put('/subscription/:id/share', async (req, res) => {
    const sub = await ownedBy(req);
    const body = parseBody(shareBody, req.body);
    const redeemCode = randomToken(12);
    // The parent row stays locked while the shares are counted and the new one is written, so parallel
    // calls queue up behind each other and the count each one sees includes the ones before it.
    await ctx.db
      .transaction(async (tx) => {
        const [parent] = await tx
          .select()
          .from(salesSubscriptions)
          .where(eq(salesSubscriptions.id, sub.id))
          .for('update');
        if (!parent || ![1, 3, 4].includes(parent.status) || parent.paymentPartner === 'Shared') throw parentInactive();
        const [{ shares }] = await tx
          .select({ shares: count() })
          .from(salesShares)
          .where(eq(salesShares.parentSubscriptionId, sub.id));
        // 330201 'member already in group': the owner, or an address already invited (pending or redeemed).
        const [owner] = await tx
          .select({ email: accountUsers.email })
          .from(accountUsers)
          .where(eq(accountUsers.id, sub.userId));
        if (owner?.email.toLowerCase() === body.email.toLowerCase()) throw alreadyMember();
        const [invited] = await tx
          .select({ id: salesShares.id })
          .from(salesShares)
          .where(forAddress(sub.id, body.email));
        if (invited) throw alreadyMember();
        if (shares >= MAX_ASSOCIATES) throw maxAssociates();
        await tx.insert(salesShares).values({
          parentSubscriptionId: sub.id,
          email: body.email,
          codeHash: sha256(redeemCode),
          createdAt: ctx.now(),
        });
      })
      .catch((err: unknown) => {
        throw violates(err, 'sales_shares_parent_email') ? alreadyMember() : err;
      });
    res.json({ redeemCode });
  });

  /**
   * The owner withdraws the invitation of `email`: a pending code stops working; an accepted one ends the shared
   * subscription as stopshare does. Either way the place is free again.
   */
  router.put('/subscription/:id/share/withdraw', async (req, res) => {
    const sub = await ownedBy(req);
    const body = parseBody(shareBody, req.body);
    await ctx.db.transaction(async (tx) => {
      const [share] = await tx.select().from(salesShares).where(forAddress(sub.id, body.email)).for('update');
      if (!share) throw errors.notFound('Invitación');
      if (share.associateSubscriptionId !== null)
        await tx
          .update(salesSubscriptions)
          .set({ status: 2 })
          .where(eq(salesSubscriptions.id, share.associateSubscriptionId));
      await tx.delete(salesShares).where(eq(salesShares.id, share.id));
    });
    res.json({ subscriptionID: sub.id });
  });

  router.post('/subscription/redeem', async (req, res) => {
    const reader = await requireReader(ctx, req);
    const body = parseBody(redeemShareBody, req.body);
    const answer = await ctx.db.transaction(async (tx) => {
      const [share] = await tx
        .select()
        .from(salesShares)
        .where(eq(salesShares.codeHash, sha256(body.token)))
        .for('update');
      if (!share) throw errors.notFound('Código');
      if (share.associateSubscriptionId !== null) throw errors.usedShareCode();
      const [parent] = await tx
        .select()
        .from(salesSubscriptions)
        .where(eq(salesSubscriptions.id, share.parentSubscriptionId));
      if (!parent || ![1, 3, 4].includes(parent.status)) throw parentInactive();
      if (parent.userId === reader.userId) throw alreadyMember();
      const [associate] = await tx
        .insert(salesSubscriptions)
        .values({
          site: parent.site,
          userId: reader.userId,
          sku: parent.sku,
          priceCode: parent.priceCode,
          productName: parent.productName,
          status: 1,
          orderNumber: `share-${share.id}`,
          paymentPartner: 'Shared',
          paymentMethodId: parent.paymentMethodId,
          currentPeriodStart: ctx.now(),
          currentPeriodEnd: parent.currentPeriodEnd,
          events: [
            { eventType: 'START_SHARED_SUBSCRIPTION', eventDateUTC: ctx.now().getTime(), details: String(parent.id) },
          ],
          createdAt: ctx.now(),
        })
        .returning({ id: salesSubscriptions.id });
      await tx.update(salesShares).set({ associateSubscriptionId: associate.id }).where(eq(salesShares.id, share.id));
      return { subscriptionID: associate.id };
    });
    res.json(answer);
  });

  router.get('/subscription/:id/sharing', async (req, res) => {
    const sub = await ownedBy(req);
    const shares = await ctx.db.select().from(salesShares).where(eq(salesShares.parentSubscriptionId, sub.id));
    const ids = shares.flatMap((s) => (s.associateSubscriptionId === null ? [] : [s.associateSubscriptionId]));
    const associates = ids.length
      ? await ctx.db.select().from(salesSubscriptions).where(inArray(salesSubscriptions.id, ids))
      : [];
    res.json({
      subscriptionID: sub.id,
      sharedSubscriptions: shares.map((s) => ({
        subscriptionID: s.associateSubscriptionId,
        email: s.email,
        statusID: associates.find((a) => a.id === s.associateSubscriptionId)?.status ?? null,
      })),
    });
  });

  /** `{id}` is the shared (associate) subscription; its owner's parent or the associate may end it. */
  router.put('/subscription/:id/stopshare', async (req, res) => {
    const reader = await requireReader(ctx, req);
    const associate = await load(req.params.id);
    const [share] = associate
      ? await ctx.db.select().from(salesShares).where(eq(salesShares.associateSubscriptionId, associate.id))
      : [];
    const parent = share ? await load(share.parentSubscriptionId) : undefined;
    if (!associate || !share || (associate.userId !== reader.userId && parent?.userId !== reader.userId))
      throw errors.notFound('Suscripción');
    await ctx.db.transaction(async (tx) => {
      await tx.update(salesSubscriptions).set({ status: 2 }).where(eq(salesSubscriptions.id, associate.id));
      await tx.delete(salesShares).where(eq(salesShares.id, share.id));
    });
    res.json({ subscriptionID: associate.id });
  });

  return router;
}
