import { Router, type Request, type Response } from 'express';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accountUsers } from '../../db/schema-accounts';
import type { SiteProps } from '../../../contracts/site-schema';
import { verifyCaptcha } from '../captcha';
import type { AccountsContext } from '../context';
import { hashPassword } from '../crypto';
import { errors, parseBody } from '../errors';
import { sourceOf } from '../http';
import { sendMail } from '../mail';
import { mergeAnonymousCart } from '../sales/cart';
import { siteOf } from '../sales/site';
import { mayMail, proveAddress } from './addresses';
import { audit } from './audit';
import { issueNonce, redeemNonce } from './nonces';
import { handleResetRequest, mailKey } from './reset-request';
import { afterAnswer } from '../after-answer';
import { safeReturnPath } from '../../../ui/account/return-path';
import { revokeOtherSessions, startSession, type TokenPair } from './sessions';
import { findUser, findUserByLogin } from './users';
import { email, password } from './validation';

/**
 * Links in mails must point at our own site, never at whatever Host header a request carried
 * (that would let anyone send a reader a reset link to another server). Outside production the
 * request's host is used, so local and test servers get working links.
 */
function siteOrigin(ctx: AccountsContext, req: Request, res: Response): string {
  const site = res.locals.site as SiteProps | undefined;
  if (ctx.production && site) return `https://${site.hosts[0]}`;
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/**
 * The mail with a link that confirms the reader's address. A new account gets it as its welcome (the
 * registration mail), with the same single-use link as a later request for one.
 */
export async function sendVerificationMail(
  ctx: AccountsContext,
  req: Request,
  res: Response,
  user: { id: string; email: string },
  welcome = false,
): Promise<void> {
  const nonce = await issueNonce(ctx, user.id, 'verify');
  const link = `${siteOrigin(ctx, req, res)}/identity/public/enlace/verificar#${nonce}`;
  await sendMail(
    ctx,
    welcome
      ? {
          to: user.email,
          subject: 'Bienvenido: tu cuenta está creada',
          text: `Tu cuenta está lista y sirve en todos nuestros sitios.
Para confirmar tu correo abre este enlace:
${link}`,
        }
      : {
          to: user.email,
          subject: 'Confirma tu correo electrónico',
          text: `Para confirmar tu correo abre este enlace:
${link}`,
        },
  );
}

/**
 * Password reset, magic link and email verification: each a single-use nonce sent by mail. `mailAllowed`
 * counts a mail to one account; past its limit the mail is not sent and the answer stays the same.
 */
export function linksRouter(
  ctx: AccountsContext,
  throttle: (req: Request) => Promise<void>,
  setSessionCookies: (res: Response, pair: TokenPair, remembered: boolean) => Promise<void>,
  mailAllowed: (key: string) => Promise<boolean>,
): Router {
  const router = Router();

  // The same answer, at once, whether or not the account exists: the per-address work runs after it, so neither the
  // answer nor its time tells who has an account. The per-source throttle and the captcha come first, for both.
  router.post('/v1/password/reset', async (req, res) => {
    await throttle(req);
    const body = parseBody(
      z.object({ userName: z.string().min(1).max(200), recaptchaToken: z.string().max(4000).optional() }),
      req.body,
    );
    await verifyCaptcha(ctx, body.recaptchaToken, 'resetPassword', sourceOf(req), siteOf(res));
    const request = { userName: body.userName, origin: siteOrigin(ctx, req, res), source: sourceOf(req) };
    afterAnswer(ctx, res, 'password reset request', () => handleResetRequest(ctx, request, mailAllowed));
    res.json({ success: true });
  });

  router.put('/v1/password/reset/:nonce', async (req, res) => {
    const body = parseBody(z.object({ newPassword: password }), req.body);
    const userId = await redeemNonce(ctx, String(req.params.nonce), 'reset');
    await ctx.db
      .update(accountUsers)
      .set({
        passwordHash: await hashPassword(body.newPassword),
        lockedUntil: null,
        failedLogins: 0,
        updatedAt: ctx.now(),
      })
      .where(eq(accountUsers.id, userId));
    await revokeOtherSessions(ctx, userId);
    await audit(ctx, userId, 'password-reset', undefined, sourceOf(req));
    // The link went to the profile address (links die when it changes): opening it proves the address.
    await proveAddress(ctx, userId, sourceOf(req));
    res.json({ success: true });
  });

  router.post('/v1/auth/magiclink', async (req, res) => {
    await throttle(req);
    const body = parseBody(
      z.object({ email, recaptchaToken: z.string().max(4000).optional(), returnTo: z.string().max(2000).optional() }),
      req.body,
    );
    await verifyCaptcha(ctx, body.recaptchaToken, 'magicLink', sourceOf(req), siteOf(res));
    const user = await findUserByLogin(ctx, body.email);
    if ((await mailAllowed(mailKey(user, body.email))) && user && mayMail(user, body.email, true)) {
      const nonce = await issueNonce(ctx, user.id, 'magic');
      // The way back rides in the link's query (normalised again when the page is served); the nonce in its fragment.
      const back = safeReturnPath(body.returnTo);
      const query = back === '/' ? '' : `?redirect=${encodeURIComponent(back)}`;
      await sendMail(ctx, {
        to: user.email,
        subject: 'Tu enlace para ingresar',
        text: `Para ingresar sin contraseña abre este enlace (vale 15 minutos y un solo uso):\n${siteOrigin(ctx, req, res)}/identity/public/enlace/acceso${query}#${nonce}`,
      });
    }
    res.json({ success: true });
  });

  router.get('/v1/auth/magiclink/:nonce', async (req, res) => {
    const userId = await redeemNonce(ctx, String(req.params.nonce), 'magic');
    const user = await findUser(ctx, userId);
    if (!user || user.status !== 'active') throw errors.accountDeactivated();
    await proveAddress(ctx, userId, sourceOf(req));
    await audit(ctx, userId, 'login', { grantType: 'magic-link' }, sourceOf(req));
    const pair = await startSession(ctx, userId, false);
    // The site's link page keeps the tokens in HttpOnly cookies, as the password login with ?cookie=true does.
    if (req.query.cookie === 'true') await setSessionCookies(res, pair, false);
    await mergeAnonymousCart(ctx, req, res, userId);
    res.json({ uuid: userId, ...pair });
  });

  router.post('/v1/email/verify', async (req, res) => {
    await throttle(req);
    const body = parseBody(z.object({ email }), req.body);
    const found = await findUserByLogin(ctx, body.email);
    const user = found && mayMail(found, body.email, false) ? found : undefined;
    if (user?.emailVerified) throw errors.alreadyVerified();
    if ((await mailAllowed(mailKey(user, body.email))) && user) await sendVerificationMail(ctx, req, res, user);
    res.json({ success: true });
  });

  router.get('/v1/email/verify/:nonce', async (req, res) => {
    const userId = await redeemNonce(ctx, String(req.params.nonce), 'verify');
    await proveAddress(ctx, userId, sourceOf(req));
    res.json({ success: true });
  });

  return router;
}
