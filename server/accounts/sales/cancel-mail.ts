import type { salesSubscriptions } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import { findUser } from '../identity/users';
import { sendMail } from '../mail';

type SubscriptionRow = typeof salesSubscriptions.$inferSelect;

// Periods end in Colombia's time (decision 0002).
const longDate = (at: Date) =>
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' }).format(at);

/**
 * The confirmation of a cancellation, to the account's address: what ends, until when the reader still reads,
 * and that 'Reactivar' undoes it. The reader's reason stays with the subscription, not in the mail.
 */
export async function sendCancelMail(ctx: AccountsContext, sub: SubscriptionRow): Promise<void> {
  const user = await findUser(ctx, sub.userId);
  if (!user) return;
  const until = longDate(sub.currentPeriodEnd);
  await sendMail(ctx, {
    to: user.email,
    subject: `Cancelaste ${sub.productName}`,
    text: [
      `Hola${user.profile.firstName ? ` ${user.profile.firstName}` : ''}:`,
      `Cancelaste ${sub.productName}; no se renovará ni se te cobrará de nuevo.`,
      `Puedes seguir leyendo hasta el ${until}.`,
      'Si cambias de opinión antes de esa fecha, entra en «Mis suscripciones» y pulsa «Reactivar suscripción».',
    ].join('\n'),
  });
}
