import { and, eq, gt, isNull } from 'drizzle-orm';
import { accountNonces } from '../../db/schema-accounts';
import type { AccountsContext } from '../context';
import { randomToken, sha256 } from '../crypto';
import { errors, type ApiError } from '../errors';

export type NonceKind = 'reset' | 'magic' | 'verify' | 'anonymize';

/** Minutes each kind of link stays valid. */
export const NONCE_MINUTES: Record<NonceKind, number> = { reset: 60, magic: 15, verify: 24 * 60, anonymize: 24 * 60 };

/** A fresh nonce for a mail link; only its SHA-256 is stored. */
export async function issueNonce(ctx: AccountsContext, userId: string, kind: NonceKind): Promise<string> {
  const nonce = randomToken(32);
  await ctx.db.insert(accountNonces).values({
    nonceHash: sha256(nonce),
    kind,
    userId,
    expiresAt: new Date(ctx.now().getTime() + NONCE_MINUTES[kind] * 60_000),
  });
  return nonce;
}

/** What a spent, expired or unknown nonce answers: each link says which request it was (decision 0023). */
const EXPIRED: Record<NonceKind, () => ApiError> = {
  reset: errors.expiredNonce,
  magic: errors.expiredMagicLink,
  verify: errors.expiredVerification,
  anonymize: errors.expiredDeletion,
};

/** Spends a nonce (once, before it expires) and answers whose it was; otherwise the kind's 410. */
export async function redeemNonce(ctx: AccountsContext, nonce: string, kind: NonceKind): Promise<string> {
  if (nonce.length > 100) throw EXPIRED[kind]();
  const [row] = await ctx.db
    .update(accountNonces)
    .set({ usedAt: ctx.now() })
    .where(
      and(
        eq(accountNonces.nonceHash, sha256(nonce)),
        eq(accountNonces.kind, kind),
        isNull(accountNonces.usedAt),
        gt(accountNonces.expiresAt, ctx.now()),
      ),
    )
    .returning({ userId: accountNonces.userId });
  if (!row) throw EXPIRED[kind]();
  return row.userId;
}
