// The sales and newsletter services' calls for the OpenAPI document (server/accounts/openapi.ts).
import {
  addItemsBody,
  cancelBody,
  createOrderBody,
  finalize3dsBody,
  finalizeBody,
  historyQuery,
} from './sales/validation';
import { giftRecipientBody, giftRedeemBody } from './sales/gifts';
import { swgLoginExistsBody, swgPurchaseBody } from './sales/swg';
import { redeemShareBody, shareBody } from './sales/sharing';
import { newsletterBody } from './newsletter';
import type { Operation } from './openapi';

const S = '/sales/public/v1';

export const salesOperations: Operation[] = [
  { method: 'get', path: `${S}/config`, summary: 'Sales configuration (checkoutRecaptchaEnabled)' },
  { method: 'get', path: `${S}/cart`, summary: 'The cart (reader or anonymous cookie)' },
  { method: 'post', path: `${S}/cart/item`, summary: 'Put a product in the cart', body: addItemsBody },
  { method: 'delete', path: `${S}/cart/item/{sku}`, summary: 'Remove a product from the cart' },
  { method: 'delete', path: `${S}/cart/clear`, summary: 'Empty the cart' },
  {
    method: 'post',
    path: `${S}/checkout/order`,
    summary: 'Create an order from the cart',
    body: createOrderBody,
    auth: true,
  },
  { method: 'get', path: `${S}/checkout/payment/options`, summary: 'Payment options' },
  { method: 'get', path: `${S}/checkout/addresses`, summary: 'Saved addresses', auth: true },
  {
    method: 'get',
    path: `${S}/checkout/order/{orderNumber}/payment/{paymentMethodId}`,
    summary: 'Initialise a payment',
    auth: true,
  },
  {
    method: 'put',
    path: `${S}/checkout/order/{orderNumber}/payment/{paymentMethodId}`,
    summary: 'Finalise a payment (charges once)',
    body: finalizeBody,
    auth: true,
  },
  {
    method: 'put',
    path: `${S}/checkout/3ds/order/{orderNumber}/payment/{paymentMethodId}`,
    summary: 'Complete a 3-D Secure payment',
    body: finalize3dsBody,
    auth: true,
  },
  { method: 'get', path: `${S}/subscription/allactive`, summary: 'Subscriptions with status 1, 3, 4 or 5', auth: true },
  { method: 'get', path: `${S}/subscription/all`, summary: 'All subscriptions', auth: true },
  { method: 'get', path: `${S}/subscription/{id}/details`, summary: 'One subscription with its events', auth: true },
  {
    method: 'put',
    path: `${S}/subscription/{id}/cancel`,
    summary: 'Cancel (status 3 until period end)',
    body: cancelBody,
    auth: true,
  },
  { method: 'put', path: `${S}/subscription/{id}/rescue`, summary: 'Undo a cancellation (status 1)', auth: true },
  {
    method: 'put',
    path: `${S}/subscription/{id}/share`,
    summary: 'Invite an address (answers a redeem code; 330201 for the owner or an address already invited)',
    body: shareBody,
    auth: true,
  },
  {
    method: 'put',
    path: `${S}/subscription/{id}/share/withdraw`,
    summary: "Withdraw an address's invitation (a pending code stops working; an accepted share ends)",
    body: shareBody,
    auth: true,
  },
  {
    method: 'get',
    path: `${S}/subscription/{id}/sharing`,
    summary: 'Invitations and shared subscriptions',
    auth: true,
  },
  { method: 'put', path: `${S}/subscription/{id}/stopshare`, summary: 'End a shared subscription', auth: true },
  {
    method: 'post',
    path: `${S}/subscription/redeem`,
    summary: 'Redeem a share code',
    body: redeemShareBody,
    auth: true,
  },
  {
    method: 'put',
    path: `${S}/subscription/gift/{id}`,
    summary: 'Make a subscription a gift (mails a single-use code)',
    body: giftRecipientBody,
    auth: true,
  },
  {
    method: 'post',
    path: `${S}/subscription/gift/redeem`,
    summary: 'Redeem a gift code',
    body: giftRedeemBody,
    auth: true,
  },
  {
    method: 'post',
    path: `${S}/swg/purchase`,
    summary: 'Record a Subscribe-with-Google purchase',
    body: swgPurchaseBody,
    auth: true,
  },
  {
    method: 'post',
    path: `${S}/swg/loginexists`,
    summary: 'Is a reader linked to this Google purchase (findOrCreate links one)',
    body: swgLoginExistsBody,
  },
  { method: 'get', path: `${S}/order/history`, summary: 'Orders, newest first', query: historyQuery, auth: true },
  { method: 'get', path: `${S}/order/detail/{orderNumber}`, summary: 'One order with its payments', auth: true },
  {
    method: 'post',
    path: '/newsletter/public/v1/signup',
    summary: 'Newsletter sign-up (answers { ok: 1 })',
    body: newsletterBody,
  },
];
