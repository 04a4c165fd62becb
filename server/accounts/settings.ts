import { randomBytes } from 'node:crypto';
import { readSwgSettings, type SwgSettings } from './sales/google-play';
import { readOidcSettings, type OidcSettings } from './identity/oidc-settings';
import { buildEnvironment } from '../../contracts/paywall';

/** Throwaway-mail services: an account there cannot receive a reset or a receipt for long. */
const DISPOSABLE_DOMAINS = ['mailinator.com', 'yopmail.com', 'guerrillamail.com', '10minutemail.com', 'tempmail.com'];

/** Switches and limits of the accounts services; tests pass their own. */
export interface AccountsSettings {
  jwtSecret: Uint8Array;
  accessTokenSeconds: number;
  /** Refresh-token lifetime with "remember me" and without it. */
  refreshTokenSeconds: { remembered: number; session: number };
  recaptcha: { signin: boolean; signup: boolean; magicLink: boolean; resetPassword: boolean; checkout: boolean };
  /**
   * Google siteverify (RECAPTCHA_SECRET); without a secret only the token's presence is checked. `siteKey` is what
   * the forms load the v3 script with (RECAPTCHA_SITE_KEY); `sites` (RECAPTCHA_SITES, site slugs) limits the
   * switches above to those sites; unset, they hold on every site.
   */
  recaptchaVerify: { secret?: string; minScore: number; siteKey?: string; sites?: string[] };
  /** Notification and data-update services (spec 2, 7); without a URL nothing is sent. */
  notifications: {
    url?: string;
    token?: string;
    dataUpdateUrl?: string;
    newsletterKey?: string;
    /** Where contact-form messages go by mail while the notification service is not configured (CONTACT_MAILBOX). */
    contactMailbox?: string;
  };
  /**
   * The newsletter service (spec 2, 7): its sandbox and production hosts, picked by the build environment (APP_ENV),
   * and the paths of the sign-up, the consent record and the address lookup. Without a host nothing is sent.
   */
  newsletterService: {
    environment: string;
    hosts: { sandbox?: string; production?: string };
    signupPath?: string;
    consentPath?: string;
    addressPath?: string;
  };
  /** Meta's Conversions API (META_PIXEL_ID, META_CONVERSIONS_TOKEN); without both no event is sent. */
  conversions: { pixelId?: string; accessToken?: string; apiVersion: string };
  /** The CRM's customer-segment service (spec 2, 7; CUSTOMER_SEGMENTS_URL and _TOKEN); unset, readers have none. */
  segments: { url?: string; token?: string };
  throttle: {
    failedLogins: number;
    lockMinutes: number;
    attemptsPerMinute: number;
    /** Sign-ups per source address and per e-mail address, per hour. */
    signupsPerHour: number;
    signupsPerEmailPerHour: number;
    /** Reset, magic-link and verification mails per account per hour, whatever address asks. */
    mailsPerAccountPerHour: number;
  };
  /** Email domains refused at sign-up and email change (300041): throwaway-mail services by default. */
  blockedEmailDomains: string[];
  /** Origins allowed besides the six sites' hosts (outside production: any http://localhost:* as well). */
  extraOrigins: string[];
  /** Subscribe with Google (SWG_PUBLICATION_IDS, GOOGLE_SERVICE_ACCOUNT_JSON); unset: the /swg calls answer 503. */
  swg?: SwgSettings;
  /** OpenID Connect providers and the social grant types (google, apple, facebook) of the login call. */
  oidc: OidcSettings;
  /** ALLOW_TEST_PAYMENTS: with APP_ENV=production the built-in test payment provider runs only when this is set. */
  allowTestPayments: boolean;
  /**
   * REQUIRE_EMAIL_VERIFICATION: a password login needs a confirmed address (130051, spec 2, 8) and sign-up starts no
   * session. Off by default (the spec names the code, not the sites that want it).
   */
  requireVerifiedEmail: boolean;
  /**
   * The payment reconciliation (reconcile-payments.ts): how often it runs (PAYMENT_RECONCILE_EVERY_MS) and how long
   * an order must have been `Processing` before it asks the provider (PAYMENT_RECONCILE_AFTER_MS), longer than a
   * finalise call may take so that one still in flight is left alone.
   */
  reconcile: { everyMs: number; afterMs: number };
}

