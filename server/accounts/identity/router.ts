import { Router, type Request, type Response } from 'express';
import { eq } from 'drizzle-orm';
import { accountUsers } from '../../db/schema-accounts';
import { captchaOn, verifyCaptcha, type CaptchaAction } from '../captcha';
import type { AccountsContext } from '../context';
import { hashPassword, verifyPassword } from '../crypto';
import { errors, parseBody } from '../errors';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  cookiesOf,
  originAllowed,
  readerOf,
  requireReader,
  setAccessCookie,
  sourceOf,
  type Reader,
} from '../http';
import { AttemptCounter } from '../throttle';
import { siteOf } from '../sales/site';
import type { SiteProps } from '../../../contracts/site-schema';
import type { HitStore } from '../../security/hit-store';
import { mergeAnonymousCart } from '../sales/cart';
import { PENDING_NAME_PREFIX, nameFitsEmail, nameNotEmail, spendMailedLinks } from './addresses';
import { audit } from './audit';
import { anonymizeRouter } from './anonymize';
import { appleReady } from './apple-code';
import { appleRouter } from './apple-router';
import { avatarRouter } from './avatar';
import { gdprRouter } from './gdpr';
import { readerProfile } from './identities';
import { linksRouter, sendVerificationMail } from './links';
import { passwordLogin } from './login';
import { oidcRouter } from './oidc-router';
import { socialLogin } from './social-login';
import { socialTokens } from './social-tokens';
import { PAGE_SESSION_COOKIE, clearPageSessionCookie, setPageSessionCookie, startPageSession } from './page-session';
import { swgRouter } from './swg';
import {
  revokeOtherSessions,
  revokeSession,
  rotateSession,
  startSession,
  verifyToken,
  type TokenPair,
} from './sessions';
import { findUser, identitiesOf, profileOf } from './users';
import { customerSegments } from './segments';
import {
  email as emailSchema,
  loginBody,
  passwordChangeBody,
  profilePatch,
  checkBirthDate,
  refuseBlockedDomain,
  refreshBody,
  signupBody,
} from './validation';

export interface IdentityRouter {
  router: Router;
}

const HOUR = 3_600_000;

