/**
 * Spec 2, 3: `paymentMethod.paymentPartner` of a subscription. 'SwG' marks one bought through Subscribe with
 * Google (Google sells and bills it); 'Shared' one a subscriber shares with a reader.
 */
export const SWG_PAYMENT_PARTNER = 'SwG';
export const SHARED_PAYMENT_PARTNER = 'Shared';

/** Whether a subscription (as the sales service answers it) is a Subscribe with Google one. */
export const isSwg = (sub: { paymentMethod?: { paymentPartner?: string | null } | null }): boolean =>
  sub.paymentMethod?.paymentPartner === SWG_PAYMENT_PARTNER;
