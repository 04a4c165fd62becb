import { eq, sql } from 'drizzle-orm';
import { accountUsers } from '../../db/schema-accounts';
import type { AccountsContext } from '../context';
import { verifyPassword } from '../crypto';
import { errors } from '../errors';
import { audit } from './audit';
import { startSession, type TokenPair } from './sessions';
import { findUserByLogin } from './users';

/**
 * Password login. An unknown user name gets the same answer (and the same argon2 time) as a wrong password,
 * so the form cannot be used to find out who has an account. Failures count per account: after
 * `failedLogins` within `lockMinutes` the account is locked for `lockMinutes` (code 100014).
 */
export async function passwordLogin(
  ctx: AccountsContext,
  login: { userName: string; password: string; rememberMe: boolean; source: string },
): Promise<TokenPair & { uuid: string }> {
  const user = await findUserByLogin(ctx, login.userName);
  const now = ctx.now();
  if (user?.lockedUntil && user.lockedUntil > now) throw errors.accountBlocked();
  const ok = await verifyPassword(user?.passwordHash, login.password);
  if (!user || !ok) {
    if (user) await countFailure(ctx, user.id, login.source);
    else await audit(ctx, null, 'login-failed', { userName: login.userName.slice(0, 100) }, login.source);
    throw errors.wrongPassword();
  }
  if (user.status === 'blocked') throw errors.accountBlocked();
  if (user.status === 'deactivated') throw errors.accountDeactivated();
  await ctx.db
    .update(accountUsers)
    .set({ failedLogins: 0, failedLoginsSince: null, lockedUntil: null, lastLoginAt: now })
    .where(eq(accountUsers.id, user.id));
  await audit(ctx, user.id, 'login', { grantType: 'password' }, login.source);
  return { uuid: user.id, ...(await startSession(ctx, user.id, login.rememberMe)) };
}

async function countFailure(ctx: AccountsContext, userId: string, source: string): Promise<void> {
  const { failedLogins, lockMinutes } = ctx.settings.throttle;
  const now = ctx.now();
  const windowStart = sql`${new Date(now.getTime() - lockMinutes * 60_000).toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  // One statement, so parallel wrong guesses cannot lose counts.
  const [row] = await ctx.db
    .update(accountUsers)
    .set({
      failedLogins: sql`case when ${accountUsers.failedLoginsSince} is null or ${accountUsers.failedLoginsSince} < ${windowStart} then 1 else ${accountUsers.failedLogins} + 1 end`,
      failedLoginsSince: sql`case when ${accountUsers.failedLoginsSince} is null or ${accountUsers.failedLoginsSince} < ${windowStart} then ${nowSql} else ${accountUsers.failedLoginsSince} end`,
    })
    .where(eq(accountUsers.id, userId))
    .returning({ failedLogins: accountUsers.failedLogins });
  await audit(ctx, userId, 'login-failed', { count: row.failedLogins }, source);
  if (row.failedLogins >= failedLogins) {
    await ctx.db
      .update(accountUsers)
      .set({ lockedUntil: new Date(now.getTime() + lockMinutes * 60_000), failedLogins: 0, failedLoginsSince: null })
      .where(eq(accountUsers.id, userId));
    await audit(ctx, userId, 'account-locked', { minutes: lockMinutes }, source);
    throw errors.accountBlocked();
  }
}