/** Identity service under /identity/public, wire-compatible with @arc-publishing/sdk-identity 1.94. */
export function identityRouter(ctx: AccountsContext, limits: HitStore): IdentityRouter {
  const router = Router();
  const limit = ctx.settings.throttle;
  const attempts = new AttemptCounter(limits, 'accounts:source', () => limit.attemptsPerMinute);
  const throttle = async (req: Request) => {
    if (!(await attempts.allow(sourceOf(req)))) throw errors.tooManyRequests();
  };
  // Each sign-up sends a mail: bounded per connecting address and per address signed up.
  const signupsBySource = new AttemptCounter(limits, 'accounts:signup-source', () => limit.signupsPerHour, HOUR);
  const signupsByEmail = new AttemptCounter(limits, 'accounts:signup-email', () => limit.signupsPerEmailPerHour, HOUR);
  // Reset, magic-link and verification mails per account (or per unknown name, the same work), from any address.
  const mails = new AttemptCounter(limits, 'accounts:mail', () => limit.mailsPerAccountPerHour, HOUR);

  // Every cookie sign-in also starts the page session (decision 0025): pages then know the reader on first paint.
  const setSessionCookies = async (res: Response, pair: TokenPair, remembered: boolean, keepPageSession = false) => {
    if (!keepPageSession) {
      const page = await startPageSession(ctx, pair.accessToken);
      setPageSessionCookie(ctx, res, page.token, page.remembered);
    }
    setAccessCookie(ctx, res, pair.accessToken);
    res.cookie(REFRESH_COOKIE, pair.refreshToken, {
      httpOnly: true,
      secure: true,
      sameSite: 'strict',
      path: '/identity/public/v1/auth',
      ...(remembered ? { maxAge: ctx.settings.refreshTokenSeconds.remembered * 1000 } : {}),
    });
  };

  router.use(linksRouter(ctx, throttle, setSessionCookies, (key) => mails.allow(key)));
  router.use(anonymizeRouter(ctx));
  router.use(avatarRouter(ctx));
  router.use(gdprRouter(ctx));
  const social = socialTokens(ctx);
  router.use(oidcRouter(ctx, setSessionCookies));
  router.use(appleRouter(ctx));
  router.use(swgRouter(ctx, social, throttle));

  router.get('/v1/config', (_req, res) => {
    const on = (action: CaptchaAction) => captchaOn(ctx, action, siteOf(res));
    res.json({
      signinRecaptcha: on('signin'),
      signupRecaptcha: on('signup'),
      magicLinkRecaptcha: on('magicLink'),
      resetPasswordRecaptcha: on('resetPassword'),
      checkoutRecaptcha: on('checkout'),
      recaptchaSiteKey: ctx.settings.recaptchaVerify.siteKey ?? '',
      facebookAppId: process.env.FACEBOOK_APP_ID ?? '',
      googleClientId: process.env.GOOGLE_CLIENT_ID ?? '',
      // Which Google library the sign-in form loads (the site's settings; decision 0056).
      googleSignIn: (res.locals.site as SiteProps | undefined)?.googleSignIn ?? 'identity-services',
      // Apple's code flow needs our signing key too: no key, no button (decision 0045).
      appleClientId: appleReady(ctx.settings.oidc.apple) ? (ctx.settings.oidc.apple.clientId ?? '') : '',
      disqus: { enabled: false, publicKey: '' },
      // Password policy (spec 2, 5): 8+ characters with upper case, lower case and digits.
      pwMinLength: 8,
      pwLowercase: 1,
      pwUppercase: 1,
      pwPwNumbers: 1,
      pwSpecialCharacters: 0,
    });
  });

  router.post('/v1/signup', async (req, res) => {
    if (!(await signupsBySource.allow(sourceOf(req)))) throw errors.tooManySignups();
    const body = parseBody(signupBody, req.body);
    await verifyCaptcha(ctx, body.recaptchaToken, 'signup', sourceOf(req), siteOf(res));
    const { uuid: _ignored, email: profileEmail, ...profile } = body.profile;
    checkBirthDate(profile, ctx.now());
    const email = profileEmail ?? body.identity.userName;
    parseBody(emailSchema, email);
    if (!(await signupsByEmail.allow(email.trim().toLowerCase()))) throw errors.tooManySignups();
    refuseBlockedDomain(email, ctx.settings.blockedEmailDomains, errors.blockedDomain);
    // Nobody registers someone else's address as a user name (decision 0018).
    if (!nameFitsEmail(body.identity.userName, email)) throw nameNotEmail();
    const id = crypto.randomUUID();
    const passwordHash = await hashPassword(body.identity.credentials);
    const insert = (userName: string) =>
      ctx.db
        .insert(accountUsers)
        .values({ id, userName, email, passwordHash, profile, createdAt: ctx.now(), updatedAt: ctx.now() })
        .onConflictDoNothing()
        .returning();
    let inserted = await insert(body.identity.userName);
    // The address is free as an e-mail but held as another account's name: the owner gets a pending name and
    // takes the address from that holder once they open the welcome mail's link (an e-mail clash still fails).
    if (inserted.length === 0 && body.identity.userName.includes('@'))
      inserted = await insert(PENDING_NAME_PREFIX + id);
    if (inserted.length === 0) throw errors.duplicateUser();
    await audit(ctx, id, 'signup', undefined, sourceOf(req));
    await sendVerificationMail(ctx, req, res, { id, email }, true);
    const { identities, uuid, ...rest } = profileOf(inserted[0]);
    // With verification required the reader signs in once the welcome mail's link confirmed the address.
    if (ctx.settings.requireVerifiedEmail) return void res.status(201).json({ uuid, identities, profile: rest });
    const pair = await startSession(ctx, id, false);
    // The site's own sign-up form keeps the tokens in HttpOnly cookies, as its login does.
    if (req.query.cookie === 'true') await setSessionCookies(res, pair, false);
    res.status(201).json({ uuid, identities, profile: rest, ...pair });
  });

  router.post('/v1/auth/login', async (req, res) => {
    await throttle(req);
    const body = parseBody(loginBody, req.body);
    // Social grant types (google, apple, facebook) carry the provider's token; recaptcha is optional for them.
    const isSocial = body.grantType !== 'password';
    if (!isSocial) await verifyCaptcha(ctx, body.recaptchaToken, 'signin', sourceOf(req), siteOf(res));
    const rememberMe = body.rememberMe === true;
    const answer = isSocial
      ? await socialLogin(ctx, social, req, { grantType: body.grantType, credentials: body.credentials, rememberMe })
      : await passwordLogin(ctx, {
          userName: body.userName,
          password: body.credentials,
          rememberMe,
          source: sourceOf(req),
        });
    if (req.query.cookie === 'true') await setSessionCookies(res, answer, rememberMe);
    await mergeAnonymousCart(ctx, req, res, answer.uuid);
    res.json(answer);
  });

  router.post('/v1/auth/token', async (req, res) => {
    const body = parseBody(refreshBody, req.body);
    const fromCookie = !body.token ? cookiesOf(req)[REFRESH_COOKIE] : undefined;
    const token = body.token ?? fromCookie;
    if (!token) throw errors.missingJwt();
    const answer = await rotateSession(ctx, token);
    // The page session rotates on its own; a reader signed in before it existed gets one here.
    if (fromCookie) await setSessionCookies(res, answer, true, Boolean(cookiesOf(req)[PAGE_SESSION_COOKIE]));
    res.json(answer);
  });

  /**
   * The session a logout ends: the access token's or, once that 15-minute token has expired, the one the refresh or
   * page-session cookie names; otherwise the page session would sign the reader in again on the next page. A cookie
   * alone must come from an allowed Origin, as in readerOf.
   */
  const sessionToEnd = async (req: Request): Promise<Reader> => {
    const reader = await readerOf(ctx, req).catch(() => undefined);
    if (reader) return reader;
    const cookies = cookiesOf(req);
    const token = cookies[REFRESH_COOKIE] ?? cookies[PAGE_SESSION_COOKIE];
    const origin = req.headers.origin;
    if (!token || !origin || !originAllowed(ctx, origin)) throw errors.missingJwt();
    const claims = await verifyToken(ctx, token, 'refresh');
    return { userId: claims.sub, sessionId: claims.sid };
  };

  router.delete('/v1/auth/token', async (req, res) => {
    const reader = await sessionToEnd(req);
    await revokeSession(ctx, reader.sessionId, 'logout');
    await audit(ctx, reader.userId, 'logout', undefined, sourceOf(req));
    res.clearCookie(ACCESS_COOKIE, { path: '/' });
    res.clearCookie(REFRESH_COOKIE, { path: '/identity/public/v1/auth' });
    clearPageSessionCookie(res);
    res.json({});
  });

  const currentUser = async (req: Request) => {
    const reader = await requireReader(ctx, req);
    const user = await findUser(ctx, reader.userId);
    if (!user) throw errors.sessionExpired();
    return { reader, user };
  };

  router.get('/v1/profile', async (req, res) => {
    const { user } = await currentUser(req);
    res.json(await readerProfile(ctx, user));
  });

  router.patch('/v1/profile', async (req, res) => {
    const { user } = await currentUser(req);
    const { uuid: _ignored, email, ...fields } = parseBody(profilePatch, req.body);
    if ('birthYear' in fields || 'birthMonth' in fields || 'birthDay' in fields)
      checkBirthDate({ ...user.profile, ...fields }, ctx.now());
    const emailChanged = email !== undefined && email.toLowerCase() !== user.email.toLowerCase();
    if (emailChanged) refuseBlockedDomain(email, ctx.settings.blockedEmailDomains, errors.blockedDomain);
    try {
      const [updated] = await ctx.db
        .update(accountUsers)
        .set({
          profile: { ...user.profile, ...fields },
          // An e-mail user name follows the address (rule 1); the new address is unproven.
          ...(emailChanged ? { email, emailVerified: false } : {}),
          ...(emailChanged && user.userName.includes('@') ? { userName: email } : {}),
          updatedAt: ctx.now(),
        })
        .where(eq(accountUsers.id, user.id))
        .returning();
      // Links mailed to the old address must not prove the new one.
      if (emailChanged) await spendMailedLinks(ctx, user.id);
      await audit(ctx, user.id, 'profile-update', { fields: Object.keys(fields), emailChanged }, sourceOf(req));
      res.json(await readerProfile(ctx, updated));
    } catch (e) {
      if (isUniqueViolation(e)) throw errors.emailInUse();
      throw e;
    }
  });

  router.put('/v1/password', async (req, res) => {
    const { reader, user } = await currentUser(req);
    const body = parseBody(passwordChangeBody, req.body);
    if (!(await verifyPassword(user.passwordHash, body.oldPassword))) throw errors.wrongPassword();
    await ctx.db
      .update(accountUsers)
      .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: ctx.now() })
      .where(eq(accountUsers.id, user.id));
    await revokeOtherSessions(ctx, user.id, reader.sessionId);
    await audit(ctx, user.id, 'password-change', undefined, sourceOf(req));
    res.json(identitiesOf(user)[0]);
  });

  router.get('/v1/user/settings', async (req, res) => {
    const { user } = await currentUser(req);
    // Comments are not hosted by Disqus here (config says disabled), so there is no single-sign-on key.
    res.json({ disqus: { ssoKey: '' }, uuid: user.id });
  });

  router.get('/v2/identity/segmentation', async (req, res) => {
    const { user } = await currentUser(req);
    const segments = await customerSegments(ctx, user.email);
    // The site stores the first one (spec 2, 4); the whole list is there for whoever needs more.
    res.json({ segment: segments[0] ?? null, segments });
  });

  return { router };
}

function isUniqueViolation(e: unknown): boolean {
  const code =
    (e as { code?: string; cause?: { code?: string } }).code ?? (e as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
