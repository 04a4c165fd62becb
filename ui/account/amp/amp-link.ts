import { FormError, sendJson } from '../forms/submit';
import { AMP_READER_ID_KEY, writeBesideUserInfo } from '../identity-storage';

/** Spec 2, 9 (S2-309): how long after the link succeeded the page confirms it. */
export const AMP_CONFIRMATION_DELAY_MS = 375;

export const AMP_TEXTS = {
  linking: 'Vinculando tu cuenta con las páginas AMP...',
  linked: 'Listo: tu cuenta quedó vinculada. En las páginas AMP ya eres tú, con tu suscripción.',
  failed: 'No fue posible vincular tu cuenta con las páginas AMP.',
  continue: 'Continuar',
} as const;

/**
 * Links the AMP reader id an AMP page sent the reader here with to the signed-in account (spec 2, 7: PUT /amp/add).
 * Spec 2, 3: it succeeded only when the answer's message is 'ok'; a refusal (330211, 330212) keeps the service's text.
 */
export async function linkAmpReader(ampReaderId: string): Promise<void> {
  const answer = await sendJson<{ message?: unknown } | null>('/sales/public/v1/amp/add', { ampReaderId }, 'PUT');
  if (answer?.message !== 'ok') throw new FormError(AMP_TEXTS.failed);
  // Spec 2, 3: the linked AMP reader id is kept beside the user info.
  writeBesideUserInfo(AMP_READER_ID_KEY, ampReaderId);
}
