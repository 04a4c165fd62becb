import { Router } from 'express';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  accountAudit,
  accountAvatars,
  accountIdentities,
  accountSessions,
  ampReaders,
  newsletterSignups,
} from '../../db/schema-accounts';
import { salesOrders, salesPayments, salesSubscriptions } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import { errors, parseBody } from '../errors';
import { requireReader, sourceOf } from '../http';
import { audit } from './audit';
import { avatarPath } from './avatar';
import { findUser, profileOf, type UserRow } from './users';

/**
 * The export is built when it is asked for and never stored (a stored copy of someone's data would need
 * deleting in its turn), so there is always exactly one report, ready, with this id.
 */
export const CURRENT_EXPORT_ID = 1;

// Secrets are not the reader's data to take away: the renewal card token and the provider's references stay.
const { paymentToken: _token, ...subscriptionColumns } = getTableColumns(salesSubscriptions);

/** Everything stored about one reader, as plain JSON (spec 2, 7 `GET /v1/gdpr/{id}`). */
export async function exportOf(ctx: AccountsContext, user: UserRow) {
  const [identities, avatar, sessions, amp, subscriptions, orders, newsletter, events] = await Promise.all([
    ctx.db.select().from(accountIdentities).where(eq(accountIdentities.userId, user.id)),
    ctx.db
      .select({ updatedAt: accountAvatars.updatedAt })
      .from(accountAvatars)
      .where(eq(accountAvatars.userId, user.id)),
    ctx.db
      .select({
        createdAt: accountSessions.createdAt,
        rememberMe: accountSessions.rememberMe,
        endedAt: accountSessions.revokedAt,
      })
      .from(accountSessions)
      .where(eq(accountSessions.userId, user.id))
      .orderBy(asc(accountSessions.createdAt)),
    ctx.db
      .select({ ampReaderId: ampReaders.ampReaderId, linkedAt: ampReaders.createdAt })
      .from(ampReaders)
      .where(eq(ampReaders.userId, user.id)),
    ctx.db.select(subscriptionColumns).from(salesSubscriptions).where(eq(salesSubscriptions.userId, user.id)),
    ctx.db.select().from(salesOrders).where(eq(salesOrders.userId, user.id)).orderBy(asc(salesOrders.createdAt)),
    ctx.db
      .select({
        site: newsletterSignups.site,
        origin: newsletterSignups.origin,
        consentAt: newsletterSignups.consentAt,
      })
      .from(newsletterSignups)
      .where(sql`lower(${newsletterSignups.email}) = ${user.email.toLowerCase()}`),
    ctx.db
      .select({
        event: accountAudit.event,
        at: accountAudit.at,
        source: accountAudit.source,
        detail: accountAudit.detail,
      })
      .from(accountAudit)
      .where(eq(accountAudit.userId, user.id))
      .orderBy(asc(accountAudit.at), asc(accountAudit.id)),
  ]);
  const payments = orders.length
    ? await ctx.db
        .select({
          orderNumber: salesPayments.orderNumber,
          status: salesPayments.status,
          amount: salesPayments.amount,
          currency: salesPayments.currency,
          lastFour: salesPayments.lastFour,
          createdAt: salesPayments.createdAt,
        })
        .from(salesPayments)
        .where(
          inArray(
            salesPayments.orderNumber,
            orders.map((o) => o.orderNumber),
          ),
        )
    : [];
  const { identities: ways, ...profile } = profileOf(user, identities);
  return {
    profile: { ...profile, userName: user.userName },
    identities: ways,
    linkedProviders: identities.map(({ provider, subject, email, createdAt }) => ({
      provider,
      subject,
      email,
      createdAt,
    })),
    avatar: avatar[0] ? { url: avatarPath(user.id), updatedAt: avatar[0].updatedAt } : null,
    sessions,
    ampReaders: amp,
    subscriptions,
    orders: orders.map((o) => ({ ...o, payments: payments.filter((p) => p.orderNumber === o.orderNumber) })),
    newsletterSignups: newsletter.map((n) => ({ email: user.email, ...n })),
    auditEvents: events,
  };
}

/**
 * `GET /v1/gdpr` lists the reader's reports as the identity SDK reads them (`{ id, ready, requestDate,
 * availableUntil }[]`); `GET /v1/gdpr/{id}` answers one (`{ asOfDate, data, email, firstName, ... }`), `data`
 * being the export as a JSON string. Only ever the logged-in reader's own: no id names another reader.
 */
export function gdprRouter(ctx: AccountsContext): Router {
  const router = Router();

  const currentUser = async (req: Parameters<typeof requireReader>[1]) => {
    const reader = await requireReader(ctx, req);
    const user = await findUser(ctx, reader.userId);
    if (!user) throw errors.sessionExpired();
    return user;
  };

  router.get('/v1/gdpr', async (req, res) => {
    await currentUser(req);
    const now = ctx.now().getTime();
    res.set('Cache-Control', 'no-store');
    res.json([{ id: CURRENT_EXPORT_ID, ready: true, requestDate: now, availableUntil: now }]);
  });

  router.get('/v1/gdpr/:id', async (req, res) => {
    const user = await currentUser(req);
    const { id } = parseBody(z.object({ id: z.coerce.number().int() }), req.params);
    if (id !== CURRENT_EXPORT_ID) throw errors.notFound('Reporte');
    const data = await exportOf(ctx, user);
    await audit(ctx, user.id, 'gdpr-export', undefined, sourceOf(req));
    res.set('Cache-Control', 'no-store');
    res.json({
      asOfDate: ctx.now().toISOString(),
      data: JSON.stringify(data),
      displayName: user.profile.displayName ?? null,
      email: user.email,
      firstName: user.profile.firstName ?? null,
      lastName: user.profile.lastName ?? null,
      secondLastName: user.profile.secondLastName ?? null,
    });
  });

  return router;
}
