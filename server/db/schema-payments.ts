import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
