import type { Request, Response } from 'express';
import { and, eq, inArray } from 'drizzle-orm';
import { accountUsers } from '../db/schema-accounts';
import { salesSubscriptions } from '../db/schema-sales';
import type { SiteProps } from '../../contracts/site-schema';
import type { AccountsContext } from './context';
import { ACCESS_COOKIE, cookiesOf, setAccessCookie } from './http';
import { readAccessToken } from './identity/sessions';
import {
  PAGE_SESSION_COOKIE,
  clearPageSessionCookie,
  rotatePageSession,
  setPageSessionCookie,
} from './identity/page-session';

/** Who reads a page, as the header and the paywall need it on first paint. */
export interface PageReader {
  firstName?: string;
  /** Statuses of the reader's subscriptions of this site that count as active (spec 2, 4: 1, 3, 4, 5), ascending. */
  subscriptionStatuses: number[];
}

/**
 * `personal: false`: no page-session cookie, the page is the public one. `personal: true`: the answer depends on
 * the cookie (a reader, or none when the session ended), so it must never be stored by a shared cache.
 */
export type PageReaderAnswer = { personal: false } | { personal: true; reader: PageReader | null };
export type PageReaderOf = (req: Request, res: Response) => Promise<PageReaderAnswer>;

const HEADER_STATUSES = [1, 3, 4, 5];

/** The reader behind the page-session cookie: the access cookie while it lasts, else the page session renews it. */
async function userOf(ctx: AccountsContext, req: Request, res: Response, pageToken: string): Promise<string> {
  const cookies = cookiesOf(req);
  const access = cookies[ACCESS_COOKIE];
  if (access) {
    const reader = await readAccessToken(ctx, access).catch(() => undefined);
    if (reader) return reader.userId;
  }
  const renewed = await rotatePageSession(ctx, pageToken);
  setAccessCookie(ctx, res, renewed.accessToken);
  setPageSessionCookie(ctx, res, renewed.refreshToken, renewed.remembered);
  return renewed.uuid;
}

/** Who signed in, as the editor API asks (issue 16): a bearer access token, else the session cookies; none: undefined. */
export type SessionUserOf = (req: Request, res: Response) => Promise<{ userId: string; cookie: boolean } | undefined>;

export function sessionUserOf(ctx: AccountsContext): SessionUserOf {
  return async (req, res) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization?.trim() ?? '')?.[1];
    if (bearer) {
      const reader = await readAccessToken(ctx, bearer).catch(() => undefined);
      return reader && { userId: reader.userId, cookie: false };
    }
    const pageToken = cookiesOf(req)[PAGE_SESSION_COOKIE];
    const access = cookiesOf(req)[ACCESS_COOKIE];
    if (!pageToken && !access) return undefined;
    const userId = await userOf(ctx, req, res, pageToken ?? '').catch(() => undefined);
    return userId ? { userId, cookie: true } : undefined;
  };
}

export function pageReaderOf(ctx: AccountsContext): PageReaderOf {
  return async (req, res) => {
    const pageToken = cookiesOf(req)[PAGE_SESSION_COOKIE];
    if (!pageToken) return { personal: false };
    let userId: string;
    try {
      userId = await userOf(ctx, req, res, pageToken);
    } catch {
      // Logged out, expired or replayed: the reader gets the public page, and the browser drops the dead cookie.
      clearPageSessionCookie(res);
      return { personal: true, reader: null };
    }
    const site = res.locals.site as SiteProps;
    const [[user], subscriptions] = await Promise.all([
      ctx.db.select({ profile: accountUsers.profile }).from(accountUsers).where(eq(accountUsers.id, userId)),
      ctx.db
        .select({ status: salesSubscriptions.status })
        .from(salesSubscriptions)
        .where(
          and(
            eq(salesSubscriptions.userId, userId),
            eq(salesSubscriptions.site, site.slug),
            inArray(salesSubscriptions.status, HEADER_STATUSES),
          ),
        ),
    ]);
    if (!user) return { personal: true, reader: null };
    const subscriptionStatuses = subscriptions.map((s) => s.status).sort((a, b) => a - b);
    return { personal: true, reader: { firstName: user.profile.firstName, subscriptionStatuses } };
  };
}
