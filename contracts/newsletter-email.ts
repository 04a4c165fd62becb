/** Spec 2, 5: up to 50 characters; letters, digits, dot, underscore, hyphen; @; domain; a 2-4 letter TLD. */
export const NEWSLETTER_EMAIL = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const NEWSLETTER_EMAIL_MAX = 50;

export const NEWSLETTER_MESSAGES = {
  required: 'Por favor ingresa un correo electrónico',
  format: 'Formato de correo electrónico no válido',
  consent: 'Recuerda aceptar los términos y condiciones para continuar.',
} as const;

/** The first problem with a newsletter sign-up, in the spec's words; null when it can be sent. */
export function newsletterProblem(email: string, consent: boolean): string | null {
  if (!email) return NEWSLETTER_MESSAGES.required;
  if (email.length > NEWSLETTER_EMAIL_MAX || !NEWSLETTER_EMAIL.test(email)) return NEWSLETTER_MESSAGES.format;
  if (!consent) return NEWSLETTER_MESSAGES.consent;
  return null;
}
