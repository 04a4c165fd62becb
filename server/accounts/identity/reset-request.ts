import type { AccountsContext } from '../context';
import { sendMail } from '../mail';
import { mayMail } from './addresses';
import { audit } from './audit';
import { issueNonce } from './nonces';
import { findUserByLogin } from './users';

/** Where the password-recovery page lives (spec 2, 2: it reads a `nonce` query parameter). */
export const RECOVERY_PAGE = '/recuperar-contrasena/';

/** The key of the per-account mail limit: the account, or the name asked for when there is none (same work). */
export const mailKey = (user: { id: string } | undefined, name: string) =>
  user?.id ?? `name:${name.trim().toLowerCase()}`;

export interface ResetRequest {
  userName: string;
  /** The site's own origin, for the link (never the request's Host header). */
  origin: string;
  source: string;
}

/**
 * The work behind `POST /v1/password/reset`, run after the answer (issue 24, item 8): the account looked up, the
 * per-account mail limit counted, and for an account that may get it the nonce and the mail; an audit row either way.
 */
export async function handleResetRequest(
  ctx: AccountsContext,
  request: ResetRequest,
  mailAllowed: (key: string) => Promise<boolean>,
): Promise<void> {
  const { userName, origin, source } = request;
  const user = await findUserByLogin(ctx, userName);
  const allowed = await mailAllowed(mailKey(user, userName));
  // Only to a verified address, or to the very address typed (decision 0018).
  if (user && allowed && mayMail(user, userName, true)) {
    const nonce = await issueNonce(ctx, user.id, 'reset');
    await sendMail(ctx, {
      to: user.email,
      subject: 'Recupera tu contraseña',
      text: `Para crear una nueva contraseña abre este enlace (vale una hora y un solo uso):\n${origin}${RECOVERY_PAGE}?nonce=${nonce}`,
    });
    await audit(ctx, user.id, 'password-reset-requested', undefined, source);
  } else {
    // Recorded for an unknown name (or a mail over the limit) too.
    await audit(ctx, null, 'password-reset-requested', { userName: userName.slice(0, 100), sent: false }, source);
  }
}
