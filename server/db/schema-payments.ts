import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The built-in test provider's 3-D Secure pages: the reader's answer, kept where every process sees it. */
export const testPaymentChallenges = pgTable('test_payment_challenges', {
  reference: text('reference').primaryKey(),
  /** The test card number the challenge is for (never a real card: the test provider takes only its own). */
  card: text('card').notNull(),
  status: text('status').$type<'pending' | 'approved' | 'declined' | 'used'>().notNull(),
  /** Where the page sends the reader back to once they answer (a path on the site). */
  returnPath: text('return_path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

/**
 * Every charge the built-in test provider answered, by idempotency key: the same key answers the same result (never
 * a second charge), and `chargeOutcome` reads it back when a payment lost its record (reconcile-payments.ts).
 */
export const testPaymentCharges = pgTable('test_payment_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  orderNumber: text('order_number').notNull(),
  amount: integer('amount').notNull(),
  outcome: text('outcome').$type<'paid' | 'declined' | 'requires_3ds'>().notNull(),
  reference: text('reference').notNull(),
  lastFour: text('last_four').notNull(),
  paymentToken: text('payment_token'),
  redirectUrl: text('redirect_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
