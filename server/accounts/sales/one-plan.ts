import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { salesSubscriptions } from '../../db/schema-sales';
import { errors } from '../errors';

/** Statuses that hold a site's plan: active, grace period, payment pending (spec 2, 4). */
export const HOLDING_STATUSES = [1, 4, 5];

/**
 * The subscription that keeps a reader from buying on `site`: one in status 1, 4 or 5 they pay for themselves or
 * through Google. Shared ones (an invitation) and a gift's (status 3 once redeemed) do not count. The database
 * index sales_subscriptions_one_held (migration 0012) has the last word; this check gives the early, clear 409.
 */
export async function heldSubscription(db: Pick<Db, 'select'>, site: string, userId: string, except?: number | null) {
  const [held] = await db
    .select()
    .from(salesSubscriptions)
    .where(
      and(
        eq(salesSubscriptions.site, site),
        eq(salesSubscriptions.userId, userId),
        inArray(salesSubscriptions.status, HOLDING_STATUSES),
        ne(salesSubscriptions.paymentPartner, 'Shared'),
        except ? ne(salesSubscriptions.id, except) : undefined,
      ),
    )
    .limit(1);
  return held;
}

/** 409 ALREADY_SUBSCRIBED when the reader already holds a plan of the site. */
export async function refuseSecondPlan(db: Pick<Db, 'select'>, site: string, userId: string, except?: number | null) {
  if (await heldSubscription(db, site, userId, except)) throw errors.alreadySubscribed();
}
