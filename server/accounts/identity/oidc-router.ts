import { Router, type Request, type Response } from 'express';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { AccountsContext } from '../context';
import { errors, parseBody } from '../errors';
import { cookiesOf, requireReader, sourceOf } from '../http';
import { randomToken } from '../crypto';
import { audit } from './audit';
import { readerProfile, unlinkProvider } from './identities';
import { STATE_COOKIE, STATE_COOKIE_PATH, STATE_MINUTES, oidcFlow, safeReturnTo } from './oidc';
import { labelOf } from './oidc-settings';
import type { TokenPair } from './sessions';
import { signInPerson, signedInReader } from './social-login';
import { findUser } from './users';

type SetSessionCookies = (res: Response, pair: TokenPair, remembered: boolean) => Promise<void>;

const SIGNIN_PATH = '/identity/public/v2/oidc/signin';
const providerName = z
  .string()
  .min(1)
  .max(50)
  .regex(/^[a-z0-9_-]+$/i);

/**
 * The SDK calls initiate and signin with fetch and `Content-Type: application/json` and reads JSON back
 * ({ url }, then { uuid, accessToken, refreshToken }); a browser following links gets redirects instead.
 */
const wantsJson = (req: Request) => /application\/json/.test(`${req.get('content-type')} ${req.get('accept')}`);

/** OpenID Connect sign-in (spec 2, 7: /v2/oidc/...), unlinking identities and Apple's authorization URL. */
export function oidcRouter(ctx: AccountsContext, setSessionCookies: SetSessionCookies): Router {
  const router = Router();
  const flow = oidcFlow(ctx);
  const ownUrl = (req: Request, path: string) => `${req.protocol}://${req.get('host') ?? 'localhost'}${path}`;

  // Not an OIDC provider ourselves: this lists the providers readers can sign in with, and with ?provider=
  // answers that one's initiate URL as `message` (where the SDK's loginWithArcIdentityAsOIDCProvider goes).
  router.get('/v2/oidc/provider/login', (req, res) => {
    const query = parseBody(z.object({ provider: providerName.optional() }).loose(), req.query);
    const providers = Object.keys(ctx.settings.oidc.providers).map((name) => ({
      name,
      type: labelOf(name),
      url: `/identity/public/v2/oidc/${name}/initiate`,
    }));
    const chosen = query.provider ? providers.find((p) => p.name === query.provider) : undefined;
    if (query.provider && !chosen) throw errors.notFound('Proveedor');
    res.json({ providers, ...(chosen ? { message: chosen.url } : {}) });
  });

  router.get('/v2/oidc/:provider/initiate', async (req, res) => {
    const { provider } = parseBody(z.object({ provider: providerName }), req.params);
    const query = parseBody(z.object({ returnTo: z.string().max(2000).optional() }).loose(), req.query);
    if (!ctx.settings.oidc.providers[provider]) throw errors.notFound('Proveedor');
    const returnTo = safeReturnTo(ctx, query.returnTo);
    const redirectUri = ctx.settings.oidc.redirectUri ?? ownUrl(req, SIGNIN_PATH);
    const { url, cookie } = await flow.initiate(provider, returnTo, redirectUri);
    res.cookie(STATE_COOKIE, cookie, {
      httpOnly: true,
      secure: true,
      sameSite: 'lax', // sent on the provider's top-level redirect back to us
      path: STATE_COOKIE_PATH,
      maxAge: STATE_MINUTES * 60_000,
    });
    if (wantsJson(req)) res.json({ url });
    else res.redirect(302, url);
  });

  router.get('/v2/oidc/signin', async (req, res) => {
    parseBody(z.object({ code: z.string().max(2000), state: z.string().max(500) }).loose(), req.query);
    const query = req.originalUrl.split('?')[1] ?? '';
    const { person, returnTo } = await flow.complete(query, cookiesOf(req)[STATE_COOKIE]);
    res.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
    const answer = await signInPerson(ctx, person, {
      signedIn: await signedInReader(ctx, req),
      rememberMe: true,
      source: sourceOf(req),
      grantType: `oidc:${person.provider}`,
    });
    await setSessionCookies(res, answer, true);
    if (wantsJson(req)) res.json(answer);
    else res.redirect(302, returnTo);
  });

  const unlink = async (req: Request, res: Response, provider: string) => {
    const reader = await requireReader(ctx, req);
    await unlinkProvider(ctx, reader.userId, provider.toLowerCase());
    await audit(ctx, reader.userId, 'identity-unlinked', { provider }, sourceOf(req));
    const user = await findUser(ctx, reader.userId);
    if (!user) throw errors.sessionExpired();
    res.json(await readerProfile(ctx, user));
  };

  router.put('/v2/oidc/unlink', async (req, res) => {
    const { identifier } = parseBody(z.object({ identifier: providerName }), req.body);
    await unlink(req, res, identifier);
  });

  router.delete('/v1/identity/:provider', async (req, res) => {
    const { provider } = parseBody(z.object({ provider: providerName }), req.params);
    await unlink(req, res, provider);
  });

  // Answers the URL as a JSON string, as the SDK's initAppleSignOn expects; it appends its own redirect_uri
  // when none is configured here. The state is a signed, 10-minute token.
  router.get('/v1/apple/authurl', async (_req, res) => {
    const { clientId, redirectUri } = ctx.settings.oidc.apple;
    if (!clientId) throw errors.unsupportedGrant();
    const now = Math.floor(ctx.now().getTime() / 1000);
    const state = await new SignJWT({ typ: 'apple-state', n: randomToken(12) })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + STATE_MINUTES * 60)
      .sign(ctx.settings.jwtSecret);
    const url = new URL('https://appleid.apple.com/auth/authorize');
    url.searchParams.set('client_id', clientId);
    url.searchParams.set('response_type', 'code id_token');
    url.searchParams.set('response_mode', 'form_post');
    url.searchParams.set('scope', 'name email');
    url.searchParams.set('state', state);
    if (redirectUri) url.searchParams.set('redirect_uri', redirectUri);
    res.set('Cache-Control', 'no-store').json(url.href);
  });

  return router;
}
