import { salesOrders, salesPayments, salesSubscriptions } from '../../db/schema-sales';

type OrderRow = typeof salesOrders.$inferSelect;
type PaymentRow = typeof salesPayments.$inferSelect;
type SubscriptionRow = typeof salesSubscriptions.$inferSelect;

export function orderView(order: OrderRow, payments: PaymentRow[] = []) {
  const { email, phone, firstName, lastName, secondLastName, billingAddress, shippingAddress } = order.customer;
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    orderDate: order.createdAt.getTime(),
    items: order.items.map((i) => ({ ...i, total: i.price * i.quantity })),
    subtotal: order.total,
    tax: 0,
    total: order.total,
    currency: order.currency,
    email,
    phone,
    firstName,
    lastName,
    secondLastName,
    billingAddress,
    shippingAddress,
    subscriptionIDs: order.subscriptionId === null ? [] : [order.subscriptionId],
    payments: payments.map((p) => ({
      paymentMethodID: p.paymentMethodId,
      paymentPartner: p.provider,
      status: p.status,
      amount: p.amount,
      lastFour: p.lastFour,
      date: p.createdAt.getTime(),
    })),
  };
}

/** A subscription as the sales SDK reads it: `statusID` (the SDK maps it to `status`), sku, payment partner. */
export function subscriptionView(sub: SubscriptionRow, withEvents = false) {
  return {
    subscriptionID: sub.id,
    sku: sub.sku,
    productName: sub.productName,
    priceCode: sub.priceCode,
    statusID: sub.status,
    paymentMethod: { paymentPartner: sub.paymentPartner, paymentMethodID: sub.paymentMethodId, lastFour: sub.lastFour },
    billingAddress: sub.billingAddress ?? {},
    currentCycleStart: sub.currentPeriodStart.getTime(),
    currentCycleEnd: sub.currentPeriodEnd.getTime(),
    nextEventDateUTC: sub.currentPeriodEnd.getTime(),
    ...(withEvents ? { events: sub.events, orderNumber: sub.orderNumber } : {}),
  };
}
