import { getCaptchaToken } from '../../ui/account/captcha';
import { sendJson } from '../../ui/account/forms/submit';

/** The test provider's payment method (docs/accounts.md); a real provider would tokenise the card in the browser. */
const PAYMENT_METHOD = 1;
const sales = (path: string) => `/sales/public/v1${path}`;

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

/** The client's own checks before anything is sent; null when the card can be tried. */
export function cardProblem(card: CardDetails, today = new Date()): string | null {
  if (!/^\d{13,19}$/.test(card.number)) return 'Revisa el número de la tarjeta.';
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(card.expiry);
  if (!expiry) return 'Escribe el vencimiento como MM/AA.';
  const lastMonth = new Date(2000 + Number(expiry[2]), Number(expiry[1]), 0, 23, 59, 59);
  if (lastMonth < today) return 'La tarjeta está vencida.';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'Revisa el código de seguridad.';
  return null;
}

export type CheckoutResult = 'paid' | 'verification';

/**
 * The sales calls of a purchase, in the order the service wants them (spec 2, 7): the product in the cart, the
 * order, the payment initialised, then finalised with the card. The session cookie authenticates every call.
 */
export async function buyProduct(sku: string, email: string | undefined, card: CardDetails): Promise<CheckoutResult> {
  await sendJson(sales('/cart/item'), { items: [{ sku, quantity: 1 }] });
  const captcha = async () => ({ 'recaptcha-token': await getCaptchaToken('checkout') }); // each token is single-use
  const order = await sendJson<{ orderNumber: string }>(sales('/checkout/order'), { email, ...(await captcha()) });
  const payment = sales(`/checkout/order/${encodeURIComponent(order.orderNumber)}/payment/${PAYMENT_METHOD}`);
  await sendJson(payment, undefined, 'GET');
  const paid = await sendJson<{ status: string; threeDSecure?: unknown }>(
    payment,
    { token: card.number, ...(await captcha()) },
    'PUT',
  );
  return paid.threeDSecure ? 'verification' : 'paid';
}
