import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { accountRefreshTokens, accountSessions } from '../../db/schema-accounts';
import { randomToken, sha256 } from '../crypto';
import { errors } from '../errors';
import type { AccountsContext } from '../context';
import { audit } from './audit';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface Claims {
  sub: string;
  sid: string;
  typ: 'access' | 'refresh';
}

/**
 * A signed token; `at` fixes its issue time and id, so the same `at` signs the same token again (the page session's
 * grace answers a just-rotated token's successor without storing it).
 */
export async function sign(
  ctx: AccountsContext,
  claims: Claims,
  seconds: number,
  at?: { iat: number; jti: string },
): Promise<string> {
  const iat = at?.iat ?? Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({ sid: claims.sid, typ: claims.typ })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setJti(at?.jti ?? randomToken(12))
    .setIssuedAt(iat)
    .setExpirationTime(iat + seconds)
    .sign(ctx.settings.jwtSecret);
}

export async function verifyToken(ctx: AccountsContext, token: string, typ: Claims['typ']): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, ctx.settings.jwtSecret, {
      algorithms: ['HS256'],
      currentDate: ctx.now(),
    });
    if (payload.typ !== typ || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error();
    return { sub: payload.sub, sid: payload.sid, typ };
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) throw errors.sessionExpired();
    throw errors.missingJwt();
  }
}

async function issuePair(ctx: AccountsContext, userId: string, sessionId: string, remembered: boolean) {
  const seconds = remembered ? ctx.settings.refreshTokenSeconds.remembered : ctx.settings.refreshTokenSeconds.session;
  const accessToken = await sign(ctx, { sub: userId, sid: sessionId, typ: 'access' }, ctx.settings.accessTokenSeconds);
  const refreshToken = await sign(ctx, { sub: userId, sid: sessionId, typ: 'refresh' }, seconds);
  return { accessToken, refreshToken, expiresAt: new Date(ctx.now().getTime() + seconds * 1000) };
}

/** A new login: one session (token family) and its first token pair. */
export async function startSession(ctx: AccountsContext, userId: string, rememberMe: boolean): Promise<TokenPair> {
  const sessionId = randomToken(16);
  const pair = await issuePair(ctx, userId, sessionId, rememberMe);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(accountSessions).values({ id: sessionId, userId, rememberMe, createdAt: ctx.now() });
    await tx
      .insert(accountRefreshTokens)
      .values({ tokenHash: sha256(pair.refreshToken), sessionId, expiresAt: pair.expiresAt, createdAt: ctx.now() });
  });
  return { accessToken: pair.accessToken, refreshToken: pair.refreshToken };
}

/**
 * Refresh-token grant: each refresh token works once. Presenting one that was already used means it was
 * copied, so the whole family (session) is revoked and the reader must log in again.
 */
export async function rotateSession(ctx: AccountsContext, refreshToken: string): Promise<TokenPair & { uuid: string }> {
  const claims = await verifyToken(ctx, refreshToken, 'refresh');
  const tokenHash = sha256(refreshToken);
  const result = await ctx.db.transaction(async (tx) => {
    const [session] = await tx.select().from(accountSessions).where(eq(accountSessions.id, claims.sid)).for('update');
    if (!session || session.revokedAt) return { kind: 'revoked' as const };
    const claimed = await tx
      .update(accountRefreshTokens)
      .set({ usedAt: ctx.now() })
      .where(
        and(
          eq(accountRefreshTokens.tokenHash, tokenHash),
          eq(accountRefreshTokens.sessionId, session.id),
          isNull(accountRefreshTokens.usedAt),
        ),
      )
      .returning({ tokenHash: accountRefreshTokens.tokenHash });
    if (claimed.length === 0) {
      await tx
        .update(accountSessions)
        .set({ revokedAt: ctx.now(), revokedReason: 'refresh-token-reuse' })
        .where(eq(accountSessions.id, session.id));
      return { kind: 'reused' as const };
    }
    const pair = await issuePair(ctx, claims.sub, session.id, session.rememberMe);
    await tx
      .insert(accountRefreshTokens)
      .values({ tokenHash: sha256(pair.refreshToken), sessionId: session.id, expiresAt: pair.expiresAt });
    return { kind: 'ok' as const, pair };
  });
  if (result.kind === 'reused') {
    await audit(ctx, claims.sub, 'token-reuse', { session: claims.sid });
    throw errors.sessionExpired();
  }
  if (result.kind === 'revoked') throw errors.sessionExpired();
  return { uuid: claims.sub, accessToken: result.pair.accessToken, refreshToken: result.pair.refreshToken };
}

/** The reader behind an access token, provided its session was not logged out or revoked. */
export async function readAccessToken(
  ctx: AccountsContext,
  token: string,
): Promise<{ userId: string; sessionId: string }> {
  const claims = await verifyToken(ctx, token, 'access');
  const [session] = await ctx.db
    .select({ revokedAt: accountSessions.revokedAt })
    .from(accountSessions)
    .where(eq(accountSessions.id, claims.sid));
  if (!session || session.revokedAt) throw errors.sessionExpired();
  return { userId: claims.sub, sessionId: claims.sid };
}

export async function revokeSession(ctx: AccountsContext, sessionId: string, reason: string): Promise<void> {
  await ctx.db
    .update(accountSessions)
    .set({ revokedAt: ctx.now(), revokedReason: reason })
    .where(and(eq(accountSessions.id, sessionId), isNull(accountSessions.revokedAt)));
}

/** After a password change or reset every other login of that reader ends. */
export async function revokeOtherSessions(ctx: AccountsContext, userId: string, keep?: string): Promise<void> {
  const sessions = await ctx.db
    .select({ id: accountSessions.id })
    .from(accountSessions)
    .where(and(eq(accountSessions.userId, userId), isNull(accountSessions.revokedAt)));
  for (const s of sessions) if (s.id !== keep) await revokeSession(ctx, s.id, 'password-change');
}
