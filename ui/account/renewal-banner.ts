/** The two variants of spec 2, 2; the flag is "the renewal failed and the plan is still in its grace period". */
export const UPDATE_PAYMENT = 'Actualizar datos de pago';
export const RENEW_NOW = 'Renuévela ahora';
export const bannerAction = (paymentFailed: boolean) => (paymentFailed ? UPDATE_PAYMENT : RENEW_NOW);

/** A subscription as the banner needs it (the sales SDK's shape). */
export interface BannerPlan {
  subscriptionID: number;
  statusID: number;
}

/** Statuses that let the reader read (spec 2, 4). */
const READABLE = [1, 3, 4, 5];

export type RenewalNotice = { paymentFailed: true; subscriptionID: number } | { paymentFailed: false } | null;

/**
 * Which banner a reader sees (decision 0026): a plan whose renewal was declined (status 4) asks for a new card;
 * a reader whose plans all ended (status 2) and who reads nothing now is asked to renew; anyone else sees none.
 */
export function renewalNotice(plans: readonly BannerPlan[]): RenewalNotice {
  const failed = plans.find((p) => p.statusID === 4);
  if (failed) return { paymentFailed: true, subscriptionID: failed.subscriptionID };
  if (plans.some((p) => p.statusID === 2) && !plans.some((p) => READABLE.includes(p.statusID)))
    return { paymentFailed: false };
  return null;
}

/** Where the card of a plan is changed (the subscriptions page opens its form). */
export const CARD_PARAM = 'tarjeta';
export const cardChangePath = (subscriptionID: number) =>
  `/autogestion/mis-suscripciones/?${CARD_PARAM}=${subscriptionID}`;
export const RENEW_PATH = '/suscripciones-online/?offerId=466';
