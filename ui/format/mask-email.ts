/**
 * Spec 2, 5 (S2-147): an address shown back to a reader with the last 3 characters of its local part as stars
 * ('juanperez@semana.com' → 'juanpe***@semana.com'). A local part of 3 characters or fewer is all stars, one per
 * character ('ab@x.co' → '**@x.co'): the length the reader typed stays recognisable, nothing of it is shown.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  const hidden = Math.min(3, local.length);
  return `${local.slice(0, local.length - hidden)}${'*'.repeat(hidden)}${email.slice(at)}`;
}
