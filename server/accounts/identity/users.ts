import { eq, or, sql } from 'drizzle-orm';
import { accountUsers } from '../../db/schema-accounts';
import type { AccountsContext } from '../context';

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
    .limit(1);
  return row;
}

export function identitiesOf(user: UserRow) {
  return [
    {
      userName: user.userName,
      type: 'Password',
      lastLoginDate: user.lastLoginAt?.getTime() ?? null,
      locked: user.lockedUntil !== null && user.lockedUntil > new Date(),
    },
  ];
}

/** The profile as GET /v1/profile answers it (spec 2, 3: uuid, email, firstName, identities, picture, ...). */
export function profileOf(user: UserRow) {
  return {
    uuid: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    ...user.profile,
    identities: identitiesOf(user),
    status: user.status === 'active' ? 'Active' : user.status === 'blocked' ? 'Blocked' : 'Disabled',
    createdOn: user.createdAt.getTime(),
    modifiedOn: user.updatedAt.getTime(),
  };
}
