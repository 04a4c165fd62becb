/** Spec 1, 2.2 and 9: the promo button opens the store with offer 466. */
export const SUBSCRIBE_OFFER_ID = 466;
export const SUBSCRIBE_HREF = `/suscripciones-online/?offerId=${SUBSCRIBE_OFFER_ID}`;

/** Spec 1, 2.2: the self-service area. */
export const SELF_SERVICE_LINKS = [
  { text: 'Mi perfil', link: '/autogestion/perfil/' },
  { text: 'Datos de acceso', link: '/autogestion/datos-acceso/' },
  { text: 'Mis suscripciones', link: '/autogestion/mis-suscripciones/' },
  { text: 'Comunicaciones', link: '/autogestion/comunicaciones/' },
] as const;

/**
 * Spec 1, 4 and 9: the header counts statuses 1, 3, 4 and 5 as an active subscription. The
 * paywall uses only 1, 3 and 4, so a status-5 reader sees 'Suscripción activa' and is still locked.
 */
export const HEADER_ACTIVE_STATUSES: readonly number[] = [1, 3, 4, 5];

export function hasActiveHeaderSubscription(statuses: readonly number[] | null | false): boolean {
  return Array.isArray(statuses) && statuses.some((status) => HEADER_ACTIVE_STATUSES.includes(status));
}
