import { accountAudit } from '../../db/schema-accounts';
import type { AccountsContext } from '../context';

export type AuditEvent =
  | 'signup'
  | 'login'
  | 'login-failed'
  | 'account-locked'
  | 'logout'
  | 'password-change'
  | 'password-reset'
  | 'token-reuse'
  | 'anonymize-requested'
  | 'anonymized'
  | 'anonymize-declined'
  | 'identity-linked'
  | 'identity-unlinked';

export async function audit(
  ctx: AccountsContext,
  userId: string | null,
  event: AuditEvent,
  detail?: Record<string, unknown>,
  source?: string,
): Promise<void> {
  await ctx.db.insert(accountAudit).values({ userId, event, detail, source, at: ctx.now() });
}
