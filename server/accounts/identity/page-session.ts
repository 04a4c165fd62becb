import { and, eq, isNull } from 'drizzle-orm';
import type { Response } from 'express';
import { accountRefreshTokens, accountSessions } from '../../db/schema-accounts';
import { sha256 } from '../crypto';
import { errors } from '../errors';
import type { AccountsContext } from '../context';
import { audit } from './audit';
import { sign, verifyToken, type TokenPair } from './sessions';

/**
 * The page session (decision 0025): a refresh token of the reader's session kept in a cookie every page path sees,
 * so a page request can renew an expired access token. It is its own token of the same family as the refresh
 * cookie's (each rotates alone), and logging out revokes both.
 */
export const PAGE_SESSION_COOKIE = '__session';
/** Parallel tabs send the same old cookie: a token rotated this many seconds ago still answers its successor. */
export const PAGE_SESSION_GRACE_SECONDS = 30;

export interface PageSession extends TokenPair {
  uuid: string;
  remembered: boolean;
}

const refreshSeconds = (ctx: AccountsContext, remembered: boolean) =>
  remembered ? ctx.settings.refreshTokenSeconds.remembered : ctx.settings.refreshTokenSeconds.session;

/** A new page-session token for the session an access token belongs to (at sign-in, beside the refresh cookie). */
export async function startPageSession(
  ctx: AccountsContext,
  accessToken: string,
): Promise<{ token: string; remembered: boolean }> {
  const claims = await verifyToken(ctx, accessToken, 'access');
  const [session] = await ctx.db.select().from(accountSessions).where(eq(accountSessions.id, claims.sid));
  if (!session || session.revokedAt) throw errors.sessionExpired();
  const seconds = refreshSeconds(ctx, session.rememberMe);
  const token = await sign(ctx, { sub: claims.sub, sid: claims.sid, typ: 'refresh' }, seconds);
  const expiresAt = new Date(ctx.now().getTime() + seconds * 1000);
  await ctx.db.insert(accountRefreshTokens).values({ tokenHash: sha256(token), sessionId: session.id, expiresAt });
  return { token, remembered: session.rememberMe };
}

/**
 * The successor of a page-session token rotated at `usedAt`: signed from the predecessor's hash and the rotation
 * time, so a request inside the grace gets the very token the first one got, and nothing but its hash is stored.
 */
async function successor(
  ctx: AccountsContext,
  claims: { sub: string; sid: string },
  oldHash: string,
  usedAt: Date,
  remembered: boolean,
) {
  const iat = Math.floor(usedAt.getTime() / 1000);
  const seconds = refreshSeconds(ctx, remembered);
  const at = { iat, jti: sha256(`page-session:${oldHash}`).slice(0, 22) };
  const token = await sign(ctx, { ...claims, typ: 'refresh' }, seconds, at);
  return { token, expiresAt: new Date((iat + seconds) * 1000) };
}

/**
 * Rotates a page-session token: a new access token and the next page-session token. The same old token again within
 * the grace answers the same next token; later, it is a copied token and the whole session is revoked.
 */
export async function rotatePageSession(ctx: AccountsContext, token: string): Promise<PageSession> {
  const claims = await verifyToken(ctx, token, 'refresh');
  const tokenHash = sha256(token);
  const result = await ctx.db.transaction(async (tx) => {
    const [session] = await tx.select().from(accountSessions).where(eq(accountSessions.id, claims.sid)).for('update');
    if (!session || session.revokedAt) return { kind: 'revoked' as const };
    const ofThisToken = and(
      eq(accountRefreshTokens.tokenHash, tokenHash),
      eq(accountRefreshTokens.sessionId, session.id),
    );
    const now = ctx.now();
    const claimed = await tx
      .update(accountRefreshTokens)
      .set({ usedAt: now })
      .where(and(ofThisToken, isNull(accountRefreshTokens.usedAt)))
      .returning({ usedAt: accountRefreshTokens.usedAt });
    let usedAt = claimed[0]?.usedAt;
    if (usedAt) {
      const next = await successor(ctx, claims, tokenHash, usedAt, session.rememberMe);
      await tx
        .insert(accountRefreshTokens)
        .values({ tokenHash: sha256(next.token), sessionId: session.id, expiresAt: next.expiresAt });
      return { kind: 'ok' as const, next: next.token, remembered: session.rememberMe };
    }
    [{ usedAt } = { usedAt: null }] = await tx
      .select({ usedAt: accountRefreshTokens.usedAt })
      .from(accountRefreshTokens)
      .where(ofThisToken);
    if (usedAt && now.getTime() - usedAt.getTime() <= PAGE_SESSION_GRACE_SECONDS * 1000) {
      const next = await successor(ctx, claims, tokenHash, usedAt, session.rememberMe);
      return { kind: 'ok' as const, next: next.token, remembered: session.rememberMe };
    }
    await tx
      .update(accountSessions)
      .set({ revokedAt: now, revokedReason: 'page-session-reuse' })
      .where(eq(accountSessions.id, session.id));
    return { kind: 'reused' as const };
  });
  if (result.kind === 'reused') await audit(ctx, claims.sub, 'token-reuse', { session: claims.sid });
  if (result.kind !== 'ok') throw errors.sessionExpired();
  const accessToken = await sign(
    ctx,
    { sub: claims.sub, sid: claims.sid, typ: 'access' },
    ctx.settings.accessTokenSeconds,
  );
  return { uuid: claims.sub, accessToken, refreshToken: result.next, remembered: result.remembered };
}

/** The page-session cookie: HttpOnly, path `/` so every page request carries it, Lax so links from elsewhere do too. */
export function setPageSessionCookie(ctx: AccountsContext, res: Response, token: string, remembered: boolean): void {
  res.cookie(PAGE_SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    ...(remembered ? { maxAge: ctx.settings.refreshTokenSeconds.remembered * 1000 } : {}),
  });
}

export const clearPageSessionCookie = (res: Response) => res.clearCookie(PAGE_SESSION_COOKIE, { path: '/' });
