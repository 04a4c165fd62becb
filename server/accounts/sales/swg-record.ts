import { and, eq } from 'drizzle-orm';
import { salesSubscriptions } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import { sha256 } from '../crypto';
import { productFor } from '../../../contracts/catalogue';
import { SWG_PAYMENT_PARTNER } from '../../../contracts/payment-partner';
import type { PlayEntitlement, PlayPurchase } from './google-play';

type SubscriptionRow = typeof salesSubscriptions.$inferSelect;

/** `paymentPartner` of a subscription Google sells and bills (spec 2, 3: the value that marks SwG ones). */
export const GOOGLE_PARTNER = SWG_PAYMENT_PARTNER;
/** Google collects the money: no payment method of ours is involved. */
const NO_PAYMENT_METHOD = 0;

/** One purchase token, one subscription: its order number is the token's hash (the token itself is not kept). */
export const swgOrderNumber = (purchase: PlayPurchase) => `swg-${sha256(purchase.purchaseToken).slice(0, 40)}`;

export async function findSwgSubscription(ctx: AccountsContext, purchase: PlayPurchase) {
  const [row] = await ctx.db
    .select()
    .from(salesSubscriptions)
    .where(eq(salesSubscriptions.orderNumber, swgOrderNumber(purchase)));
  return row;
}

const STATUS = { active: 1, cancelled: 3, grace: 4 } as const;

/**
 * Records (or refreshes) the subscription Google says the purchase gives, for `userId`. Answers the row, which
 * belongs to someone else when the purchase was recorded for another account first. Each change is one statement.
 *
 * `nextRenewalAt` is Google's expiry: if no fresh answer from Google refreshes the period by then, the renewal
 * job finds no card and runs its grace schedule (status 4, then 2 seven days later).
 */
export async function recordSwgPurchase(
  ctx: AccountsContext,
  owner: { userId: string; site: string },
  purchase: PlayPurchase,
  entitlement: PlayEntitlement & { state: keyof typeof STATUS },
): Promise<SubscriptionRow> {
  const orderNumber = swgOrderNumber(purchase);
  const period = {
    status: STATUS[entitlement.state],
    currentPeriodEnd: entitlement.expiresAt,
    nextRenewalAt: entitlement.expiresAt,
    renewalAttempts: 0,
  };
  const product = productFor(owner.site, entitlement.productId);
  const [created] = await ctx.db
    .insert(salesSubscriptions)
    .values({
      site: owner.site,
      userId: owner.userId,
      sku: entitlement.productId,
      priceCode: 'GOOGLE',
      productName: product?.name ?? 'Suscripción digital (Google)',
      orderNumber,
      paymentPartner: GOOGLE_PARTNER,
      paymentMethodId: NO_PAYMENT_METHOD,
      currentPeriodStart: ctx.now(),
      events: [{ eventType: 'START_SUBSCRIPTION', eventDateUTC: ctx.now().getTime(), details: GOOGLE_PARTNER }],
      createdAt: ctx.now(),
      ...period,
    })
    .onConflictDoNothing({ target: salesSubscriptions.orderNumber })
    .returning();
  if (created) return created;
  const [refreshed] = await ctx.db
    .update(salesSubscriptions)
    .set(period)
    .where(and(eq(salesSubscriptions.orderNumber, orderNumber), eq(salesSubscriptions.userId, owner.userId)))
    .returning();
  return refreshed ?? (await findSwgSubscription(ctx, purchase))!;
}
