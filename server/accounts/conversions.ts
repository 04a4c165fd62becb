import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { eq } from 'drizzle-orm';
import { accountUsers } from '../db/schema-accounts';
import type { AccountsContext } from './context';

/** Meta's Graph API (the Conversions API for server-side events); tests stand it in with msw. */
export const GRAPH_ORIGIN = 'https://graph.facebook.com';
const TIMEOUT_MS = 5000;

/** Spec 2, 7: a conversion event as the social network's server-side events interface takes it. */
export interface ConversionEvent {
  eventId: string;
  eventName: 'Purchase' | 'CompleteRegistration' | 'Subscribe';
  time: Date;
  email: string;
  userAgent: string;
  sourceUrl?: string;
  ipAddress?: string;
  value?: { amount: number; currency: string };
}

/** The address as the interface wants it: trimmed, lower-case, then SHA-256 in hex. Never sent in plain. */
export const hashEmail = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** The request body of POST /{version}/{pixel}/events (Meta: 'Conversions API, server event parameters'). */
export function conversionBody(event: ConversionEvent, accessToken: string) {
  return {
    data: [
      {
        event_name: event.eventName,
        event_time: Math.floor(event.time.getTime() / 1000),
        event_id: event.eventId,
        action_source: 'website',
        ...(event.sourceUrl ? { event_source_url: event.sourceUrl } : {}),
        user_data: {
          em: [hashEmail(event.email)],
          client_user_agent: event.userAgent,
          ...(event.ipAddress ? { client_ip_address: event.ipAddress } : {}),
        },
        ...(event.value ? { custom_data: { value: event.value.amount, currency: event.value.currency } } : {}),
      },
    ],
    access_token: accessToken,
  };
}

/**
 * Sends one conversion event when the pixel and its token are configured (META_PIXEL_ID, META_CONVERSIONS_TOKEN).
 * Advertising statistics never fail a purchase: a refusal is logged and false answered.
 */
export async function sendConversion(ctx: AccountsContext, event: ConversionEvent): Promise<boolean> {
  const { pixelId, accessToken, apiVersion } = ctx.settings.conversions;
  if (!pixelId || !accessToken) return false;
  const url = `${GRAPH_ORIGIN}/${apiVersion}/${encodeURIComponent(pixelId)}/events`;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(conversionBody(event, accessToken)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.ok) return true;
    ctx.log.warn({ status: res.status, answer: (await res.text()).slice(0, 500) }, 'conversion event refused');
  } catch (err) {
    ctx.log.warn({ err }, 'conversion event not sent');
  }
  return false;
}

/** A paid order as a 'Purchase' event, its order number the event id (so the browser pixel's copy is deduplicated). */
export async function reportPurchase(
  ctx: AccountsContext,
  order: {
    orderNumber: string;
    userId: string;
    status: string;
    total: number;
    currency: string;
    customer: { email: string };
  },
  req: Request,
): Promise<boolean> {
  if (order.status !== 'Paid' || !ctx.settings.conversions.pixelId) return false;
  // The checkout form's address, else the account's.
  const [user] = order.customer.email
    ? [{ email: order.customer.email }]
    : await ctx.db.select({ email: accountUsers.email }).from(accountUsers).where(eq(accountUsers.id, order.userId));
  if (!user?.email) return false;
  return sendConversion(ctx, {
    eventId: order.orderNumber,
    eventName: 'Purchase',
    time: ctx.now(),
    email: user.email,
    userAgent: req.get('user-agent') ?? '',
    sourceUrl: req.get('referer'),
    ipAddress: req.ip,
    value: { amount: order.total, currency: order.currency },
  });
}
