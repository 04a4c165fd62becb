import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testPaymentChallenges, testPaymentCharges } from '../../db/schema-payments';
import {
  ProviderUnavailable,
  type ChallengeOutcome,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
} from './payment-provider';

/** Card numbers of the built-in test provider (documented in docs/accounts.md); it takes no other number. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  requires3ds: '4000000000003220',
  networkFailure: '4000000000000119',
} as const;

const KNOWN: readonly string[] = Object.values(TEST_CARDS);

/** The 3-D Secure page of a test charge (served by test-provider-pages.ts). */
export const challengePath = (reference: string) => `/dev/3ds/${reference}`;

/**
 * A provider with no outside service: the card number decides the outcome, and any number that is not one of its
 * test cards is declined. 3-D Secure answers and every result by idempotency key live in the database
 * (test_payment_challenges, test_payment_charges), so every process and a restart see them, as they would a real
 * provider's. Also records the charges this process made in `charges` (tests count them).
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'TestProvider';
  readonly paymentMethodId = 1;
  readonly charges: ChargeRequest[] = [];

  constructor(private readonly db: Db) {}

  async initialize(order: { orderNumber: string }): Promise<Record<string, string>> {
    return { parameter1: `test-${order.orderNumber}`, parameter2: 'Tarjeta de prueba' };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const { result, first } = await this.once(request);
    if (first && result.outcome === 'paid') this.charges.push(request);
    return result;
  }

  /** One result per idempotency key, kept by the database: of two calls with one key, the second gets the first's. */
  private async once(request: ChargeRequest): Promise<{ result: ChargeResult; first: boolean }> {
    const seen = await this.chargeOutcome(request.idempotencyKey);
    if (seen) return { result: seen, first: false };
    const result = await this.decide(request);
    const [recorded] = await this.db
      .insert(testPaymentCharges)
      .values({
        idempotencyKey: request.idempotencyKey,
        orderNumber: request.orderNumber,
        amount: request.amount,
        outcome: result.outcome,
        reference: result.reference,
        lastFour: result.lastFour,
        paymentToken: result.outcome === 'paid' ? result.paymentToken : null,
        redirectUrl: result.outcome === 'requires_3ds' ? result.redirectUrl : null,
      })
      .onConflictDoNothing()
      .returning();
    if (recorded) return { result, first: true };
    return { result: (await this.chargeOutcome(request.idempotencyKey)) ?? result, first: false };
  }

  async chargeOutcome(idempotencyKey: string): Promise<ChargeResult | undefined> {
    const [row] = await this.db
      .select()
      .from(testPaymentCharges)
      .where(eq(testPaymentCharges.idempotencyKey, idempotencyKey));
    if (!row) return undefined;
    const { reference, lastFour } = row;
    if (row.outcome === 'paid') return { outcome: 'paid', reference, lastFour, paymentToken: row.paymentToken ?? '' };
    if (row.outcome === 'requires_3ds')
      return { outcome: 'requires_3ds', reference, lastFour, redirectUrl: row.redirectUrl ?? challengePath(reference) };
    return { outcome: 'declined', reference, lastFour };
  }

  private async decide(request: ChargeRequest): Promise<ChargeResult> {
    // A stored payment token is the card number behind a prefix: the test provider keeps no vault.
    const card = request.token.replace(/\s+/g, '').replace(/^test-card-/, '');
    const lastFour = /^\d{4,}$/.test(card) ? card.slice(-4) : '';
    const reference = randomUUID();
    if (!KNOWN.includes(card) || card === TEST_CARDS.declined) return { outcome: 'declined', reference, lastFour };
    if (card === TEST_CARDS.networkFailure) throw new ProviderUnavailable('test provider: network failure');
    // A stored token was verified when it was saved: its later charges (renewals) are merchant-initiated, no check.
    const stored = request.token.startsWith('test-card-');
    if (card === TEST_CARDS.requires3ds && !stored) {
      await this.db
        .insert(testPaymentChallenges)
        .values({ reference, card, status: 'pending', returnPath: request.returnPath ?? null });
      return { outcome: 'requires_3ds', reference, lastFour, redirectUrl: challengePath(reference) };
    }
    return { outcome: 'paid', reference, lastFour, paymentToken: `test-card-${card}` };
  }

  async saveCard(request: { token: string; idempotencyKey: string; returnPath?: string }): Promise<ChargeResult> {
    // Same card rules as a charge, but nothing is counted as charged.
    return (await this.once({ orderNumber: 'card', amount: 0, currency: 'COP', ...request })).result;
  }

  async challengeOutcome(reference: string): Promise<ChallengeOutcome> {
    const [row] = await this.db
      .select({ status: testPaymentChallenges.status })
      .from(testPaymentChallenges)
      .where(eq(testPaymentChallenges.reference, reference));
    if (!row) return 'unknown';
    return row.status === 'used' ? 'approved' : row.status;
  }

  async confirm3ds({ reference }: { reference: string }): Promise<ChargeResult> {
    // Spends an approval once (conditional update): two confirmations of one challenge charge once. The charge is
    // recorded with it, under the reference, so a confirmation whose answer was lost can be looked up.
    const used = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(testPaymentChallenges)
        .set({ status: 'used' })
        .where(and(eq(testPaymentChallenges.reference, reference), eq(testPaymentChallenges.status, 'approved')))
        .returning();
      if (row)
        await tx.insert(testPaymentCharges).values({
          idempotencyKey: reference,
          orderNumber: '3ds',
          amount: 0,
          outcome: 'paid',
          reference,
          lastFour: row.card.slice(-4),
          paymentToken: `test-card-${row.card}`,
        });
      return row;
    });
    if (used) {
      this.charges.push({
        orderNumber: '3ds',
        amount: 0,
        currency: 'COP',
        token: used.card,
        idempotencyKey: reference,
      });
      return { outcome: 'paid', reference, lastFour: used.card.slice(-4), paymentToken: `test-card-${used.card}` };
    }
    const lastFour = TEST_CARDS.requires3ds.slice(-4);
    if ((await this.challengeOutcome(reference)) === 'pending')
      return { outcome: 'requires_3ds', reference, lastFour, redirectUrl: challengePath(reference) };
    return { outcome: 'declined', reference, lastFour };
  }

  /** The reader's answer on the challenge page; only a pending challenge takes one. Answers where to go next. */
  async answerChallenge(reference: string, approve: boolean): Promise<{ returnPath: string | null } | undefined> {
    const [row] = await this.db
      .update(testPaymentChallenges)
      .set({ status: approve ? 'approved' : 'declined', decidedAt: new Date() })
      .where(and(eq(testPaymentChallenges.reference, reference), eq(testPaymentChallenges.status, 'pending')))
      .returning({ returnPath: testPaymentChallenges.returnPath });
    return row;
  }
}
