import { getCaptchaToken } from '../../ui/account/captcha';
import { PAYMENT_METHOD, type CardDetails } from '../../ui/account/card';
import { accountCall } from '../../ui/account/forms/submit';

/** Where the bank's 3-D Secure page sends the reader back: the list finishes the change there. */
export const VERIFY_PARAM = 'verificar';
const verifyPath = (id: number) => `/autogestion/mis-suscripciones/?${VERIFY_PARAM}=${id}`;

const base = (id: number) => `/sales/public/v1/paymentmethod/${id}/provider/${PAYMENT_METHOD}`;

interface CardAnswer {
  statusID: number;
  threeDSecure?: { redirectUrl: string };
}

/** 'saved' (a failed renewal is charged again at once), or the bank's 3-D Secure page to answer first. */
export type CardChange = { kind: 'saved'; statusID: number } | { kind: 'verification'; redirectUrl: string };

const outcome = (answer: CardAnswer): CardChange =>
  answer.threeDSecure
    ? { kind: 'verification', redirectUrl: answer.threeDSecure.redirectUrl }
    : { kind: 'saved', statusID: answer.statusID };

/** The sales calls of a card change (spec 2, 7): initialise, then finalise with the card, like the checkout. */
export async function changeCard(subscriptionID: number, card: CardDetails): Promise<CardChange> {
  await accountCall(base(subscriptionID), {}, 'PUT');
  const answer = await accountCall<CardAnswer>(
    `${base(subscriptionID)}/finalize`,
    {
      token: card.number,
      returnPath: verifyPath(subscriptionID),
      'recaptcha-token': await getCaptchaToken('checkout'),
    },
    'PUT',
  );
  return outcome(answer);
}

/** Back from the bank's page: the service asks the provider what the reader answered there. */
export async function finishCardCheck(subscriptionID: number): Promise<CardChange> {
  return outcome(await accountCall<CardAnswer>(`${base(subscriptionID)}/finalize3ds`, {}, 'PUT'));
}
