import { z } from 'zod';
import { address, email } from '../identity/validation';

// Billing addresses in a cart or an order may be partial (a country is often all a form asks for).
export const partialAddress = address.partial();

export const addItemsBody = z.object({
  items: z
    .array(
      z.object({
        sku: z.string().min(1).max(100),
        quantity: z.number().int().min(1).max(1).default(1),
        priceCode: z.string().max(100).optional(),
      }),
    )
    .min(1)
    .max(1),
  billingAddress: partialAddress.optional(),
});

export const createOrderBody = z.object({
  email: email.optional(),
  phone: z
    .string()
    .regex(/^\+?\d{10,12}$/, '300071')
    .optional(),
  firstName: z.string().min(1, '300093').max(100, '300093').optional(),
  lastName: z.string().min(1, '300128').max(100, '300128').optional(),
  secondLastName: z.string().min(1, '300130').max(50, '300130').optional(),
  billingAddress: partialAddress.optional(),
  shippingAddress: partialAddress.optional(),
  'recaptcha-token': z.string().max(4000).optional(),
});

/** A path on this site (never `//host` or `/\\host`): where a 3-D Secure page sends the reader back. */
export const returnPath = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[A-Za-z0-9\-._~/?=&%]*$/);

export const finalizeBody = z.looseObject({
  token: z.string().min(1).max(200),
  'recaptcha-token': z.string().max(4000).optional(),
  returnPath: returnPath.optional(),
});

/**
 * Spec 2's 3-D Secure return. `token` and `SPREEDLY_SUCCEEDED` are accepted for the SDK's sake and ignored: the
 * outcome is what the provider recorded when the reader answered the bank's page.
 */
export const finalize3dsBody = z.looseObject({
  token: z.string().max(200).optional(),
  SPREEDLY_SUCCEEDED: z.boolean().optional(),
});

export const paymentPath = z.object({
  orderNumber: z.string().regex(/^[A-Z0-9]{1,40}$/),
  paymentMethodId: z.coerce.number().int().min(0).max(1_000_000),
});

export const historyQuery = z.object({
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  status: z.enum(['Pending', 'Processing', 'Pending3DS', 'Paid', 'Cancelled']).optional(),
});

export const cancelBody = z.object({
  reason: z.string().max(1000).optional(),
  reasonCode: z.union([z.string().max(100), z.number()]).optional(),
});

export const subscriptionId = z.coerce.number().int().min(1).max(2_147_483_647);
