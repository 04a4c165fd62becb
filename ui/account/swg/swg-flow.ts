import { sendJson, FormError } from '../forms/submit';
import { hasReaderMark } from '../reader-session';
import { signOnOrRelink } from './swg-sign-on';
import type { SwgAdapter, SwgEntitlements, SwgPurchaseResponse } from './swg-adapter';

/** Spec 2, 3: the local key that says the reader declined to save a Google subscription here. */
export const SWG_CANCELED_KEY = 'swgCanceled';
/** Spec 2, 4: the purchase was recorded before; tolerated. */
const ALREADY_RECORDED = '300425';
const PREFIX = 'ArcP SwG:';

type CheckAnswer = { exists?: boolean; profileId?: string };

/** Spec 2, 4: logout resets the decline flag. */
export const resetSwgDecline = () => localStorage.setItem(SWG_CANCELED_KEY, 'false');

// The purchase goes as the library gives it: `data` is Google's JSON text, which the sales service parses.
const recordPurchase = (response: SwgPurchaseResponse) =>
  sendJson('/sales/public/v1/swg/purchase', { purchaseData: { data: response.purchaseData.data } });

/**
 * Spec 2, 4: after a payment, check the token, sign on or relink by identity match, record the purchase, complete
 * the payment and call `success`. 300425 counts as recorded; any other failure is logged and the payment still completed.
 */
export async function onPayment(response: SwgPurchaseResponse, success: () => void): Promise<boolean> {
  try {
    await signOnOrRelink(response.userData.idToken);
    await recordPurchase(response);
    await response.complete();
    success();
    return true;
  } catch (err) {
    const code = err instanceof FormError ? err.code : undefined;
    await response.complete();
    if (code !== ALREADY_RECORDED) {
      console.error(PREFIX, 'error linking order', err);
      return false;
    }
    success();
    return true;
  }
}

/**
 * A signed-in reader's purchase is linked to their account (findOrCreate); otherwise the identity service says
 * whether an account already holds it.
 */
function check(token: string): Promise<CheckAnswer> {
  if (!hasReaderMark()) return sendJson<CheckAnswer>('/identity/public/v1/swg/checkloginexists', { token });
  const purchase: unknown = JSON.parse(token);
  return sendJson<CheckAnswer>('/sales/public/v1/swg/loginexists', {
    ...(typeof purchase === 'object' ? purchase : {}),
    findOrCreate: true,
  });
}

/**
 * Spec 2, 4: unless the reader declined, each entitlement's token is checked. Known to us: acknowledged. Unknown:
 * the reader is asked to save the subscription to an account (deferred account creation), which signs on and
 * records it; declining or a failed save sets the decline flag and denies the entitlement.
 */
export async function onEntitlements(swg: SwgAdapter, entitlements: SwgEntitlements): Promise<void> {
  if (localStorage.getItem(SWG_CANCELED_KEY) === 'true') return;
  for (const entitlement of entitlements.entitlements) {
    const known = await check(entitlement.subscriptionToken).catch(() => ({}) as CheckAnswer);
    if (known.exists) continue;
    let saved: SwgPurchaseResponse;
    try {
      saved = await swg.completeDeferredAccountCreation({ entitlements });
    } catch (err) {
      // Spec 2, 8: the deferred account creation's error is logged (a reader who declines ends here too).
      console.error(PREFIX, 'error creating the deferred account', err);
      return decline();
    }
    // A save that fails was logged by onPayment ('error linking order').
    if (!(await onPayment(saved, () => undefined))) return decline();
  }
  entitlements.ack();
}

/** Spec 2, 4: the reader declined or the save failed: the flag is set and the entitlement denied (not acknowledged). */
function decline(): void {
  localStorage.setItem(SWG_CANCELED_KEY, 'true');
}

/** Wires the library's answers to the flows above. */
export function startSwg(swg: SwgAdapter, success: () => void): void {
  swg.setOnEntitlementsResponse((answer) => void answer.then((e) => onEntitlements(swg, e)).catch(() => undefined));
  swg.setOnPaymentResponse((answer) => void answer.then((r) => onPayment(r, success)).catch(() => undefined));
}