const ms = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

export function readAccountsSettings(
  production: boolean,
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AccountsSettings> = {},
): AccountsSettings {
  const secret = env.JWT_SECRET;
  if (!secret && production) throw new Error('JWT_SECRET is required in production');
  if (secret && secret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  const flag = (name: string) => env[name] === '1' || env[name] === 'true';
  return {
    // Without a configured secret every restart logs readers out: acceptable only outside production.
    jwtSecret: secret ? new TextEncoder().encode(secret) : randomBytes(32),
    accessTokenSeconds: 15 * 60,
    refreshTokenSeconds: { remembered: 30 * 24 * 3600, session: 24 * 3600 },
    recaptcha: {
      signin: flag('RECAPTCHA_SIGNIN'),
      signup: flag('RECAPTCHA_SIGNUP'),
      magicLink: flag('RECAPTCHA_MAGIC_LINK'),
      resetPassword: flag('RECAPTCHA_RESET_PASSWORD'),
      checkout: flag('RECAPTCHA_CHECKOUT'),
    },
    recaptchaVerify: {
      secret: env.RECAPTCHA_SECRET || undefined,
      minScore: Number(env.RECAPTCHA_MIN_SCORE ?? 0.5),
      siteKey: env.RECAPTCHA_SITE_KEY || undefined,
      sites: env.RECAPTCHA_SITES ? env.RECAPTCHA_SITES.split(',').map((s) => s.trim()) : undefined,
    },
    notifications: {
      url: env.NOTIFICATION_URL || undefined,
      token: env.NOTIFICATION_TOKEN || undefined,
      dataUpdateUrl: env.DATA_UPDATE_URL || undefined,
      newsletterKey: env.NOTIFICATION_NEWSLETTER_KEY || undefined,
      contactMailbox: env.CONTACT_MAILBOX || undefined,
    },
    newsletterService: {
      environment: buildEnvironment(env.APP_ENV),
      hosts: { sandbox: env.NEWSLETTER_SANDBOX_URL || undefined, production: env.NEWSLETTER_URL || undefined },
      signupPath: env.NEWSLETTER_SIGNUP_PATH || undefined,
      consentPath: env.NEWSLETTER_CONSENT_PATH || undefined,
      addressPath: env.NEWSLETTER_ADDRESS_PATH || undefined,
    },
    conversions: {
      pixelId: env.META_PIXEL_ID || undefined,
      accessToken: env.META_CONVERSIONS_TOKEN || undefined,
      apiVersion: env.META_GRAPH_VERSION || 'v21.0',
    },
    segments: { url: env.CUSTOMER_SEGMENTS_URL || undefined, token: env.CUSTOMER_SEGMENTS_TOKEN || undefined },
    throttle: {
      failedLogins: 5,
      lockMinutes: 15,
      attemptsPerMinute: 30,
      signupsPerHour: 10,
      signupsPerEmailPerHour: 3,
      mailsPerAccountPerHour: 3,
    },
    blockedEmailDomains: (env.EMAIL_BLOCKED_DOMAINS ?? DISPOSABLE_DOMAINS.join(','))
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
    extraOrigins: (env.ACCOUNTS_ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    swg: readSwgSettings(env),
    oidc: readOidcSettings(env, production),
    allowTestPayments: flag('ALLOW_TEST_PAYMENTS'),
    requireVerifiedEmail: flag('REQUIRE_EMAIL_VERIFICATION'),
    // Every 15 s, orders idle 30 s (past the server's 30 s request time-out): an interrupted payment within a minute.
    reconcile: {
      everyMs: Math.max(100, ms(env.PAYMENT_RECONCILE_EVERY_MS, 15_000)),
      afterMs: ms(env.PAYMENT_RECONCILE_AFTER_MS, 30_000),
    },
    ...overrides,
  };
}
