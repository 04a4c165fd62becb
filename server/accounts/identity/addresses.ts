import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { accountAudit, accountNonces, accountUsers } from '../../db/schema-accounts';
import type { AccountsContext } from '../context';
import { ApiError } from '../errors';
import type { UserRow } from './users';

/**
 * The user name a new account gets while its address is held as a user name by an account that never proved it
 * (docs/decisions/0018): it takes the address as its name once it proves it.
 */
export const PENDING_NAME_PREFIX = 'pendiente-';

const lower = (s: string) => s.trim().toLowerCase();

export const nameNotEmail = () =>
  new ApiError(
    400,
    'USERNAME_NOT_EMAIL',
    'Si tu nombre de usuario es un correo electrónico, debe ser el mismo correo de tu perfil.',
  );

/** Rule 1: a user name that is an e-mail address must be the account's own profile address. */
export const nameFitsEmail = (userName: string, email: string) =>
  !userName.includes('@') || lower(userName) === lower(email);

/**
 * Whether a mail asked for with `login` (reset, magic link, verification) may go to the account's address: always
 * when the reader typed that very address (only its owner can open the mail); never when they typed another
 * e-mail address (a name held without proof, docs/decisions/0018); for a plain user name, only to a verified
 * address unless `verifiedOnly` is false.
 */
export function mayMail(user: UserRow, login: string, verifiedOnly: boolean): boolean {
  const typed = lower(login);
  if (typed === lower(user.email)) return true;
  if (typed.includes('@')) return false;
  return user.emailVerified || !verifiedOnly;
}

/** After an e-mail change no mailed link may prove the new address: links sent to the old one are spent. */
export async function spendMailedLinks(ctx: AccountsContext, userId: string): Promise<void> {
  await ctx.db
    .update(accountNonces)
    .set({ usedAt: ctx.now() })
    .where(and(eq(accountNonces.userId, userId), isNull(accountNonces.usedAt), ne(accountNonces.kind, 'anonymize')));
}

/**
 * The reader opened a link mailed to their profile address (verification, password reset or magic link): the
 * address is verified, and every other account holding it as its user name (an unverified holder: its own e-mail
 * is another, so it never proved this one) loses that name to its own e-mail, or to `liberado-<id>` when that is
 * taken too. A reader still on a pending name, or on an e-mail name that is not theirs, takes the address as
 * name. One transaction with the rows locked; both sides audited.
 */
export async function proveAddress(ctx: AccountsContext, userId: string, source?: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [me] = await tx.select().from(accountUsers).where(eq(accountUsers.id, userId)).for('update');
    if (!me) return;
    const address = lower(me.email);
    const holders = await tx
      .select({ id: accountUsers.id, userName: accountUsers.userName, email: accountUsers.email })
      .from(accountUsers)
      .where(and(sql`lower(${accountUsers.userName}) = ${address}`, ne(accountUsers.id, userId)))
      .for('update');
    for (const holder of holders) {
      const ownTaken = sql`exists (select 1 from account_users o where lower(o.user_name) = lower(${holder.email}) and o.id <> ${holder.id})`;
      const [after] = await tx
        .update(accountUsers)
        .set({
          userName: sql`case when ${ownTaken} then ${`liberado-${holder.id}`} else ${holder.email} end`,
          updatedAt: now,
        })
        .where(eq(accountUsers.id, holder.id))
        .returning({ userName: accountUsers.userName });
      await tx.insert(accountAudit).values([
        {
          userId: holder.id,
          event: 'username-released',
          detail: { name: holder.userName, now: after.userName, to: me.id },
          source,
          at: now,
        },
        {
          userId: me.id,
          event: 'username-claimed',
          detail: { name: holder.userName, from: holder.id },
          source,
          at: now,
        },
      ]);
    }
    const takeName = me.userName.startsWith(PENDING_NAME_PREFIX) || !nameFitsEmail(me.userName, me.email);
    await tx
      .update(accountUsers)
      .set({ emailVerified: true, ...(takeName ? { userName: me.email } : {}), updatedAt: now })
      .where(eq(accountUsers.id, userId));
    if (!me.emailVerified) {
      await tx
        .insert(accountAudit)
        .values({ userId, event: 'email-verified', detail: { email: me.email }, source, at: now });
    }
  });
}
