import { randomUUID } from 'node:crypto';
import { ProviderUnavailable, type ChargeRequest, type ChargeResult, type PaymentProvider } from './payment-provider';

/** Card numbers of the built-in test provider (documented in docs/accounts.md). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  requires3ds: '4000000000003220',
  networkFailure: '4000000000000119',
} as const;

/** A provider with no outside service: the card number decides the outcome. Records every charge it makes. */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'TestProvider';
  readonly paymentMethodId = 1;
  readonly charges: ChargeRequest[] = [];
  private readonly pending3ds = new Map<string, ChargeRequest>();
  private readonly byKey = new Map<string, ChargeResult>();

  async initialize(order: { orderNumber: string }): Promise<Record<string, string>> {
    return { parameter1: `test-${order.orderNumber}`, parameter2: 'Tarjeta de prueba' };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const seen = this.byKey.get(request.idempotencyKey);
    if (seen) return seen;
    // A stored payment token is the card number behind a prefix: the test provider keeps no vault.
    const card = request.token.replace(/\s+/g, '').replace(/^test-card-/, '');
    const lastFour = card.slice(-4);
    const reference = randomUUID();
    if (card === TEST_CARDS.networkFailure) throw new ProviderUnavailable('test provider: network failure');
    let result: ChargeResult;
    if (card === TEST_CARDS.declined) result = { outcome: 'declined', reference, lastFour };
    else if (card === TEST_CARDS.requires3ds) {
      this.pending3ds.set(reference, request);
      result = { outcome: 'requires_3ds', reference, lastFour, redirectUrl: `/dev/3ds/${reference}` };
    } else {
      this.charges.push(request);
      result = { outcome: 'paid', reference, lastFour, paymentToken: `test-card-${card}` };
    }
    this.byKey.set(request.idempotencyKey, result);
    return result;
  }

  async saveCard({ token, idempotencyKey }: { token: string; idempotencyKey: string }): Promise<ChargeResult> {
    // Same card rules as a charge, but nothing is recorded as charged.
    const result = await this.charge({ orderNumber: 'card', amount: 0, currency: 'COP', token, idempotencyKey });
    if (result.outcome === 'paid') this.charges.pop();
    return result;
  }

  async confirm3ds({ reference, token, succeeded }: { reference: string; token: string; succeeded: boolean }) {
    const request = this.pending3ds.get(reference);
    const lastFour = request?.token.slice(-4) ?? '';
    if (!request || !(succeeded || token === 'approved')) return { outcome: 'declined' as const, reference, lastFour };
    this.pending3ds.delete(reference);
    this.charges.push(request);
    return { outcome: 'paid' as const, reference, lastFour, paymentToken: `test-card-${request.token}` };
  }
}
