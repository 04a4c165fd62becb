import { eq } from 'drizzle-orm';
import type { Request } from 'express';
import { accountUsers } from '../../db/schema-accounts';
import type { AccountsContext } from '../context';
import { errors } from '../errors';
import { readerOf, sourceOf } from '../http';
import { audit } from './audit';
import { accountFor, type ProviderPerson } from './identities';
import { startSession, type TokenPair } from './sessions';
import type { SocialTokens } from './social-tokens';
import { findUser } from './users';

/** The reader already signed in on this request, if any: a social sign-in then links to their account. */
export async function signedInReader(ctx: AccountsContext, req: Request): Promise<string | undefined> {
  // An expired or revoked token only means nobody is signed in; the sign-in itself goes ahead.
  return (await readerOf(ctx, req).catch(() => undefined))?.userId;
}

/**
 * Signs in the person a provider vouched for (social grant or OpenID Connect): finds, links or creates the
 * account, then starts a session like a password login does.
 */
export async function signInPerson(
  ctx: AccountsContext,
  person: ProviderPerson,
  opts: { signedIn?: string; rememberMe: boolean; source: string; grantType: string },
): Promise<TokenPair & { uuid: string }> {
  const { userId, created, linked } = await accountFor(ctx, person, opts.signedIn);
  const user = await findUser(ctx, userId);
  if (!user) throw errors.sessionExpired();
  if (user.status === 'blocked') throw errors.accountBlocked();
  if (user.status === 'deactivated') throw errors.accountDeactivated();
  if (created) await audit(ctx, userId, 'signup', { provider: person.provider }, opts.source);
  else if (linked) await audit(ctx, userId, 'identity-linked', { provider: person.provider }, opts.source);
  await ctx.db.update(accountUsers).set({ lastLoginAt: ctx.now() }).where(eq(accountUsers.id, userId));
  await audit(ctx, userId, 'login', { grantType: opts.grantType }, opts.source);
  return { uuid: userId, ...(await startSession(ctx, userId, opts.rememberMe)) };
}

const APPLE_RETURN_PATH = '/identity/public/v1/apple/auth';

/** The redirect_uri Apple's codes were issued for: the configured one, else the one the SDK appends. */
export function appleRedirectUri(ctx: AccountsContext, req: Request): string {
  return (
    ctx.settings.oidc.apple.redirectUri ?? `${req.protocol}://${req.get('host') ?? 'localhost'}${APPLE_RETURN_PATH}`
  );
}

/** POST /v1/auth/login with grantType google, apple or facebook (credentials: the provider's token). */
export async function socialLogin(
  ctx: AccountsContext,
  tokens: SocialTokens,
  req: Request,
  login: { grantType: string; credentials: string; rememberMe: boolean },
): Promise<TokenPair & { uuid: string }> {
  const person = await tokens.verify(login.grantType, login.credentials, appleRedirectUri(ctx, req));
  return signInPerson(ctx, person, {
    signedIn: await signedInReader(ctx, req),
    rememberMe: login.rememberMe,
    source: sourceOf(req),
    grantType: login.grantType,
  });
}
