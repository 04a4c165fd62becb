import { readerStore } from '../../../runtime/context';
import { FormError } from '../forms/submit';
import { loadReader, markSignInPending } from '../reader-session';
import { SOCIAL_POPUP_LANDING, signInPopup } from './popup';

/** A provider the identity service signs in with (GET /v2/oidc/provider/login): its name, label and start. */
export interface OidcProvider {
  name: string;
  type: string;
  url: string;
}

const isProvider = (value: unknown): value is OidcProvider => {
  const p = value as Partial<OidcProvider> | null;
  return typeof p?.name === 'string' && typeof p.type === 'string' && typeof p.url === 'string';
};

/** The configured OpenID Connect providers; none when the service cannot say (the forms still work). */
export async function oidcProviders(fetchImpl: typeof fetch = fetch): Promise<OidcProvider[]> {
  try {
    const res = await fetchImpl('/identity/public/v2/oidc/provider/login', { credentials: 'same-origin' });
    const body = (res.ok ? await res.json() : null) as { providers?: unknown } | null;
    return Array.isArray(body?.providers) ? body.providers.filter(isProvider) : [];
  } catch {
    return [];
  }
}

/**
 * Leaves for the provider. The service signs the reader in on the way back (HttpOnly cookies) and returns to
 * `redirect`; the mark left here tells that page to load the profile and remember who signed in.
 */
export function startOidcSignIn(provider: OidcProvider, redirect: string): void {
  markSignInPending();
  window.location.assign(`${provider.url}?returnTo=${encodeURIComponent(redirect)}`);
}

/**
 * Spec 2, 9 (S2-310): signs in through a pop-up, so the page stays where it is. Once the pop-up is done (checked
 * every second) the page asks the service who is signed in, then goes on to `redirect`. A blocked pop-up falls back
 * to leaving for the provider in this tab. Fails when the reader came back without signing in.
 */
export async function signInWithOidc(
  provider: OidcProvider,
  redirect: string,
  opener: (url: string) => Promise<void> | null = signInPopup,
): Promise<void> {
  const trip = opener(`${provider.url}?returnTo=${encodeURIComponent(SOCIAL_POPUP_LANDING)}`);
  if (!trip) return startOidcSignIn(provider, redirect);
  await trip;
  markSignInPending();
  await loadReader();
  if (!readerStore.get().loggedIn) throw new FormError(`No fue posible ingresar con ${provider.type}.`);
  window.location.assign(redirect);
}
