import { accountCall, answerError, FormError } from './forms/submit';
import { readAnswer } from './service/read-answer';

/** The sales service's base (spec 2, 7). */
export const SALES = '/sales/public/v1';

/** What a reader reads when a sales answer lacks what the call must give back (the SDK counts it as failed). */
export const INCOMPLETE_ANSWER = 'No fue posible completar la solicitud. Inténtalo de nuevo.';

/** Spec 2, 5 (S2-109): an answer counts as an error when it has both a code and a message, and only then. */
export function isErrorAnswer(answer: unknown): answer is { code: unknown; message: unknown } {
  return typeof answer === 'object' && answer !== null && 'code' in answer && 'message' in answer;
}

/** Spec 2, 5 (S2-110 to S2-114): the field each kind of sales call must answer to count as a success. */
export type SalesCallKind = 'subscription' | 'order' | 'cart' | 'share' | 'address';

const has = (value: unknown, field: string): boolean =>
  typeof value === 'object' && value !== null && field in value && (value as Record<string, unknown>)[field] != null;

const SUCCESS: Record<SalesCallKind, (answer: unknown) => boolean> = {
  subscription: (a) => has(a, 'subscriptionID'),
  order: (a) => has(a, 'orderNumber'),
  cart: (a) => has(a, 'items'),
  share: (a) => has(a, 'redeemCode'),
  // Ambiguous in the spec: the country at the top (our service answers the address) or inside billingAddress.
  address: (a) => has(a, 'country') || has((a as { billingAddress?: unknown } | null)?.billingAddress, 'country'),
};

/**
 * The answer, when it is a success of its kind; otherwise thrown: a `{ code, message }` answer as the service's
 * error (its code passed on), anything else as an incomplete answer.
 */
export function checkAnswer<T>(kind: SalesCallKind, answer: unknown, httpStatus = 200): T {
  if (isErrorAnswer(answer)) throw answerError(answer, httpStatus);
  if (!SUCCESS[kind](answer)) throw new FormError(INCOMPLETE_ANSWER, 'incompleteAnswer', httpStatus);
  return answer as T;
}

/**
 * Spec 2, 6 (S2-150): the cart and checkout calls an anonymous visitor may make. They carry the cart cookie
 * (credentials 'include', so a sales service on another origin gets it too) and never an Authorization header.
 */
export async function cartCall<T>(kind: 'cart' | 'order', path: string, body: unknown, method = 'POST'): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${SALES}${path}`, {
      method,
      credentials: 'include',
      ...(method === 'GET' ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
  } catch {
    throw new FormError('No hay conexión. Revisa tu red e inténtalo de nuevo.');
  }
  const answer = await readAnswer(res);
  if (!res.ok) throw answerError(answer, res.status);
  return checkAnswer<T>(kind, answer, res.status);
}

/** Spec 2, 3: the order creation payload's fields. */
export interface OrderFields {
  email?: string | null;
  phone?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  secondLastName?: string | null;
  billingAddress?: Record<string, string> | null;
  shippingAddress?: Record<string, string> | null;
  'recaptcha-token'?: string | null;
}

/** Spec 2, 3 (S2-066): the order creation body, its empty values ('', null, undefined) left out. */
export function orderBody(fields: OrderFields): Partial<OrderFields> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  );
}

/** A signed-in reader's sales call, checked for its kind (spec 2, 5). */
export const salesCall = async <T>(kind: SalesCallKind, path: string, body: unknown, method = 'PUT'): Promise<T> =>
  checkAnswer<T>(kind, await accountCall<unknown>(`${SALES}${path}`, body, method));

/** Spec 2, 4: cancel (status 3 on the service) and rescue (status 1); each answers the subscriptionID. */
export const cancelSubscription = (id: number, body: Record<string, unknown> = {}) =>
  salesCall<{ subscriptionID: number }>('subscription', `/subscription/${id}/cancel`, body);
export const rescueSubscription = (id: number) =>
  salesCall<{ subscriptionID: number }>('subscription', `/subscription/${id}/rescue`, {});

/** Spec 2, 7: invite an address to a subscription; the code to pass on comes back. */
export const shareSubscription = (id: number, email: string) =>
  salesCall<{ redeemCode: string }>('share', `/subscription/${id}/share`, { email });

/** Spec 2, 7: the billing address of a subscription; the saved address comes back. */
export const updateBillingAddress = (subscriptionID: number, billingAddress: Record<string, string>) =>
  salesCall<{ country: string }>('address', '/subscription/address', { subscriptionID, billingAddress });
