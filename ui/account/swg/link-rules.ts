import { ClientError, sendJson } from '../forms/submit';
import { hasReaderMark } from '../reader-session';

/** Spec 2, 5: the SDK's words when a link is asked for without a signed-in reader. */
export const NOT_LOGGED_IN_CANNOT_LINK = 'User is not logged in, cannot link';

interface Order {
  items?: readonly { sku?: unknown }[] | null;
}

/** Spec 2, 5 (S2-108): an order is linked to Google only when it holds the site's Google product. */
export const orderHasGoogleSku = (order: Order | null | undefined, googleSku: string): boolean =>
  Array.isArray(order?.items) && order.items.some((item) => item?.sku === googleSku);

/**
 * Spec 2, 5 (S2-107): links a Google purchase to the signed-in reader's account (the sales service finds or creates
 * the subscription). Without a signed-in reader nothing is sent: it fails in the SDK's words, and the reader reads
 * the catalogue's text for code 100018 (her session ended).
 */
export async function linkGoogle(purchase: Record<string, unknown>): Promise<{ exists?: boolean }> {
  if (!hasReaderMark()) throw new ClientError(NOT_LOGGED_IN_CANNOT_LINK, '100018');
  return sendJson('/sales/public/v1/swg/loginexists', { ...purchase, findOrCreate: true });
}

/** Links an order's Google purchase, when the order holds the Google product; false when there was nothing to link. */
export async function linkOrder(order: Order, googleSku: string, purchase: Record<string, unknown>): Promise<boolean> {
  if (!orderHasGoogleSku(order, googleSku)) return false;
  await linkGoogle(purchase);
  return true;
}
