import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Profile fields kept as one document: the identity service returns them as they were saved. */
export interface StoredProfile {
  firstName?: string;
  lastName?: string;
  secondLastName?: string;
  displayName?: string;
  gender?: string;
  picture?: string;
  legacyId?: string;
  birthYear?: string;
  birthMonth?: string;
  birthDay?: string;
  contacts?: { phone: string; type: string }[];
  addresses?: Address[];
  attributes?: { name: string; value: string; type: string }[];
}

export interface Address {
  line1: string;
  line2?: string;
  locality: string;
  region?: string;
  postal?: string;
  country: string;
  type?: string;
}

/** One reader account for the whole organisation (all six sites). */
export const accountUsers = pgTable(
  'account_users',
  {
    id: text('id').primaryKey(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    profile: jsonb('profile').$type<StoredProfile>().notNull(),
    status: text('status').$type<'active' | 'blocked' | 'deactivated'>().notNull().default('active'),
    failedLogins: integer('failed_logins').notNull().default(0),
    failedLoginsSince: timestamp('failed_logins_since', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_users_user_name').on(sql`lower(${t.userName})`),
    uniqueIndex('account_users_email').on(sql`lower(${t.email})`),
  ],
);

/**
 * Failed password logins for names that belong to no account, counted like an account's own (`failed_logins`),
 * so an unknown name is locked after the same failures and answers like a real one (no enumeration).
 */
export const accountLoginFailures = pgTable('account_login_failures', {
  name: text('name').primaryKey(),
  failures: integer('failures').notNull().default(0),
  since: timestamp('since', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** A login session: every refresh token of one login shares it (the "family" revoked on reuse or logout). */
export const accountSessions = pgTable(
  'account_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('account_sessions_user').on(t.userId)],
);

/** Refresh tokens are stored only as their SHA-256; `usedAt` makes each single-use. */
export const accountRefreshTokens = pgTable(
  'account_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_refresh_tokens_session').on(t.sessionId)],
);

/** Reset, magic-link and email-verification nonces: hashed, single-use, expiring. */
export const accountNonces = pgTable('account_nonces', {
  nonceHash: text('nonce_hash').primaryKey(),
  kind: text('kind').$type<'reset' | 'magic' | 'verify' | 'anonymize'>().notNull(),
  userId: text('user_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Mails waiting to be sent (or, outside production, shown at /dev/mailbox). */
export const accountOutbox = pgTable('account_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const accountAudit = pgTable(
  'account_audit',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id'),
    event: text('event').notNull(),
    source: text('source'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_audit_user').on(t.userId, t.at)],
);

/** Carts belong to a reader (`user:<uuid>`) or to an anonymous browser (the cart cookie's id). */
/** One row per attempt to charge an order; at most one can be `paid` (unique partial index). */
/** Status: 1 active, 2 terminated, 3 cancelled (readable until period end), 4 grace period, 5 payment pending. */
/** Newsletter sign-ups (spec 3, 5): one row per address and site, with when consent was given. */
export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    site: text('site').notNull(),
    origin: text('origin').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('newsletter_signups_email_site').on(sql`lower(${t.email})`, t.site)],
);

/** AMP reader ids linked to an account, so AMP pages can ask whether that reader may read. */
export const ampReaders = pgTable(
  'amp_readers',
  {
    ampReaderId: text('amp_reader_id').primaryKey(),
    userId: text('user_id').notNull(),
    /** Which of the account's AMP_DEVICES places the link holds: the unique (user, slot) pair caps the links. */
    slot: integer('slot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('amp_readers_user').on(t.userId),
    uniqueIndex('amp_readers_user_slot').on(t.userId, t.slot),
    check('amp_readers_slot_range', sql`${t.slot} BETWEEN 1 AND 4`),
  ],
);

/** Sign-in identities other than the password (OIDC providers such as Google, Apple, subscribe-with-Google). */
export const accountIdentities = pgTable(
  'account_identities',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    provider: text('provider').notNull(),
    /** The provider's stable id for the person (`sub` of the ID token). */
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_identities_provider_subject').on(t.provider, t.subject),
    index('account_identities_user').on(t.userId),
  ],
);

/** Reader avatars (JPEG, at most 3 MB), kept in the database so every process serves the same picture. */
export const accountAvatars = pgTable('account_avatars', {
  userId: text('user_id').primaryKey(),
  contentType: text('content_type').notNull(),
  /** Base64 of the image bytes. */
  data: text('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A subscription bought as a gift: the recipient redeems it with a code stored hashed. */
