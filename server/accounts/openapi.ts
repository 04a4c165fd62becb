import { Router } from 'express';
import { z } from 'zod';
import {
  loginBody,
  passwordChangeBody,
  profilePatch,
  refreshBody,
  signupBody,
  email,
  password,
} from './identity/validation';
import { newsletterBody } from './newsletter';
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

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodObject;
  /** Bearer access token required. */
  auth?: boolean;
}

const I = '/identity/public';
const S = '/sales/public/v1';

/** Every call of the services, with the zod schema that validates it: the document cannot drift from the code. */
const operations: Operation[] = [
  { method: 'get', path: `${I}/v1/config`, summary: 'Identity configuration (recaptcha switches, password policy)' },
  { method: 'post', path: `${I}/v1/signup`, summary: 'Create an account', body: signupBody },
  {
    method: 'post',
    path: `${I}/v1/auth/login`,
    summary:
      'Password or social login (grantType google: an ID token; apple: an ID token or authorization code; facebook: an access token); ?cookie=true also sets cookies',
    body: loginBody,
  },
  {
    method: 'post',
    path: `${I}/v1/auth/token`,
    summary: 'Refresh-token grant (rotates the refresh token)',
    body: refreshBody,
  },
  { method: 'delete', path: `${I}/v1/auth/token`, summary: 'Logout', auth: true },
  {
    method: 'post',
    path: `${I}/v1/auth/magiclink`,
    summary: 'Mail a magic link',
    body: z.object({ email, recaptchaToken: z.string().optional() }),
  },
  { method: 'get', path: `${I}/v1/auth/magiclink/{nonce}`, summary: 'Redeem a magic link' },
  { method: 'get', path: `${I}/v1/profile`, summary: 'Read the profile', auth: true },
  {
    method: 'patch',
    path: `${I}/v1/profile`,
    summary: 'Update the profile (uuid ignored)',
    body: profilePatch,
    auth: true,
  },
  { method: 'put', path: `${I}/v1/password`, summary: 'Change the password', body: passwordChangeBody, auth: true },
  {
    method: 'post',
    path: `${I}/v1/password/reset`,
    summary: 'Mail a reset link (same answer for unknown accounts)',
    body: z.object({ userName: z.string() }),
  },
  {
    method: 'put',
    path: `${I}/v1/password/reset/{nonce}`,
    summary: 'Set a new password with a reset nonce',
    body: z.object({ newPassword: password }),
  },
  {
    method: 'post',
    path: `${I}/v1/email/verify`,
    summary: 'Mail an email-verification link',
    body: z.object({ email }),
  },
  { method: 'get', path: `${I}/v1/email/verify/{nonce}`, summary: 'Verify the email' },
  {
    method: 'delete',
    path: `${I}/v1/user/anonymize`,
    summary: 'Ask to anonymise the account (mails a code)',
    auth: true,
  },
  { method: 'put', path: `${I}/v1/user/anonymize/approve/{nonce}`, summary: 'Approve the anonymisation' },
  {
    method: 'put',
    path: `${I}/v1/user/anonymize/decline/{nonce}`,
    summary: 'Decline it',
    body: z.object({ reason: z.string().optional() }),
  },
  { method: 'get', path: `${I}/v1/user/settings`, summary: 'User settings', auth: true },
  { method: 'get', path: `${I}/v2/identity/segmentation`, summary: 'Reader segment', auth: true },
  {
    method: 'put',
    path: `${I}/v1/avatar`,
    summary: 'Upload the avatar: multipart/form-data, file field `avatar`, JPEG, at most 3 MB (answers the profile)',
    auth: true,
  },
  { method: 'delete', path: `${I}/v1/avatar`, summary: 'Remove the avatar and the profile picture', auth: true },
  { method: 'get', path: `${I}/v1/avatar/{userId}`, summary: 'The avatar image (image/jpeg, cached a day)' },
  { method: 'get', path: `${I}/v1/gdpr`, summary: 'The reader’s data exports: [{ id: 1, ready, ... }]', auth: true },
  {
    method: 'get',
    path: `${I}/v1/gdpr/{id}`,
    summary: 'The reader’s data export (`data`: JSON string of everything stored about them)',
    auth: true,
  },
  {
    method: 'get',
    path: `${I}/v2/oidc/{provider}/initiate`,
    summary:
      'Start OpenID Connect sign-in: 302 to the provider (JSON { url } when sent Content-Type: application/json)',
    query: z.object({ returnTo: z.string().optional() }),
  },
  {
    method: 'get',
    path: `${I}/v2/oidc/signin`,
    summary:
      'Provider callback: checks state, signs in, sets session cookies, 302 to returnTo (JSON tokens to the SDK)',
    query: z.object({ code: z.string(), state: z.string() }),
  },
  { method: 'get', path: `${I}/v2/oidc/provider/login`, summary: 'Configured providers and their initiate URLs' },
  {
    method: 'put',
    path: `${I}/v2/oidc/unlink`,
    summary: 'Remove a provider identity (300044 when it is the last way in)',
    body: z.object({ identifier: z.string() }),
    auth: true,
  },
  {
    method: 'delete',
    path: `${I}/v1/identity/{provider}`,
    summary: 'Remove a social identity (300044 when it is the last way in)',
    auth: true,
  },
  { method: 'get', path: `${I}/v1/apple/authurl`, summary: 'Apple authorization URL (a JSON string)' },
  {
    method: 'post',
    path: `${I}/v1/apple/auth`,
    summary: "Apple's form post (code, state): 303 to APPLE_RETURN_URL with ?code= for the SDK's appleSignOn(code)",
  },
  { method: 'get', path: `${I}/v1/apple/auth`, summary: 'The same with code and state in the query' },
  {
    method: 'post',
    path: `${I}/v1/swg/checkloginexists`,
    summary: 'Subscribe with Google: is an account linked to the Google identity of this ID token?',
    body: z.object({ token: z.string() }),
  },
  {
    method: 'get',
    path: `${I}/v1/swg/accesstoken`,
    summary: 'Subscribe with Google: a 5-minute token naming the reader and session',
    auth: true,
  },
  {
    method: 'get',
    path: `${I}/v1/swg/{token}/relink/{googleIdToken}`,
    summary: 'Subscribe with Google: move the Google identity to the signed-in reader',
    auth: true,
  },
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

const errorSchema = {
  type: 'object',
  properties: { code: { type: 'string' }, message: { type: 'string' } },
  required: ['code', 'message'],
};

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters = [
      ...[...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...Object.entries(op.query?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: false,
        schema: z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }),
      })),
    ];
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        summary: op.summary,
        ...(parameters.length ? { parameters } : {}),
        ...(op.auth ? { security: [{ bearer: [] }] } : {}),
        ...(op.body
          ? {
              requestBody: {
                required: true,
                content: {
                  'application/json': { schema: z.toJSONSchema(op.body, { io: 'input', unrepresentable: 'any' }) },
                },
              },
            }
          : {}),
        responses: {
          '200': { description: 'OK' },
          default: { description: 'Error (spec 2, 8 codes)', content: { 'application/json': { schema: errorSchema } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Identity, sales and newsletter services', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

export function openApiRouter(): Router {
  const router = Router();
  let document: ReturnType<typeof openApiDocument> | undefined;
  router.get('/api/openapi.json', (_req, res) => {
    document ??= openApiDocument();
    res.set('Cache-Control', 'public, max-age=300').json(document);
  });
  return router;
}
