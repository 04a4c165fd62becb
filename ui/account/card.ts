/** Card details as the forms collect them; the test provider takes the number as its token (docs/accounts.md). */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

/** The test provider's payment method (docs/accounts.md); a real provider would tokenise the card in the browser. */
export const PAYMENT_METHOD = 1;

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

/** The card a form of CardFields holds. */
export function readCard(form: FormData): CardDetails {
  return {
    number: String(form.get('number') ?? '').replace(/[\s-]/g, ''),
    expiry: String(form.get('expiry') ?? '').trim(),
    cvc: String(form.get('cvc') ?? '').trim(),
  };
}
