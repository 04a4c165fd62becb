import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { salesOrders, salesSubscriptions } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import type { AuditEvent } from '../identity/audit';
import { findUser, type UserRow } from '../identity/users';
import { notificationsEnabled, sendToService, type ServiceCall } from './service';

/** Audit events the notification and data-update services hear about. */
const NOTIFIED = new Set<AuditEvent>([
  'signup',
  'password-reset-requested',
  'profile-update',
  'purchase',
  'subscription-cancelled',
  'newsletter-signup',
]);

const newsletterDetail = z.object({ email: z.string(), origin: z.string(), site: z.string() });
const purchaseDetail = z.object({ orderNumber: z.string() });
const cancelDetail = z.object({ subscriptionID: z.number(), reason: z.string().nullable() });

const person = (user: UserRow) => ({
  uuid: user.id,
  email: user.email,
  firstName: user.profile.firstName ?? '',
  lastName: user.profile.lastName ?? '',
  secondLastName: user.profile.secondLastName ?? '',
  phone: user.profile.contacts?.[0]?.phone ?? '',
});

const notification = (method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>): ServiceCall => ({
  service: 'notification',
  method,
  path,
  body,
});

/** The data-update service (EnviarPaute) keeps the customer record: it hears of every change of the person. */
const dataUpdate = (user: UserRow, event: AuditEvent, at: string): ServiceCall => ({
  service: 'data-update',
  body: { ...person(user), event, updatedAt: at },
});

async function callsFor(
  ctx: AccountsContext,
  userId: string | null,
  event: AuditEvent,
  detail: Record<string, unknown> | undefined,
): Promise<ServiceCall[]> {
  if (event === 'newsletter-signup') {
    const { email, origin, site } = newsletterDetail.parse(detail);
    const key = ctx.settings.notifications.newsletterKey ?? site;
    return [notification('POST', '/icommkt/subscribe-user', { email, key, origin })];
  }
  const user = userId ? await findUser(ctx, userId) : undefined;
  if (!user) return [];
  const at = ctx.now().toISOString();
  switch (event) {
    case 'signup':
      return [
        notification('POST', '/autogestion/user_registration', { ...person(user), registeredAt: at }),
        dataUpdate(user, event, at),
      ];
    case 'password-reset-requested':
      // The reset link itself goes only in our own mail: a nonce is not handed to another service.
      return [notification('POST', '/autogestion/reset_password_out', { ...person(user), requestedAt: at })];
    case 'profile-update':
      return [
        notification('PATCH', '/autogestion/update_profile', { ...person(user), updatedAt: at }),
        dataUpdate(user, event, at),
      ];
    case 'purchase':
      return purchaseCalls(ctx, user, purchaseDetail.parse(detail).orderNumber);
    case 'subscription-cancelled':
      return cancelCalls(ctx, user, cancelDetail.parse(detail), at);
    default:
      return [];
  }
}

async function purchaseCalls(ctx: AccountsContext, user: UserRow, orderNumber: string): Promise<ServiceCall[]> {
  const [order] = await ctx.db
    .select()
    .from(salesOrders)
    .where(and(eq(salesOrders.orderNumber, orderNumber), eq(salesOrders.userId, user.id)));
  if (!order) return [];
  const [subscription] = await ctx.db
    .select({ id: salesSubscriptions.id, periodEnd: salesSubscriptions.currentPeriodEnd })
    .from(salesSubscriptions)
    .where(eq(salesSubscriptions.orderNumber, orderNumber));
  const item = order.items[0];
  const body = {
    ...person(user),
    orderNumber,
    site: order.site,
    sku: item?.sku ?? '',
    productName: item?.name ?? '',
    total: order.total,
    currency: order.currency,
    subscriptionID: subscription?.id ?? null,
    currentPeriodEnd: subscription?.periodEnd.toISOString() ?? null,
    purchasedAt: order.updatedAt.toISOString(),
  };
  return [notification('POST', '/autogestion/new_purchase', body)];
}

/** A cancellation: the plan, the last day of reading and the reason the reader gave (null when none). */
async function cancelCalls(
  ctx: AccountsContext,
  user: UserRow,
  detail: z.infer<typeof cancelDetail>,
  at: string,
): Promise<ServiceCall[]> {
  const [sub] = await ctx.db.select().from(salesSubscriptions).where(eq(salesSubscriptions.id, detail.subscriptionID));
  if (!sub) return [];
  const body = {
    ...person(user),
    subscriptionID: sub.id,
    site: sub.site,
    sku: sub.sku,
    productName: sub.productName,
    currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
    reason: detail.reason,
    cancelledAt: at,
  };
  return [notification('POST', '/autogestion/cancel_subscription', body)];
}

/**
 * Tells the services about an audited event, in the background: the reader's request neither waits for
 * them nor fails with them. Returns the delivery so tests can await it.
 */
export function notifyAccountEvent(
  ctx: AccountsContext,
  userId: string | null,
  event: AuditEvent,
  detail?: Record<string, unknown>,
): Promise<void> {
  if (!NOTIFIED.has(event) || !notificationsEnabled(ctx)) return Promise.resolve();
  return callsFor(ctx, userId, event, detail)
    .then((calls) => Promise.all(calls.map((call) => sendToService(ctx, call))))
    .then(() => undefined)
    .catch((err: unknown) => ctx.log.error({ err, event }, 'notification not sent'));
}
