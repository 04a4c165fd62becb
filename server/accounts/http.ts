import type { NextFunction, Request, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import { loadSites } from '../sites';
import type { AccountsContext } from './context';
import { errors } from './errors';
import { readAccessToken } from './identity/sessions';

export const ACCESS_COOKIE = 'arc_access_token';
export const REFRESH_COOKIE = 'arc_refresh_token';

export const cookiesOf = (req: Request) => parseCookies(req.headers.cookie ?? '');

/** The access-token cookie of a `?cookie=true` sign-in, renewed by the refresh and page-session rotations. */
export function setAccessCookie(ctx: AccountsContext, res: Response, token: string): void {
  const maxAge = ctx.settings.accessTokenSeconds * 1000;
  res.cookie(ACCESS_COOKIE, token, { httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge });
}

/** The six sites' origins (https on their hosts); outside production any localhost port too. */
export function originAllowed(ctx: AccountsContext, origin: string): boolean {
  if (ctx.settings.extraOrigins.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (!ctx.production && url.protocol === 'http:' && /^(localhost|127\.0\.0\.1|.+\.localhost)$/.test(url.hostname))
    return true;
  if (url.protocol !== 'https:' || url.port) return false;
  return [...loadSites().values()].some((site) => site.hosts.includes(url.hostname));
}

/** CORS for the SDKs calling from a site page; credentials allowed because carts and cookie logins use them. */
export function cors(ctx: AccountsContext) {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    res.vary('Origin');
    if (origin && originAllowed(ctx, origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE');
        res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization');
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    } else if (req.method === 'OPTIONS') {
      res.status(403).end();
      return;
    }
    next();
  };
}

export interface Reader {
  userId: string;
  sessionId: string;
}

/**
 * The reader of a request: `Authorization: Bearer <jwt>` (identity SDK), a bare `<jwt>` (the sales SDK's cart and
 * checkout calls send it without the scheme) or the HttpOnly cookie of a `?cookie=true` login. A cookie alone
 * is ambient authority, so unsafe methods must then come from an allowed Origin (no cross-site forgery).
 */
export async function readerOf(ctx: AccountsContext, req: Request): Promise<Reader | undefined> {
  const header = req.headers.authorization?.trim();
  const bearer = header?.replace(/^Bearer\s+/i, '');
  if (bearer && bearer !== 'undefined' && bearer !== 'null') return readAccessToken(ctx, bearer);
  const cookie = cookiesOf(req)[ACCESS_COOKIE];
  if (!cookie) return undefined;
  if (!['GET', 'HEAD'].includes(req.method)) {
    const origin = req.headers.origin;
    if (!origin || !originAllowed(ctx, origin)) throw errors.missingJwt();
  }
  return readAccessToken(ctx, cookie);
}

export async function requireReader(ctx: AccountsContext, req: Request): Promise<Reader> {
  const reader = await readerOf(ctx, req);
  if (!reader) throw errors.missingJwt();
  return reader;
}

/** Who is asking, for throttling: the connecting address (Express's trust-proxy setting decides `req.ip`). */
export const sourceOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
