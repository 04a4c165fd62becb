import { SignJWT, decodeProtectedHeader, importPKCS8, type CryptoKey } from 'jose';
import { z } from 'zod';
import type { AccountsContext } from '../context';
import { ApiError } from '../errors';
import type { AppleSettings } from './oidc-settings';
import { socialErrors } from './social-tokens';

export const APPLE_AUDIENCE = 'https://appleid.apple.com';
/** Apple allows up to six months; a short life limits what a leaked secret is worth. */
const SECRET_SECONDS = 5 * 60;

export const appleErrors = {
  notConfigured: () =>
    new ApiError(503, 'APPLE_NOT_CONFIGURED', 'El inicio de sesión con Apple no está disponible por ahora.'),
  unavailable: () =>
    new ApiError(503, 'PROVIDER_UNAVAILABLE', 'El proveedor de inicio de sesión no responde. Inténtalo más tarde.'),
};

/** Apple codes can be exchanged: a client id and our signing key (team, key id, PEM). */
export const appleReady = (apple: AppleSettings): boolean =>
  Boolean(apple.clientId && apple.teamId && apple.keyId && apple.privateKey);

/** A JWT has a decodable JOSE header; Apple's authorization codes (also dotted) do not. */
export function isJwt(credentials: string): boolean {
  try {
    return typeof decodeProtectedHeader(credentials).alg === 'string';
  } catch {
    return false;
  }
}

const tokenAnswer = z.object({ id_token: z.string().min(1) }).loose();
const errorAnswer = z.object({ error: z.string() }).loose();

/** Exchanges Apple's authorization codes for ID tokens at Apple's token endpoint. */
export function appleCodes(ctx: AccountsContext) {
  // Importing the PEM is the slow part; it changes only when settings do.
  let imported: { pem: string; key: Promise<CryptoKey> } | undefined;
  const keyOf = (pem: string) => {
    if (imported?.pem !== pem) imported = { pem, key: importPKCS8(pem, 'ES256') };
    return imported.key;
  };

  /** Apple's client_secret: ES256, iss team id, sub client id, aud appleid.apple.com, kid our key id. */
  async function clientSecret(apple: AppleSettings, clientId: string): Promise<string> {
    const { teamId, keyId, privateKey } = apple;
    if (!teamId || !keyId || !privateKey) throw appleErrors.notConfigured();
    let key: CryptoKey;
    try {
      key = await keyOf(privateKey);
    } catch (err) {
      ctx.log.error({ err }, 'APPLE_PRIVATE_KEY is not a PKCS#8 EC key');
      imported = undefined;
      throw appleErrors.notConfigured();
    }
    const now = Math.floor(ctx.now().getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: keyId })
      .setIssuer(teamId)
      .setSubject(clientId)
      .setAudience(APPLE_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + SECRET_SECONDS)
      .sign(key);
  }

  /** The ID token Apple issues for `code`; `redirectUri` must be the one the authorization request carried. */
  async function exchange(code: string, redirectUri: string): Promise<string> {
    const apple = ctx.settings.oidc.apple;
    const clientId = apple.clientId;
    if (!clientId) throw appleErrors.notConfigured();
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      client_secret: await clientSecret(apple, clientId),
    });
    let res: Response;
    try {
      res = await fetch(apple.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(5000),
      });
    } catch (err) {
      ctx.log.warn({ err }, 'apple token endpoint unreachable');
      throw appleErrors.unavailable();
    }
    const body: unknown = await res.json().catch(() => null);
    if (res.ok) {
      const answer = tokenAnswer.safeParse(body);
      if (answer.success) return answer.data.id_token;
      ctx.log.warn({ status: res.status }, 'apple token endpoint answered without an id_token');
      throw appleErrors.unavailable();
    }
    const error = errorAnswer.safeParse(body).data?.error;
    // invalid_client means our team id, key or client id is wrong: not the reader's fault.
    if (res.status >= 500) {
      ctx.log.warn({ status: res.status }, 'apple token endpoint failing');
      throw appleErrors.unavailable();
    }
    if (error === 'invalid_client' || error === 'unauthorized_client') {
      ctx.log.error({ status: res.status, error }, 'apple refused our client credentials');
      throw appleErrors.notConfigured();
    }
    throw socialErrors.invalidToken();
  }

  return { exchange, clientSecret };
}

export type AppleCodes = ReturnType<typeof appleCodes>;
