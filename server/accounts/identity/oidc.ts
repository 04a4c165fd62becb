import { safeReturnPath } from '../../../ui/account/return-path';
import * as client from 'openid-client';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AccountsContext } from '../context';
import { ApiError, errors } from '../errors';
import { originAllowed } from '../http';
import type { ProviderPerson } from './identities';
import { socialErrors, personOf } from './social-tokens';

/** The short-lived cookie that carries one sign-in attempt from initiate to signin. */
export const STATE_COOKIE = 'arc_oidc_state';
export const STATE_COOKIE_PATH = '/identity/public/v2/oidc';
export const STATE_MINUTES = 10;

export const oidcErrors = {
  badState: () =>
    new ApiError(400, 'INVALID_STATE', 'El inicio de sesión expiró o no empezó en este navegador. Inténtalo de nuevo.'),
  badRedirect: () => new ApiError(400, 'INVALID_REDIRECT', 'La dirección de regreso no es válida.'),
  signinFailed: () => new ApiError(400, 'OIDC_SIGNIN_FAILED', 'El proveedor no confirmó el inicio de sesión.'),
};

const attempt = z.object({
  provider: z.string(),
  state: z.string(),
  verifier: z.string(),
  nonce: z.string(),
  returnTo: z.string(),
  redirectUri: z.string(),
});
type Attempt = z.infer<typeof attempt>;

/**
 * Where to send the reader afterwards: a path on this site ("/..." but not "//..." or "/\...", which browsers
 * read as another host) or a page on one of the six sites. Anything else is refused: no open redirect.
 */
export function safeReturnTo(ctx: AccountsContext, value: string | undefined): string {
  if (!value) return '/';
  if (/[\u0000-\u001f\\]/.test(value)) throw oidcErrors.badRedirect();
  if (value.startsWith('/')) {
    // The shared normaliser: `/.//evil` is the path `//evil`, which a browser reads as another host.
    const path = safeReturnPath(value);
    if (path === '/' && value !== '/') throw oidcErrors.badRedirect();
    return path;
  }
  try {
    const url = new URL(value);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && originAllowed(ctx, url.origin)) return url.href;
  } catch {
    // not a URL: refused below
  }
  throw oidcErrors.badRedirect();
}

/** OpenID Connect sign-in with openid-client: PKCE, state and nonce; provider metadata discovered once. */
export function oidcFlow(ctx: AccountsContext) {
  const configs = new Map<string, Promise<client.Configuration>>();

  function configFor(name: string): Promise<client.Configuration> {
    const provider = ctx.settings.oidc.providers[name];
    if (!provider) throw errors.notFound('Proveedor');
    const key = `${provider.issuer}|${provider.clientId}`;
    let config = configs.get(key);
    if (!config) {
      const insecure = ctx.settings.oidc.allowInsecureIssuers && !ctx.production;
      config = client.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      configs.set(key, config);
      // A provider that was down must be asked again next time.
      config.catch(() => configs.delete(key));
    }
    return config.catch((err: unknown) => {
      ctx.log.warn({ err, provider: name }, 'oidc discovery failed');
      throw socialErrors.unavailable();
    });
  }

  const sign = (a: Attempt) =>
    new SignJWT({ ...a, typ: 'oidc-state' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(ctx.now().getTime() / 1000))
      .setExpirationTime(Math.floor(ctx.now().getTime() / 1000) + STATE_MINUTES * 60)
      .sign(ctx.settings.jwtSecret);

  async function readAttempt(cookie: string | undefined): Promise<Attempt> {
    if (!cookie) throw oidcErrors.badState();
    try {
      const { payload } = await jwtVerify(cookie, ctx.settings.jwtSecret, {
        algorithms: ['HS256'],
        currentDate: ctx.now(),
      });
      if (payload.typ !== 'oidc-state') throw new Error('not a state cookie');
      return attempt.parse(payload);
    } catch {
      throw oidcErrors.badState();
    }
  }

  return {
    /** The provider's authorization URL and the signed cookie value that remembers this attempt. */
    async initiate(name: string, returnTo: string, redirectUri: string) {
      const config = await configFor(name);
      const a: Attempt = {
        provider: name,
        state: client.randomState(),
        verifier: client.randomPKCECodeVerifier(),
        nonce: client.randomNonce(),
        returnTo,
        redirectUri,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: ctx.settings.oidc.providers[name].scope,
        code_challenge: await client.calculatePKCECodeChallenge(a.verifier),
        code_challenge_method: 'S256',
        state: a.state,
        nonce: a.nonce,
      });
      return { url: url.href, cookie: await sign(a) };
    },

    /** Checks state, exchanges the code and validates the ID token; answers who signed in and where to go. */
    async complete(query: string, cookie: string | undefined): Promise<{ person: ProviderPerson; returnTo: string }> {
      const a = await readAttempt(cookie);
      const params = new URLSearchParams(query);
      if (!params.get('code') || params.get('state') !== a.state) throw oidcErrors.badState();
      const config = await configFor(a.provider);
      const currentUrl = new URL(a.redirectUri);
      currentUrl.search = params.toString();
      let claims: Record<string, unknown>;
      try {
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: a.verifier,
          expectedState: a.state,
          expectedNonce: a.nonce,
          idTokenExpected: true,
        });
        claims = { ...tokens.claims() };
        const sub = String(claims.sub);
        // Providers that follow the spec closely put email only in userinfo when it was asked for by scope.
        if (claims.email === undefined && config.serverMetadata().userinfo_endpoint)
          claims = { ...(await client.fetchUserInfo(config, tokens.access_token, sub)), ...claims };
      } catch (err) {
        ctx.log.info({ err, provider: a.provider }, 'oidc sign-in refused');
        throw oidcErrors.signinFailed();
      }
      return { person: personOf(a.provider, claims), returnTo: a.returnTo };
    },
  };
}

export type OidcFlow = ReturnType<typeof oidcFlow>;
