import { useEffect, useState } from 'react';
import { identityConfig, textSetting, type IdentityConfig } from '../identity-config';
import { startAppleSignIn } from '../social/apple';
import { oidcProviders, signInWithOidc, type OidcProvider } from '../social/oidc';
import { googlePlatformSdk, usesGooglePlatform } from '../social/legacy-google';
import { facebookSdk, googleSdk, type SocialSdk } from '../social/sdks';
import { socialLogin } from '../social/social-login';
import { FormStatus } from './Field';
import { useSubmit } from './submit';

interface SocialSignInProps {
  redirect: string;
  /** The providers' browser SDKs; tests and stories pass fakes. By default the site's (siteSdks). */
  sdks?: readonly SocialSdk[];
}

/** Google's button signs in with the library the site chose (Identity Services unless it says legacy-platform). */
const siteSdks = (config: IdentityConfig | undefined): readonly SocialSdk[] => [
  usesGooglePlatform(config) ? googlePlatformSdk : googleSdk,
  facebookSdk,
];

type SdkButton = { sdk: SocialSdk; clientId: string };

/**
 * Spec 2, 1: social and OpenID Connect sign-in. A button per provider the identity service signs in with (in a
 * pop-up the page watches, S2-310, or by leaving for the provider when pop-ups are blocked), then the SDK buttons of the providers whose client id the
 * site has and that are not already offered through OpenID Connect, then Apple's (decision 0045). Nothing shows
 * until the service answers.
 */
export function SocialSignIn({ redirect, sdks }: SocialSignInProps) {
  const [providers, setProviders] = useState<OidcProvider[]>([]);
  const [sdkButtons, setSdkButtons] = useState<SdkButton[]>([]);
  const [apple, setApple] = useState(false);
  const { state, run } = useSubmit();

  useEffect(() => {
    let live = true;
    void Promise.all([oidcProviders(), identityConfig()]).then(([oidc, config]) => {
      if (!live) return;
      setProviders(oidc);
      const viaOidc = new Set(oidc.map((p) => p.name));
      const withIds = (sdks ?? siteSdks(config)).map((sdk) => ({
        sdk,
        clientId: textSetting(config, sdk.clientIdKey),
      }));
      setSdkButtons(withIds.filter((b) => b.clientId && !viaOidc.has(b.sdk.grantType)));
      // Apple's code flow goes through the service (its client id set) unless Apple is an OpenID Connect entry.
      setApple(textSetting(config, 'appleClientId') !== '' && !viaOidc.has('apple'));
    });
    return () => {
      live = false;
    };
  }, [sdks]);

  if (providers.length === 0 && sdkButtons.length === 0 && !apple) return null;
  const busy = state.status === 'loading' || state.status === 'done';
  const signInWith = ({ sdk, clientId }: SdkButton) =>
    void run(async () => {
      await socialLogin(sdk, clientId);
      window.location.assign(redirect);
    });
  return (
    <div className="sign-in__social" role="group" aria-label="Ingresar con otra cuenta">
      {providers.map((p) => (
        <button
          key={p.name}
          type="button"
          className="sign-in__social-button"
          disabled={busy}
          onClick={() => void run(() => signInWithOidc(p, redirect))}
        >
          Ingresar con {p.type}
        </button>
      ))}
      {sdkButtons.map((b) => (
        <button
          key={b.sdk.grantType}
          type="button"
          className="sign-in__social-button"
          disabled={busy}
          onClick={() => signInWith(b)}
        >
          Ingresar con {b.sdk.label}
        </button>
      ))}
      {apple && (
        <button
          type="button"
          className="sign-in__social-button"
          disabled={busy}
          onClick={() => void run(() => startAppleSignIn(redirect))}
        >
          Ingresar con Apple
        </button>
      )}
      <FormStatus error={state.status === 'error' ? state.message : undefined} />
    </div>
  );
}
