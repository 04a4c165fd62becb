import { eq, or, sql } from 'drizzle-orm';
import { accountUsers, type accountIdentities } from '../../db/schema-accounts';
import type { AccountsContext } from '../context';
import { labelOf } from './oidc-settings';
import { hasPassword } from './passwordless';

export type UserRow = typeof accountUsers.$inferSelect;

export async function findUser(ctx: AccountsContext, id: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(accountUsers).where(eq(accountUsers.id, id));
  return row;
}

/** Readers log in with their user name, which is usually their email; either finds them. */
export async function findUserByLogin(ctx: AccountsContext, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  const [row] = await ctx.db
    .select()
    .from(accountUsers)
    .where(or(sql`lower(${accountUsers.userName}) = ${key}`, sql`lower(${accountUsers.email}) = ${key}`))
    // The account whose address it is comes first: a name held without proof never wins (decision 0018).
    .orderBy(sql`(lower(${accountUsers.email}) = ${key}) desc`)
    .limit(1);
  return row;
}

type LinkedIdentity = typeof accountIdentities.$inferSelect;

/** The ways in: a password (unless the account was made by social sign-in) and each linked provider. */
export function identitiesOf(user: UserRow, linked: LinkedIdentity[] = []) {
  const password = {
    userName: user.userName,
    type: 'Password',
    lastLoginDate: user.lastLoginAt?.getTime() ?? null,
    locked: user.lockedUntil !== null && user.lockedUntil > new Date(),
  };
  const social = linked.map((row) => ({
    userName: row.email ?? row.subject,
    type: labelOf(row.provider),
    provider: row.provider,
    lastLoginDate: null,
    locked: false,
  }));
  return [...(hasPassword(user.passwordHash) ? [password] : []), ...social];
}

/** The profile as GET /v1/profile answers it (spec 2, 3: uuid, email, firstName, identities, picture, ...). */
export function profileOf(user: UserRow, linked: LinkedIdentity[] = []) {
  return {
    uuid: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    ...user.profile,
    identities: identitiesOf(user, linked),
    status: user.status === 'active' ? 'Active' : user.status === 'blocked' ? 'Blocked' : 'Disabled',
    createdOn: user.createdAt.getTime(),
    modifiedOn: user.updatedAt.getTime(),
  };
}
