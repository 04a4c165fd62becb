/** One OpenID Connect provider readers can sign in with (GET /v2/oidc/{provider}/initiate). */
export interface OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  scope: string;
}

/** A provider whose ID tokens the login call accepts as `credentials` (grant types google and apple). */
export interface IdTokenIssuer {
  issuers: string[];
  /** Our client ids at that provider: a token made for another app is refused. */
  audiences: string[];
  jwksUri: string;
}

/** Sign in with Apple: ID tokens, and authorization codes exchanged with a client secret signed by our key. */
export interface AppleSettings extends IdTokenIssuer {
  clientId?: string;
  redirectUri?: string;
  /** APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY (the .p8 PEM): without all three codes are refused. */
  teamId?: string;
  keyId?: string;
  privateKey?: string;
  tokenUrl: string;
  /** The page /v1/apple/auth hands the code to (it calls the SDK's appleSignOn(code)); default "/". */
  returnUrl: string;
}

export interface OidcSettings {
  /** By name, as it appears in the URL; the name is also the `provider` of the reader's saved identity. */
  providers: Record<string, OidcProvider>;
  /** Where providers send readers back; unset means this server's own /identity/public/v2/oidc/signin. */
  redirectUri?: string;
  /** Plain-http issuers (a local test provider). Never in production. */
  allowInsecureIssuers: boolean;
  google: IdTokenIssuer;
  apple: AppleSettings;
  /** Facebook login checks the access token with the Graph API; off unless app id and secret are set. */
  facebook: { appId?: string; appSecret?: string; graphUrl: string };
}

const GOOGLE_ISSUER = 'https://accounts.google.com';
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Providers from the environment: OIDC_GOOGLE_CLIENT_ID / _CLIENT_SECRET / _ISSUER for Google (the default one),
 * and OIDC_PROVIDERS=name,... with OIDC_<NAME>_CLIENT_ID / _CLIENT_SECRET / _ISSUER for others.
 */
export function readOidcSettings(env: NodeJS.ProcessEnv, production: boolean): OidcSettings {
  const providers: Record<string, OidcProvider> = {};
  for (const name of new Set(['google', ...list(env.OIDC_PROVIDERS).map((n) => n.toLowerCase())])) {
    const key = `OIDC_${name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
    const clientId = env[`${key}_CLIENT_ID`];
    const issuer = env[`${key}_ISSUER`] ?? (name === 'google' ? GOOGLE_ISSUER : undefined);
    if (!clientId || !issuer) continue;
    providers[name] = {
      issuer,
      clientId,
      clientSecret: env[`${key}_CLIENT_SECRET`],
      scope: 'openid email profile',
    };
  }
  const googleIds = [...new Set([...list(env.GOOGLE_CLIENT_ID), ...list(env.OIDC_GOOGLE_CLIENT_ID)])];
  return {
    providers,
    redirectUri: env.OIDC_REDIRECT_URI || undefined,
    allowInsecureIssuers: !production && env.OIDC_ALLOW_INSECURE === '1',
    google: {
      issuers: [GOOGLE_ISSUER, 'accounts.google.com'],
      audiences: googleIds,
      jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    },
    apple: {
      issuers: ['https://appleid.apple.com'],
      audiences: list(env.APPLE_CLIENT_ID),
      jwksUri: 'https://appleid.apple.com/auth/keys',
      clientId: list(env.APPLE_CLIENT_ID)[0],
      redirectUri: env.APPLE_REDIRECT_URI || undefined,
      teamId: env.APPLE_TEAM_ID || undefined,
      keyId: env.APPLE_KEY_ID || undefined,
      // Env files often carry the PEM on one line with literal "\n".
      privateKey: env.APPLE_PRIVATE_KEY?.replace(/\\n/g, '\n') || undefined,
      tokenUrl: env.APPLE_TOKEN_URL || 'https://appleid.apple.com/auth/token',
      returnUrl: env.APPLE_RETURN_URL || '/',
    },
    facebook: {
      appId: env.FACEBOOK_APP_ID || undefined,
      appSecret: env.FACEBOOK_APP_SECRET || undefined,
      graphUrl: 'https://graph.facebook.com/v19.0',
    },
  };
}

/** The identity type profiles show: Google, Apple, Facebook, else the provider's own name. */
export function labelOf(provider: string): string {
  const known: Record<string, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };
  return known[provider] ?? provider;
}
