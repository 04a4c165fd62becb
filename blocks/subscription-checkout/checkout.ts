import { getCaptchaToken } from '../../ui/account/captcha';
import { accountCall, answerError, sendJson } from '../../ui/account/forms/submit';
import { cartCall, orderBody, rescueSubscription } from '../../ui/account/sales-client';
import { PAYMENT_METHOD, type CardDetails } from '../../ui/account/card';
import { queryString } from '../../ui/account/service/query-string';

const sales = (path: string) => `/sales/public/v1${path}`;

// The card rules live in ui/account/card.ts (the account page's card change uses them too).
export { cardProblem, type CardDetails } from '../../ui/account/card';

/** 'paid', or the bank's 3-D Secure page the reader must answer before the payment completes. */
export type CheckoutResult = { kind: 'paid' } | { kind: 'verification'; redirectUrl: string };

interface PaymentAnswer {
  status: string;
  threeDSecure?: { redirectUrl: string };
}

/**
 * The sales calls of a purchase, in the order the service wants them (spec 2, 7): the product in the cart, the
 * order (a second call while one is open answers the same order), the payment initialised, then finalised with
 * the card. `returnPath`: where the bank's page sends the reader back. The session cookie authenticates every call.
 * Both calls carry a reCAPTCHA token when the site asks for one; `extra`: more fields for the finalise call.
 */
export async function buyProduct(
  sku: string,
  card: CardDetails,
  returnPath: string,
  extra: Record<string, string> = {},
): Promise<CheckoutResult> {
  // Spec 2, 5 and 6: the cart answers its items, the order its number; both carry the cart cookie.
  await cartCall('cart', '/cart/item', { items: [{ sku, quantity: 1 }] });
  const captcha = async () => ({ 'recaptcha-token': await getCaptchaToken('checkout') }); // each token is single-use
  const order = await cartCall<{ orderNumber: string }>('order', '/checkout/order', orderBody(await captcha()));
  const payment = sales(`/checkout/order/${encodeURIComponent(order.orderNumber)}/payment/${PAYMENT_METHOD}`);
  await sendJson(payment, undefined, 'GET');
  const paid = await sendJson<PaymentAnswer>(
    payment,
    { token: card.number, returnPath, ...extra, ...(await captcha()) },
    'PUT',
  );
  return paid.threeDSecure ? { kind: 'verification', redirectUrl: paid.threeDSecure.redirectUrl } : { kind: 'paid' };
}

/** What finishing a waiting 3-D Secure payment gave. */
export type VerificationOutcome =
  CheckoutResult | { kind: 'declined' } | { kind: 'none' } | { kind: 'error'; message: string };

/**
 * Finishes the reader's payment that waits for 3-D Secure, if there is one: the service asks the provider what
 * the reader answered on the bank's page. Paid, declined (402), or still waiting (the page again).
 */
export async function finishVerification(): Promise<VerificationOutcome> {
  const history = await sendJson<{ orders: { orderNumber: string }[] }>(
    sales(`/order/history?${queryString({ status: 'Pending3DS', pageSize: 1 })}`),
    undefined,
    'GET',
  );
  const order = history.orders[0];
  if (!order) return { kind: 'none' };
  const res = await fetch(
    sales(`/checkout/3ds/order/${encodeURIComponent(order.orderNumber)}/payment/${PAYMENT_METHOD}`),
    { method: 'PUT', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: '{}' },
  );
  const answer = (await res.json().catch(() => null)) as (PaymentAnswer & { message?: string }) | null;
  if (res.status === 402) return { kind: 'declined' };
  if (!answer) return { kind: 'error', message: 'No pudimos confirmar el pago.' };
  if (!res.ok) return { kind: 'error', message: answerError(answer, res.status).message };
  return answer.threeDSecure
    ? { kind: 'verification', redirectUrl: answer.threeDSecure.redirectUrl }
    : { kind: 'paid' };
}

/** A subscription as the store needs it (the sales SDK's shape). */
export interface HeldPlan {
  subscriptionID: number;
  productName: string;
  statusID: number;
  currentCycleEnd: number;
}

export const readerPlans = () => accountCall<HeldPlan[]>(sales('/subscription/all'), undefined, 'GET');

export const reactivate = (id: number) => rescueSubscription(id);
