import type { salesOrders } from '../../db/schema-sales';
import type { AccountsContext } from '../context';
import { findUser } from '../identity/users';
import { sendMail } from '../mail';

type OrderRow = typeof salesOrders.$inferSelect;

/** Whole Colombian pesos as readers see them: '$ 199.000'. */
const pesos = (amount: number) =>
  new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 }).format(amount);

/** The receipt of a paid order, to the address given at checkout, else the account's. */
export async function sendPurchaseMail(ctx: AccountsContext, order: OrderRow): Promise<void> {
  const to = order.customer.email || (await findUser(ctx, order.userId))?.email;
  if (!to) return;
  const lines = order.items.map((item) => `- ${item.name} (${item.quantity}): ${pesos(item.price * item.quantity)}`);
  await sendMail(ctx, {
    to,
    subject: `Confirmación de tu compra ${order.orderNumber}`,
    text: [
      '¡Gracias por tu compra! Tu suscripción ya está activa.',
      `Pedido: ${order.orderNumber}`,
      ...lines,
      `Total: ${pesos(order.total)}`,
    ].join('\n'),
  });
}
