import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { AccountsContext } from '../context';
import { ApiError, errors } from '../errors';
import { appleCodes, isJwt } from './apple-code';
import type { ProviderPerson } from './identities';
import type { IdTokenIssuer } from './oidc-settings';

export const socialErrors = {
  invalidToken: () =>
    new ApiError(401, 'INVALID_SOCIAL_TOKEN', 'No pudimos verificar tu inicio de sesión con el proveedor.'),
  unavailable: () =>
    new ApiError(502, 'PROVIDER_UNAVAILABLE', 'El proveedor de inicio de sesión no responde. Inténtalo más tarde.'),
};

/** What an ID token or the Graph API says about the person, read defensively. */
const idClaims = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(100).optional(),
  // Apple sends "true"/"false" as strings.
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

export function personOf(provider: string, payload: JWTPayload): ProviderPerson {
  const parsed = idClaims.safeParse(payload);
  if (!parsed.success) throw socialErrors.invalidToken();
  const c = parsed.data;
  return {
    provider,
    subject: c.sub,
    email: c.email,
    emailVerified: c.email_verified === true,
    firstName: c.given_name,
    lastName: c.family_name,
    picture: c.picture,
  };
}

const facebookMe = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

/**
 * Checks the `credentials` of a social login and says who signed in. Google and Apple send ID tokens, checked
 * against the provider's published keys (fetched once and cached by jose), issuer and our client ids; an Apple
 * authorization code is first exchanged for its ID token.
 * Facebook sends an access token; the Graph API answers for it, and `appsecret_proof` makes it refuse tokens
 * issued to another app.
 */
export function socialTokens(ctx: AccountsContext) {
  const codes = appleCodes(ctx);
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const keysAt = (uri: string) => {
    let set = keySets.get(uri);
    if (!set) keySets.set(uri, (set = createRemoteJWKSet(new URL(uri))));
    return set;
  };

  async function idToken(provider: string, issuer: IdTokenIssuer, token: string): Promise<ProviderPerson> {
    if (issuer.audiences.length === 0) throw errors.unsupportedGrant();
    try {
      const { payload } = await jwtVerify(token, keysAt(issuer.jwksUri), {
        issuer: issuer.issuers,
        audience: issuer.audiences,
        algorithms: ['RS256', 'ES256'],
        currentDate: ctx.now(),
      });
      return personOf(provider, payload);
    } catch (e) {
      if (e instanceof ApiError) throw e;
      if (e instanceof joseErrors.JWKSTimeout || !(e instanceof joseErrors.JOSEError)) {
        if (!(e instanceof joseErrors.JOSEError)) ctx.log.warn({ err: e, provider }, 'provider keys unavailable');
        throw socialErrors.unavailable();
      }
      throw socialErrors.invalidToken();
    }
  }

  async function facebook(accessToken: string): Promise<ProviderPerson> {
    const { appId, appSecret, graphUrl } = ctx.settings.oidc.facebook;
    if (!appId || !appSecret) throw errors.unsupportedGrant();
    const url = new URL(`${graphUrl}/me`);
    url.searchParams.set('fields', 'id,email,first_name,last_name');
    url.searchParams.set('access_token', accessToken);
    url.searchParams.set('appsecret_proof', createHmac('sha256', appSecret).update(accessToken).digest('hex'));
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch (err) {
      ctx.log.warn({ err }, 'facebook graph unavailable');
      throw socialErrors.unavailable();
    }
    if (res.status >= 500) throw socialErrors.unavailable();
    const me = facebookMe.safeParse(res.ok ? await res.json().catch(() => null) : null);
    if (!me.success) throw socialErrors.invalidToken();
    // Facebook does not say the address was confirmed, so it never attaches the login to an existing account.
    const { id, email, first_name, last_name } = me.data;
    return {
      provider: 'facebook',
      subject: id,
      email,
      emailVerified: false,
      firstName: first_name,
      lastName: last_name,
    };
  }

  /** The SDK's appleSignOn(code) sends an authorization code: Apple trades it for the ID token we check. */
  async function apple(credentials: string, redirectUri?: string): Promise<ProviderPerson> {
    const issuer = ctx.settings.oidc.apple;
    if (isJwt(credentials)) return idToken('apple', issuer, credentials);
    if (issuer.audiences.length === 0) throw errors.unsupportedGrant();
    if (!redirectUri) throw socialErrors.invalidToken();
    return idToken('apple', issuer, await codes.exchange(credentials, redirectUri));
  }

  return {
    /**
     * The person behind a login call's credentials for grant type google, apple or facebook. `appleRedirectUri`
     * is where Apple sent an authorization code (the token endpoint wants it again).
     */
    verify(grantType: string, credentials: string, appleRedirectUri?: string): Promise<ProviderPerson> {
      const { google } = ctx.settings.oidc;
      if (!credentials) throw socialErrors.invalidToken();
      if (grantType === 'google') return idToken('google', google, credentials);
      if (grantType === 'apple') return apple(credentials, appleRedirectUri);
      if (grantType === 'facebook') return facebook(credentials);
      throw errors.unsupportedGrant();
    },
  };
}

export type SocialTokens = ReturnType<typeof socialTokens>;
