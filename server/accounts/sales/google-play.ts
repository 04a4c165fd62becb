import { SignJWT, importPKCS8 } from 'jose';
import { z } from 'zod';

/** Subscribe with Google: which publications we sell through it and the service account that may ask Google. */
export interface SwgSettings {
  /** Publication ids (Google Play package names) whose purchases are accepted. */
  packageNames: string[];
  serviceAccount: { clientEmail: string; privateKey: string };
}

/** SWG_PUBLICATION_IDS (comma-separated) and GOOGLE_SERVICE_ACCOUNT_JSON (the key file); both or nothing. */
export function readSwgSettings(env: NodeJS.ProcessEnv): SwgSettings | undefined {
  const packageNames = (env.SWG_PUBLICATION_IDS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!packageNames.length || !env.GOOGLE_SERVICE_ACCOUNT_JSON) return undefined;
  const key = z
    .object({ client_email: z.string().min(1), private_key: z.string().min(1) })
    .parse(JSON.parse(env.GOOGLE_SERVICE_ACCOUNT_JSON));
  return { packageNames, serviceAccount: { clientEmail: key.client_email, privateKey: key.private_key } };
}

/** The subscription token fields of a Google purchase. */
export interface PlayPurchase {
  packageName: string;
  productId: string;
  purchaseToken: string;
}

export interface PlayEntitlement {
  /** `cancelled`: will not renew but readable until `expiresAt`; `ended`: gives nothing (expired, on hold, ...). */
  state: 'active' | 'cancelled' | 'grace' | 'ended';
  productId: string;
  expiresAt: Date;
  acknowledged: boolean;
  /** Who bought it, for Subscribe-with-Google purchases. */
  buyer?: { profileId: string; email?: string; givenName?: string; familyName?: string };
}

/** What the sales service needs from Google. `verify` answers undefined when Google does not know the purchase. */
export interface PlayVerifier {
  verify(purchase: PlayPurchase): Promise<PlayEntitlement | undefined>;
  /** Google refunds a subscription not acknowledged within three days. */
  acknowledge(purchase: PlayPurchase): Promise<void>;
}

/** Google could not be reached or answered nonsense. */
export class PlayUnavailable extends Error {}

const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const API = 'https://androidpublisher.googleapis.com/androidpublisher/v3/applications';
const SCOPE = 'https://www.googleapis.com/auth/androidpublisher';

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const purchaseV2 = z.looseObject({
  subscriptionState: z.string(),
  acknowledgementState: z.string().optional(),
  lineItems: z.array(z.looseObject({ productId: z.string(), expiryTime: z.iso.datetime({ offset: true }) })).min(1),
  subscribeWithGoogleInfo: z
    .looseObject({
      profileId: z.string().min(1),
      emailAddress: z.string().optional(),
      givenName: z.string().optional(),
      familyName: z.string().optional(),
    })
    .optional(),
});

const STATES: Record<string, PlayEntitlement['state']> = {
  SUBSCRIPTION_STATE_ACTIVE: 'active',
  SUBSCRIPTION_STATE_CANCELED: 'cancelled',
  SUBSCRIPTION_STATE_IN_GRACE_PERIOD: 'grace',
};

/** The Google Play Developer API (purchases.subscriptionsv2), signed in as a service account (JWT bearer grant). */
export class GooglePlayVerifier implements PlayVerifier {
  private token?: { value: string; until: number };

  constructor(private readonly settings: SwgSettings) {}

  async verify(purchase: PlayPurchase): Promise<PlayEntitlement | undefined> {
    const res = await this.call('GET', `${this.base(purchase)}/subscriptionsv2/tokens/${enc(purchase.purchaseToken)}`);
    if ([400, 404, 410].includes(res.status)) return undefined;
    const parsed = purchaseV2.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new PlayUnavailable('Google Play: unexpected purchase answer');
    const { subscriptionState, acknowledgementState, lineItems, subscribeWithGoogleInfo: info } = parsed.data;
    const expiresAt = new Date(Math.max(...lineItems.map((i) => Date.parse(i.expiryTime))));
    return {
      state: STATES[subscriptionState] ?? 'ended',
      productId: lineItems[0].productId,
      expiresAt,
      acknowledged: acknowledgementState !== 'ACKNOWLEDGEMENT_STATE_PENDING',
      buyer: info && {
        profileId: info.profileId,
        email: info.emailAddress,
        givenName: info.givenName,
        familyName: info.familyName,
      },
    };
  }

  async acknowledge(purchase: PlayPurchase): Promise<void> {
    const path = `${this.base(purchase)}/subscriptions/${enc(purchase.productId)}/tokens/${enc(purchase.purchaseToken)}`;
    await this.call('POST', `${path}:acknowledge`, '{}');
  }

  private base(purchase: PlayPurchase) {
    return `${API}/${enc(purchase.packageName)}/purchases`;
  }

  /** An authorised call; any answer but 2xx and the "unknown purchase" ones means Google is not usable now. */
  private async call(method: string, url: string, body?: string): Promise<Response> {
    const headers = { Authorization: `Bearer ${await this.accessToken()}`, 'Content-Type': 'application/json' };
    const res = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(10_000) }).catch((e: unknown) => {
      throw new PlayUnavailable(`Google Play unreachable: ${String(e)}`);
    });
    if (!res.ok && ![400, 404, 410].includes(res.status))
      throw new PlayUnavailable(`Google Play answered ${res.status}`);
    return res;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const { clientEmail, privateKey } = this.settings.serviceAccount;
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(clientEmail)
      .setAudience(TOKEN_URL)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importPKCS8(privateKey, 'RS256'));
    const res = await fetch(TOKEN_URL, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(10_000),
    }).catch((e: unknown) => {
      throw new PlayUnavailable(`Google OAuth unreachable: ${String(e)}`);
    });
    const parsed = tokenAnswer.safeParse(await res.json().catch(() => undefined));
    if (!res.ok || !parsed.success) throw new PlayUnavailable(`Google OAuth answered ${res.status}`);
    // A minute early, so a token never expires on its way to Google.
    this.token = { value: parsed.data.access_token, until: Date.now() + (parsed.data.expires_in - 60) * 1000 };
    return this.token.value;
  }
}

const enc = encodeURIComponent;
