import { Router, type Request } from 'express';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { salesSubscriptions } from '../../db/schema-sales';
import { verifyCaptcha } from '../captcha';
import type { AccountsContext } from '../context';
import { randomToken } from '../crypto';
import { ApiError, errors, parseBody } from '../errors';
import { requireReader, sourceOf } from '../http';
import { siteOf } from './site';
import { address } from '../identity/validation';
import { ProviderUnavailable, type ChargeResult, type PaymentProvider } from './payment-provider';
import { finalize3dsBody, finalizeBody, subscriptionId } from './validation';
import { subscriptionView } from './views';
import { appendEvents } from './events';
import { renewOne } from './renewals';

/**
 * Changing the card of a subscription and its billing address. `/paymentmethod/{id}/...`: the spec does not
 * say what `{id}` names; here it is the subscription whose card changes.
 */
export function paymentMethodsRouter(ctx: AccountsContext, provider: PaymentProvider): Router {
  const router = Router();

  const own = async (req: Request, raw: unknown) => {
    const reader = await requireReader(ctx, req);
    const id = subscriptionId.safeParse(raw);
    if (!id.success) throw errors.notFound('Suscripción');
    const [sub] = await ctx.db
      .select()
      .from(salesSubscriptions)
      .where(and(eq(salesSubscriptions.id, id.data), eq(salesSubscriptions.userId, reader.userId)));
    if (!sub) throw errors.notFound('Suscripción');
    return sub;
  };

  const checkProvider = (raw: unknown) => {
    if (String(raw) !== String(provider.paymentMethodId))
      throw new ApiError(400, 'PAYMENT_METHOD_NOT_FOUND', 'Medio de pago no válido.');
  };

  router.put('/paymentmethod/:id/provider/:provider', async (req, res) => {
    checkProvider(req.params.provider);
    const sub = await own(req, req.params.id);
    const parameters = await provider.initialize({ orderNumber: `card-${sub.id}`, amount: 0, currency: 'COP' });
    res.json({ subscriptionID: sub.id, paymentMethodID: provider.paymentMethodId, ...parameters });
  });

  /**
   * A saved card replaces the old one; a subscription in its grace period (status 4, a failed renewal) is charged
   * again at once, so the reader sees it active (status 1) as soon as the new card is accepted.
   */
  const keep = async (sub: typeof salesSubscriptions.$inferSelect, result: ChargeResult | 'unavailable') => {
    if (result === 'unavailable') throw errors.providerFailure();
    if (result.outcome === 'declined') throw errors.paymentRejected();
    if (result.outcome === 'requires_3ds') {
      // In the database, not in this process: the reader's answer may reach another process (decision 0040).
      await ctx.db
        .update(salesSubscriptions)
        .set({ pendingCardReference: result.reference })
        .where(eq(salesSubscriptions.id, sub.id));
      return { ...subscriptionView(sub), threeDSecure: { redirectUrl: result.redirectUrl } };
    }
    const [updated] = await ctx.db
      .update(salesSubscriptions)
      .set({
        paymentToken: result.paymentToken,
        lastFour: result.lastFour,
        ...(sub.status === 4 ? { nextRenewalAt: ctx.now() } : {}),
        events: appendEvents({ eventType: 'UPDATE_PAYMENT_METHOD', eventDateUTC: ctx.now().getTime() }),
      })
      .where(eq(salesSubscriptions.id, sub.id))
      .returning();
    if (sub.status !== 4) return subscriptionView(updated);
    await renewOne(ctx, provider, sub.id);
    const [renewed] = await ctx.db.select().from(salesSubscriptions).where(eq(salesSubscriptions.id, sub.id));
    return subscriptionView(renewed ?? updated);
  };

  const safely = async (run: () => Promise<ChargeResult>) => {
    try {
      return await run();
    } catch (e) {
      if (!(e instanceof ProviderUnavailable)) ctx.log.error({ err: e }, 'payment provider failed');
      return 'unavailable' as const;
    }
  };

  router.put('/paymentmethod/:id/provider/:provider/finalize', async (req, res) => {
    checkProvider(req.params.provider);
    const sub = await own(req, req.params.id);
    const body = parseBody(finalizeBody, req.body);
    await verifyCaptcha(ctx, body['recaptcha-token'], 'checkout', sourceOf(req), siteOf(res));
    res.json(
      await keep(
        sub,
        await safely(() =>
          provider.saveCard({ token: body.token, idempotencyKey: randomToken(12), returnPath: body.returnPath }),
        ),
      ),
    );
  });

  router.put('/paymentmethod/:id/provider/:provider/finalize3ds', async (req, res) => {
    checkProvider(req.params.provider);
    const sub = await own(req, req.params.id);
    parseBody(finalize3dsBody, req.body);
    const reference = sub.pendingCardReference;
    // Taken once (compare-and-set): two answers to one challenge, in any processes, do not both confirm it.
    const taken = reference
      ? await ctx.db
          .update(salesSubscriptions)
          .set({ pendingCardReference: null })
          .where(and(eq(salesSubscriptions.id, sub.id), eq(salesSubscriptions.pendingCardReference, reference)))
          .returning({ id: salesSubscriptions.id })
      : [];
    if (!reference || !taken.length) throw errors.paymentInFlight('finalizePaymentUpdate3ds');
    // The body's token and SPREEDLY_SUCCEEDED are ignored: the provider's record of the challenge decides.
    res.json(await keep(sub, await safely(() => provider.confirm3ds({ reference }))));
  });

  // The SDK counts the answer as a success when it carries `country`: answer the saved address.
  router.put('/subscription/address', async (req, res) => {
    const body = parseBody(z.object({ subscriptionID: z.unknown(), billingAddress: address }), req.body);
    const sub = await own(req, body.subscriptionID);
    await ctx.db
      .update(salesSubscriptions)
      .set({ billingAddress: body.billingAddress })
      .where(eq(salesSubscriptions.id, sub.id));
    res.json(body.billingAddress);
  });

  return router;
}
