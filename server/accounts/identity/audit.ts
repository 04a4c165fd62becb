import { accountAudit } from '../../db/schema-accounts';
import type { AccountsContext } from '../context';
import { notifyAccountEvent } from '../notifications/events';

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
  | 'password-reset-requested'
  | 'profile-update'
  | 'purchase'
  | 'subscription-cancelled'
  | 'newsletter-signup'
  | 'gdpr-export'
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
  // The one place the flows report to: the notification services hear of it here, in the background.
  void notifyAccountEvent(ctx, userId, event, detail);
}
