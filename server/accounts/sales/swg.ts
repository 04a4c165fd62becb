import { Router } from 'express';
import { z } from 'zod';
import type { AccountsContext } from '../context';
import { ApiError, parseBody } from '../errors';
import { readerOf, requireReader } from '../http';
import { accountFor } from '../identity/identities';
import {
  GooglePlayVerifier,
  PlayUnavailable,
  type PlayEntitlement,
  type PlayPurchase,
  type PlayVerifier,
  type SwgSettings,
} from './google-play';
import { siteOf } from './site';
import { findSwgSubscription, recordSwgPurchase } from './swg-record';
import { subscriptionView } from './views';

const playPurchase = z.looseObject({
  packageName: z.string().min(1).max(200),
  productId: z.string().min(1).max(200),
  purchaseToken: z.string().min(1).max(2000),
});
const purchaseJson = z
  .string()
  .max(10_000)
  .transform((text, check) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      check.addIssue({ code: 'custom', message: 'purchase data is not JSON' });
      return z.NEVER;
    }
  })
  .pipe(playPurchase);

/**
 * What SwG's payment response carries: `purchaseData` with the Google Play purchase as a JSON string, in `data`
 * (`response.json()`) or `raw` (the response object itself); its signature is not needed, Google is asked.
 */
export const swgPurchaseBody = z.looseObject({
  purchaseData: z.union([
    z.looseObject({ data: purchaseJson }),
    z.looseObject({ raw: purchaseJson }).transform((p) => ({ data: p.raw })),
  ]),
});
/** The entitlement's subscription token (its JSON fields, as the SDK spreads them) plus findOrCreate. */
export const swgLoginExistsBody = playPurchase.extend({ findOrCreate: z.boolean().default(false) });

const swgErrors = {
  notConfigured: () =>
    new ApiError(503, 'SWG_NOT_CONFIGURED', 'La suscripción con Google no está disponible en este sitio.'),
  invalid: () => new ApiError(400, 'SWG_PURCHASE_INVALID', 'Google no reconoce esta compra.'),
  notActive: () => new ApiError(409, 'SWG_PURCHASE_NOT_ACTIVE', 'La suscripción con Google ya no está activa.'),
  linked: () => new ApiError(409, 'SWG_PURCHASE_LINKED', 'Esta compra ya está vinculada a otra cuenta.'),
  unavailable: () => new ApiError(502, 'SWG_UNAVAILABLE', 'No pudimos comunicarnos con Google. Inténtalo de nuevo.'),
};

/** The buyer as the identity service knows Google people; Google's purchase profile does not say the address was verified. */
const googlePerson = (buyer: NonNullable<PlayEntitlement['buyer']>) => ({
  provider: 'google',
  subject: buyer.profileId,
  email: buyer.email,
  emailVerified: false,
  firstName: buyer.givenName,
  lastName: buyer.familyName,
});

type Live = PlayEntitlement & { state: 'active' | 'cancelled' | 'grace' };

/** Subscribe-with-Google sales calls (docs/accounts.md, "Subscribe with Google"). */
export function swgSalesRouter(ctx: AccountsContext): Router {
  const router = Router();
  // Rebuilt when the settings object changes (tests swap it); keeps the service-account token between calls.
  let cache: { settings: SwgSettings; verifier: PlayVerifier } | undefined;

  /** Google's word on a purchase of one of our publications; undefined when it gives no access now. */
  const check = async (purchase: PlayPurchase): Promise<Live | undefined> => {
    const settings = ctx.settings.swg;
    if (!settings) throw swgErrors.notConfigured();
    if (cache?.settings !== settings) cache = { settings, verifier: new GooglePlayVerifier(settings) };
    if (!settings.packageNames.includes(purchase.packageName)) throw swgErrors.invalid();
    try {
      const entitlement = await cache.verifier.verify(purchase);
      if (!entitlement) throw swgErrors.invalid();
      if (entitlement.state === 'ended' || entitlement.expiresAt <= ctx.now()) return undefined;
      if (!entitlement.acknowledged) await cache.verifier.acknowledge(purchase);
      return entitlement as Live;
    } catch (e) {
      if (e instanceof PlayUnavailable) {
        ctx.log.warn({ err: e }, 'Google Play not usable');
        throw swgErrors.unavailable();
      }
      throw e;
    }
  };

  router.post('/swg/purchase', async (req, res) => {
    const reader = await requireReader(ctx, req);
    const purchase = parseBody(swgPurchaseBody, req.body).purchaseData.data;
    const live = await check(purchase);
    if (!live) throw swgErrors.notActive();
    const sub = await recordSwgPurchase(ctx, { userId: reader.userId, site: siteOf(res) }, purchase, live);
    if (sub.userId !== reader.userId) throw swgErrors.linked();
    res.json(subscriptionView(sub));
  });

  /**
   * Never answers session tokens: a purchase token is not a password. With findOrCreate the purchase is recorded
   * for the signed-in reader, else for the account the buyer's Google identity is linked to, else for a new
   * account made from Google's purchase profile (never attached to an existing account by email alone).
   */
  router.post('/swg/loginexists', async (req, res) => {
    const body = parseBody(swgLoginExistsBody, req.body);
    const purchase = { packageName: body.packageName, productId: body.productId, purchaseToken: body.purchaseToken };
    const reader = await readerOf(ctx, req);
    const live = await check(purchase);
    const known = await findSwgSubscription(ctx, purchase);
    const answer = (userId: string) => ({ exists: true, ...(reader?.userId === userId ? { profileId: userId } : {}) });
    if (known) {
      if (live) await recordSwgPurchase(ctx, { userId: known.userId, site: known.site }, purchase, live);
      return void res.json(answer(known.userId));
    }
    if (!body.findOrCreate || !live) return void res.json({ exists: false });
    const buyer = live.buyer;
    const userId = reader?.userId ?? (buyer && (await accountFor(ctx, googlePerson(buyer))).userId);
    if (!userId) return void res.json({ exists: false });
    const sub = await recordSwgPurchase(ctx, { userId, site: siteOf(res) }, purchase, live);
    res.json(answer(sub.userId));
  });

  return router;
}
