/**
 * What the checkout needs from a payment provider. The built-in test provider implements it; a real gateway plugs
 * in here. 3-D Secure: a charge may answer `requires_3ds` with the bank's page; the reader answers there, the
 * provider records the answer, and `confirm3ds` reads that record. Nothing the browser sends decides the outcome.
 */
export interface PaymentProvider {
  /** The `paymentPartner` a subscription shows. */
  readonly name: string;
  readonly paymentMethodId: number;
  /** Parameters the browser needs before it can collect the card (a client token, a form URL...). */
  initialize(order: { orderNumber: string; amount: number; currency: string }): Promise<Record<string, string>>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Checks and keeps a new card for later charges (payment-method update); `paid` means saved. */
  saveCard(request: { token: string; idempotencyKey: string; returnPath?: string }): Promise<ChargeResult>;
  /** Where the 3-D Secure check of a charge stands, by the charge's reference, as the provider recorded it. */
  challengeOutcome(reference: string): Promise<ChallengeOutcome>;
  /**
   * Completes a charge that asked for 3-D Secure: `paid` once the reader passed the check, `declined` once they
   * failed it (or the reference is unknown), `requires_3ds` again while the bank's page is still unanswered.
   */
  confirm3ds(request: { reference: string }): Promise<ChargeResult>;
  /**
   * What the provider did with a charge, by the idempotency key it was sent with (a 3-D Secure confirmation: by the
   * charge's reference); `undefined` when it never received one. Throws ProviderUnavailable when it cannot say.
   * The reconciliation asks it about a payment whose answer was lost (reconcile-payments.ts).
   */
  chargeOutcome(idempotencyKey: string): Promise<ChargeResult | undefined>;
}

export type ChallengeOutcome = 'pending' | 'approved' | 'declined' | 'unknown';

export interface ChargeRequest {
  orderNumber: string;
  amount: number;
  currency: string;
  /** The card token from the browser, or a stored `paymentToken` for a renewal. */
  token: string;
  /** Same key, same charge: a retried call must not charge twice at the provider either. */
  idempotencyKey: string;
  /** A path on the site the 3-D Secure page sends the reader back to once they answer. */
  returnPath?: string;
}

export type ChargeResult =
  /** `paymentToken`: a reusable token for this payment method, which the renewal job charges later. */
  | { outcome: 'paid'; reference: string; lastFour: string; paymentToken: string }
  | { outcome: 'declined'; reference: string; lastFour: string }
  | { outcome: 'requires_3ds'; reference: string; lastFour: string; redirectUrl: string };

/** The provider could not be reached or answered nonsense: nothing is known to be charged. */
export class ProviderUnavailable extends Error {}
