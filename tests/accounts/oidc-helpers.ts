import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';

/** What the local provider says about each person it signs in (by login name = subject). */
export type Person = { email?: string; email_verified?: boolean; given_name?: string };

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  people: Map<string, Person>;
  close: () => Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free local port, with its development login and
 * consent pages, one confidential client for our server, PKCE required. No network beyond 127.0.0.1.
 */
export async function startLocalProvider(redirectUri: string): Promise<LocalProvider> {
  const people = new Map<string, Person>();
  let handler: Parameters<typeof createServer>[1] = (_req, res) => res.end();
  const server: Server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'semana-web';
  const clientSecret = 'a-long-test-client-secret-for-semana';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...people.get(sub) }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name'] },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['local-provider-cookie-key'] },
    pkce: { required: () => true },
  });
  handler = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    people,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A minimal cookie jar: name=value per host, enough to carry the provider's interaction cookies. */
export class Jar {
  private readonly cookies = new Map<string, Map<string, string>>();

  take(url: string, res: Response): void {
    const host = new URL(url).host;
    const jar = this.cookies.get(host) ?? new Map<string, string>();
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), value);
    }
    this.cookies.set(host, jar);
  }

  header(url: string): string {
    const jar = this.cookies.get(new URL(url).host) ?? new Map<string, string>();
    return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get(url: string, name: string): string | undefined {
    return this.cookies.get(new URL(url).host)?.get(name);
  }
}

/** One request without following redirects, cookies from and into the jar. */
export async function step(jar: Jar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set('cookie', cookie);
  const res = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.take(url, res);
  return res;
}

/**
 * Drives the provider from its authorization URL to the redirect back to us, logging in as `login` and
 * consenting through the development pages. Answers the URL the provider sends the browser to.
 */
export async function signInAtProvider(jar: Jar, authorizationUrl: string, login: string): Promise<string> {
  let url = authorizationUrl;
  for (let hops = 0; hops < 12; hops++) {
    const res = await step(jar, url);
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      if (!url.startsWith(new URL(authorizationUrl).origin)) return url;
      continue;
    }
    const page = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!prompt) throw new Error(`unexpected provider page (${res.status}): ${page.slice(0, 300)}`);
    const form = new URLSearchParams({ prompt, login, password: 'any' });
    const posted = await step(jar, url, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    url = new URL(posted.headers.get('location') ?? '', url).href;
  }
  throw new Error('too many redirects at the provider');
}

/** A signing key of our own, served as a JWKS (by msw) in place of Google's or Apple's. */
export async function testSigner(issuer: string, audience: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const sign = (claims: Record<string, unknown>, opts: { aud?: string; iss?: string; expiresIn?: string } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(opts.iss ?? issuer)
      .setAudience(opts.aud ?? audience)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '10m')
      .sign(privateKey);
  return { jwks: { keys: [jwk] }, sign };
}
