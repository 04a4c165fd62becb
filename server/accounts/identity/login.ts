import { eq, sql } from 'drizzle-orm';
import { accountLoginFailures, accountUsers } from '../../db/schema-accounts';
import type { AccountsContext } from '../context';
import { verifyPassword } from '../crypto';
import { errors, specError } from '../errors';
import { audit } from './audit';
import { startSession, type TokenPair } from './sessions';
import { findUserByLogin } from './users';

/**
 * Password login. An unknown user name gets the same answers as an account with a wrong password: the same
 * argon2 verification (against a decoy hash), 401 `300040`, and after `failedLogins` failures within
 * `lockMinutes` the same lock (429 `100014`) for `lockMinutes`, counted per name in the database. So the form
 * cannot be used to find out who has an account. Accounts count per account (user name and e-mail together).
 */
export async function passwordLogin(
  ctx: AccountsContext,
  login: { userName: string; password: string; rememberMe: boolean; source: string },
): Promise<TokenPair & { uuid: string }> {
  const user = await findUserByLogin(ctx, login.userName);
  const name = login.userName.trim().toLowerCase();
  const now = ctx.now();
  const lockedUntil = user ? user.lockedUntil : await nameLockedUntil(ctx, name);
  if (lockedUntil && lockedUntil > now) throw errors.accountBlocked();
  const ok = await verifyPassword(user?.passwordHash, login.password);
  if (!user || !ok) {
    if (user) await countFailure(ctx, user.id, login.source);
    else await countNameFailure(ctx, name, login.source);
    throw errors.wrongPassword();
  }
  if (user.status === 'blocked') throw errors.accountBlocked();
  if (user.status === 'deactivated') throw errors.accountDeactivated();
  // Checked after the password, so the answer tells only the account's owner that the address is unconfirmed.
  if (ctx.settings.requireVerifiedEmail && !user.emailVerified) throw specError(403, '130051');
  await ctx.db
    .update(accountUsers)
    .set({ failedLogins: 0, failedLoginsSince: null, lockedUntil: null, lastLoginAt: now })
    .where(eq(accountUsers.id, user.id));
  await audit(ctx, user.id, 'login', { grantType: 'password' }, login.source);
  return { uuid: user.id, ...(await startSession(ctx, user.id, login.rememberMe)) };
}

async function nameLockedUntil(ctx: AccountsContext, name: string): Promise<Date | null> {
  const [row] = await ctx.db
    .select({ lockedUntil: accountLoginFailures.lockedUntil })
    .from(accountLoginFailures)
    .where(eq(accountLoginFailures.name, name));
  return row?.lockedUntil ?? null;
}

/** The failure window: a count older than `lockMinutes` starts again at 1. */
function window(ctx: AccountsContext) {
  const { lockMinutes } = ctx.settings.throttle;
  const now = ctx.now();
  return {
    now,
    nowSql: sql`${now.toISOString()}::timestamptz`,
    start: sql`${new Date(now.getTime() - lockMinutes * 60_000).toISOString()}::timestamptz`,
    lockedUntil: new Date(now.getTime() + lockMinutes * 60_000),
  };
}

async function countFailure(ctx: AccountsContext, userId: string, source: string): Promise<void> {
  const { failedLogins, lockMinutes } = ctx.settings.throttle;
  const w = window(ctx);
  // One statement, so parallel wrong guesses cannot lose counts.
  const [row] = await ctx.db
    .update(accountUsers)
    .set({
      failedLogins: sql`case when ${accountUsers.failedLoginsSince} is null or ${accountUsers.failedLoginsSince} < ${w.start} then 1 else ${accountUsers.failedLogins} + 1 end`,
      failedLoginsSince: sql`case when ${accountUsers.failedLoginsSince} is null or ${accountUsers.failedLoginsSince} < ${w.start} then ${w.nowSql} else ${accountUsers.failedLoginsSince} end`,
    })
    .where(eq(accountUsers.id, userId))
    .returning({ failedLogins: accountUsers.failedLogins });
  await audit(ctx, userId, 'login-failed', { count: row.failedLogins }, source);
  if (row.failedLogins >= failedLogins) {
    await ctx.db
      .update(accountUsers)
      .set({ lockedUntil: w.lockedUntil, failedLogins: 0, failedLoginsSince: null })
      .where(eq(accountUsers.id, userId));
    await audit(ctx, userId, 'account-locked', { minutes: lockMinutes }, source);
    throw errors.accountBlocked();
  }
}

/** The same count and lock as `countFailure`, for a name no account has. */
async function countNameFailure(ctx: AccountsContext, name: string, source: string): Promise<void> {
  const { failedLogins, lockMinutes } = ctx.settings.throttle;
  const w = window(ctx);
  const t = accountLoginFailures;
  const [row] = await ctx.db
    .insert(t)
    .values({ name, failures: 1, since: w.now })
    .onConflictDoUpdate({
      target: t.name,
      set: {
        failures: sql`case when ${t.since} is null or ${t.since} < ${w.start} then 1 else ${t.failures} + 1 end`,
        since: sql`case when ${t.since} is null or ${t.since} < ${w.start} then ${w.nowSql} else ${t.since} end`,
      },
    })
    .returning({ failures: t.failures });
  await audit(ctx, null, 'login-failed', { userName: name.slice(0, 100), count: row.failures }, source);
  if (row.failures >= failedLogins) {
    await ctx.db.update(t).set({ lockedUntil: w.lockedUntil, failures: 0, since: null }).where(eq(t.name, name));
    await audit(ctx, null, 'account-locked', { userName: name.slice(0, 100), minutes: lockMinutes }, source);
    throw errors.accountBlocked();
  }
}
