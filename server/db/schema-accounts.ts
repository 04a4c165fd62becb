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

export interface CartItem {
  sku: string;
  quantity: number;
  priceCode: string;
  name: string;
  price: number;
}

/** Carts belong to a reader (`user:<uuid>`) or to an anonymous browser (the cart cookie's id). */
export const salesCarts = pgTable('sales_carts', {
  id: text('id').primaryKey(),
  site: text('site').notNull(),
  items: jsonb('items').$type<CartItem[]>().notNull(),
  billingAddress: jsonb('billing_address').$type<Partial<Address>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OrderStatus = 'Pending' | 'Processing' | 'Pending3DS' | 'Paid' | 'Cancelled';

export interface OrderCustomer {
  email: string;
  phone?: string;
  firstName?: string;
  lastName?: string;
  secondLastName?: string;
  billingAddress?: Partial<Address>;
  shippingAddress?: Partial<Address>;
}

export const salesOrders = pgTable(
  'sales_orders',
  {
    orderNumber: text('order_number').primaryKey(),
    site: text('site').notNull(),
    userId: text('user_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    items: jsonb('items').$type<CartItem[]>().notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    customer: jsonb('customer').$type<OrderCustomer>().notNull(),
    subscriptionId: integer('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_orders_user').on(t.userId, t.createdAt.desc()),
    // One open order per reader and site: a double click answers the same order (docs/decisions/0016).
    uniqueIndex('sales_orders_one_open')
      .on(t.site, t.userId)
      .where(sql`${t.status} in ('Pending', 'Processing', 'Pending3DS')`),
  ],
);

export type PaymentStatus = 'processing' | 'requires_3ds' | 'paid' | 'declined' | 'failed';

/** One row per attempt to charge an order; at most one can be `paid` (unique partial index). */
export const salesPayments = pgTable(
  'sales_payments',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    paymentMethodId: integer('payment_method_id').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    providerReference: text('provider_reference'),
    lastFour: text('last_four'),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_payments_order').on(t.orderNumber),
    uniqueIndex('sales_payments_one_paid')
      .on(t.orderNumber)
      .where(sql`${t.status} = 'paid'`),
  ],
);

export interface SubscriptionEvent {
  eventType: string;
  eventDateUTC: number;
  details?: string;
}

/** Status: 1 active, 2 terminated, 3 cancelled (readable until period end), 4 grace period, 5 payment pending. */
export const salesSubscriptions = pgTable(
  'sales_subscriptions',
  {
    id: serial('id').primaryKey(),
    site: text('site').notNull(),
    userId: text('user_id').notNull(),
    sku: text('sku').notNull(),
    priceCode: text('price_code').notNull(),
    productName: text('product_name').notNull(),
    status: integer('status').notNull(),
    orderNumber: text('order_number').notNull(),
    paymentPartner: text('payment_partner').notNull(),
    paymentMethodId: integer('payment_method_id').notNull(),
    lastFour: text('last_four'),
    billingAddress: jsonb('billing_address').$type<Partial<Address>>(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelReason: text('cancel_reason'),
    /** The provider's reusable payment-method token the renewal job charges. */
    paymentToken: text('payment_token'),
    /** Failed renewal charges since the last success (status 4 while retries remain). */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    /** When the renewal job next charges (period end, then the retry schedule). */
    nextRenewalAt: timestamp('next_renewal_at', { withTimezone: true }),
    events: jsonb('events').$type<SubscriptionEvent[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_subscriptions_user').on(t.userId),
    uniqueIndex('sales_subscriptions_order').on(t.orderNumber),
    index('sales_subscriptions_due').on(t.status, t.nextRenewalAt),
    // One plan held per reader and site (status 1, 4, 5); shared and Google subscriptions are exempt.
    uniqueIndex('sales_subscriptions_one_held')
      .on(t.site, t.userId)
      .where(sql`${t.status} in (1, 4, 5) and ${t.paymentPartner} not in ('Shared', 'google')`),
  ],
);

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

/** Invitations to share a subscription: the redeem code is stored hashed; `associateSubscriptionId` once redeemed. */
export const salesShares = pgTable(
  'sales_shares',
  {
    id: serial('id').primaryKey(),
    parentSubscriptionId: integer('parent_subscription_id').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    associateSubscriptionId: integer('associate_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_shares_code').on(t.codeHash),
    index('sales_shares_parent').on(t.parentSubscriptionId),
    // One invitation per address and subscription (migration 0017).
    uniqueIndex('sales_shares_parent_email').on(t.parentSubscriptionId, sql`lower(${t.email})`),
  ],
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
export const salesGifts = pgTable(
  'sales_gifts',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id').notNull(),
    giverUserId: text('giver_user_id').notNull(),
    recipient: jsonb('recipient').$type<Record<string, string>>().notNull(),
    codeHash: text('code_hash').notNull(),
    redeemedBy: text('redeemed_by'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sales_gifts_code').on(t.codeHash), uniqueIndex('sales_gifts_subscription').on(t.subscriptionId)],
);
