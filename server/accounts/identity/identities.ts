import { and, eq, sql } from 'drizzle-orm';
import { accountIdentities, accountUsers } from '../../db/schema-accounts';
import type { AccountsContext } from '../context';
import { ApiError, errors, specError } from '../errors';
import { hasPassword, unusablePasswordHash } from './passwordless';
import { profileOf, type UserRow } from './users';
import { profileFields } from './validation';

export type IdentityRow = typeof accountIdentities.$inferSelect;

/** Who a provider says signed in: its stable id for the person and what it tells about them. */
export interface ProviderPerson {
  provider: string;
  subject: string;
  email?: string;
  /** Only a provider's word that the mailbox is theirs lets us attach the sign-in to an existing account. */
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  picture?: string;
}

export const identityErrors = {
  lastIdentity: () => specError(409, '300044'),
  emailRequired: () =>
    new ApiError(400, 'EMAIL_REQUIRED', 'El proveedor no compartió tu correo electrónico; no podemos crear la cuenta.'),
};

export async function linkedIdentities(ctx: AccountsContext, userId: string): Promise<IdentityRow[]> {
  return ctx.db.select().from(accountIdentities).where(eq(accountIdentities.userId, userId));
}

/** GET /v1/profile's answer, with the reader's linked sign-in identities. */
export async function readerProfile(ctx: AccountsContext, user: UserRow) {
  return profileOf(user, await linkedIdentities(ctx, user.id));
}

export async function findIdentity(ctx: AccountsContext, provider: string, subject: string) {
  const [row] = await ctx.db
    .select()
    .from(accountIdentities)
    .where(and(eq(accountIdentities.provider, provider), eq(accountIdentities.subject, subject)));
  return row;
}

/** Saves the identity for the reader; answers the account it belongs to (another one if it won a race). */
async function link(ctx: AccountsContext, userId: string, person: ProviderPerson): Promise<string> {
  const { provider, subject, email } = person;
  await ctx.db
    .insert(accountIdentities)
    .values({ userId, provider, subject, email, createdAt: ctx.now() })
    .onConflictDoNothing();
  return (await findIdentity(ctx, provider, subject))?.userId ?? userId;
}

/**
 * The account a provider's person signs in to: the one their identity is linked to; else the signed-in reader's
 * (linking); else the account with the same email when both the provider and we know the email is verified
 * (an unverified match could be someone who registered another person's address first); else a new account.
 */
export async function accountFor(
  ctx: AccountsContext,
  person: ProviderPerson,
  signedIn?: string,
): Promise<{ userId: string; created: boolean; linked: boolean }> {
  const known = await findIdentity(ctx, person.provider, person.subject);
  if (known) return { userId: known.userId, created: false, linked: false };
  if (signedIn) return { userId: await link(ctx, signedIn, person), created: false, linked: true };
  const email = person.email?.trim();
  if (!email) throw identityErrors.emailRequired();
  const [existing] = await ctx.db
    .select()
    .from(accountUsers)
    .where(sql`lower(${accountUsers.email}) = ${email.toLowerCase()}`);
  if (existing) {
    if (!person.emailVerified || !existing.emailVerified) throw errors.emailInUse();
    return { userId: await link(ctx, existing.id, person), created: false, linked: true };
  }
  const id = crypto.randomUUID();
  const passwordHash = await unusablePasswordHash();
  const userId = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(accountUsers)
      .values({
        id,
        userName: email,
        email,
        emailVerified: person.emailVerified,
        passwordHash,
        profile: providerProfile(person),
        createdAt: ctx.now(),
        updatedAt: ctx.now(),
      })
      .onConflictDoNothing()
      .returning({ id: accountUsers.id });
    if (inserted.length === 0) throw errors.emailInUse();
    await tx
      .insert(accountIdentities)
      .values({ userId: id, provider: person.provider, subject: person.subject, email, createdAt: ctx.now() });
    return id;
  });
  return { userId, created: true, linked: true };
}

/** Names and picture as the provider gave them, kept only where they pass our own profile rules. */
function providerProfile(person: ProviderPerson) {
  const fields = { firstName: person.firstName, lastName: person.lastName, picture: person.picture };
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) => value !== undefined && profileFields.shape[key as keyof typeof fields].safeParse(value).success,
    ),
  );
}

/**
 * Removes the reader's identities of one provider. Refused (300044) when nothing would be left to sign in
 * with: no password and no other identity. The user row is locked so two unlinks cannot both pass the check.
 */
export async function unlinkProvider(ctx: AccountsContext, userId: string, provider: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(accountUsers).where(eq(accountUsers.id, userId)).for('update');
    if (!user) throw errors.sessionExpired();
    const rows = await tx.select().from(accountIdentities).where(eq(accountIdentities.userId, userId));
    const leaving = rows.filter((r) => r.provider === provider);
    if (leaving.length === 0) throw errors.notFound('Identidad');
    if (!hasPassword(user.passwordHash) && leaving.length === rows.length) throw identityErrors.lastIdentity();
    await tx
      .delete(accountIdentities)
      .where(and(eq(accountIdentities.userId, userId), eq(accountIdentities.provider, provider)));
  });
}

/** Moves an identity to another reader (SwG relink), unless it is the old account's last way in. */
export async function moveIdentity(ctx: AccountsContext, person: ProviderPerson, toUserId: string): Promise<void> {
  const known = await findIdentity(ctx, person.provider, person.subject);
  if (!known) {
    await link(ctx, toUserId, person);
    return;
  }
  if (known.userId === toUserId) return;
  await unlinkProvider(ctx, known.userId, person.provider);
  await link(ctx, toUserId, person);
}
