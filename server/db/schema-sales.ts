// The sales service's tables: carts, orders, payments, subscriptions, shares, gifts (readers: schema-accounts.ts).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Address } from './schema-accounts';

export interface CartItem {
  sku: string;
  quantity: number;
  priceCode: string;
  name: string;
  price: number;
}

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
    /** A new card's 3-D Secure challenge, until the reader answers it (any process may get the answer). */
    pendingCardReference: text('pending_card_reference'),
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
      .where(sql`${t.status} in (1, 4, 5) and ${t.paymentPartner} not in ('Shared', 'SwG')`),
  ],
);

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
