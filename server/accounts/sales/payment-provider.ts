/** What the checkout needs from a payment provider. The built-in test provider implements it; real ones plug in here. */
export interface PaymentProvider {
  /** The `paymentPartner` a subscription shows. */
  readonly name: string;
  readonly paymentMethodId: number;
  /** Parameters the browser needs before it can collect the card (a client token, a form URL...). */
  initialize(order: { orderNumber: string; amount: number; currency: string }): Promise<Record<string, string>>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Checks and keeps a new card for later charges (payment-method update); `paid` means saved. */
  saveCard(request: { token: string; idempotencyKey: string }): Promise<ChargeResult>;
  /** Completes a charge that asked for 3-D Secure, with the token the 3-D Secure page gave back. */
  confirm3ds(request: { reference: string; token: string; succeeded: boolean }): Promise<ChargeResult>;
}

export interface ChargeRequest {
  orderNumber: string;
  amount: number;
  currency: string;
  /** The card token from the browser, or a stored `paymentToken` for a renewal. */
  token: string;
  /** Same key, same charge: a retried call must not charge twice at the provider either. */
  idempotencyKey: string;
}

export type ChargeResult =
  /** `paymentToken`: a reusable token for this payment method, which the renewal job charges later. */
  | { outcome: 'paid'; reference: string; lastFour: string; paymentToken: string }
  | { outcome: 'declined'; reference: string; lastFour: string }
  | { outcome: 'requires_3ds'; reference: string; lastFour: string; redirectUrl: string };

/** The provider could not be reached or answered nonsense: nothing is known to be charged. */
export class ProviderUnavailable extends Error {}
