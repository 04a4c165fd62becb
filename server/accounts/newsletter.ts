import { Router, type Request } from 'express';
import { z } from 'zod';
import { newsletterSignups } from '../db/schema-accounts';
import type { AccountsContext } from './context';
import { ApiError, errors } from './errors';
import { audit } from './identity/audit';
import { siteOf } from './sales/site';
import { sourceOf } from './http';
import { AttemptCounter } from './throttle';
import { forwardNewsletterSignup } from './newsletter-service';
import type { HitStore } from '../security/hit-store';
import { NEWSLETTER_EMAIL, NEWSLETTER_EMAIL_MAX, NEWSLETTER_MESSAGES } from '../../contracts/newsletter-email';

export const newsletterBody = z.object({
  email: z.string().max(200).optional(),
  /** The other newsletter service's name for the same field. */
  correo: z.string().max(200).optional(),
  origin: z.string().max(50).default('home'),
  consent: z.boolean().optional(),
});

export function checkNewsletterEmail(value: string | undefined): string {
  const email = (value ?? '').trim();
  if (!email) throw new ApiError(400, 'EMAIL_REQUIRED', NEWSLETTER_MESSAGES.required);
  if (email.length > NEWSLETTER_EMAIL_MAX || !NEWSLETTER_EMAIL.test(email))
    throw new ApiError(400, 'EMAIL_FORMAT', NEWSLETTER_MESSAGES.format);
  return email;
}

/** Newsletter sign-up; answers `{ ok: 1 }` as the block expects. Signing up twice is not an error. */
export function newsletterRouter(ctx: AccountsContext, limits: HitStore): Router {
  const router = Router();
  const attempts = new AttemptCounter(limits, 'accounts:newsletter', () => ctx.settings.throttle.attemptsPerMinute);
  router.post('/signup', async (req: Request, res) => {
    if (!(await attempts.allow(sourceOf(req)))) throw errors.tooManyRequests();
    const parsed = newsletterBody.safeParse(req.body ?? {});
    if (!parsed.success) throw new ApiError(400, 'INVALID_REQUEST', 'La solicitud no es válida.');
    const email = checkNewsletterEmail(parsed.data.email ?? parsed.data.correo);
    if (parsed.data.consent !== true) throw new ApiError(400, 'CONSENT_REQUIRED', NEWSLETTER_MESSAGES.consent);
    await ctx.db
      .insert(newsletterSignups)
      .values({ email, site: siteOf(res), origin: parsed.data.origin, consentAt: ctx.now() })
      .onConflictDoNothing();
    await audit(
      ctx,
      null,
      'newsletter-signup',
      { email, origin: parsed.data.origin, site: siteOf(res) },
      sourceOf(req),
    );
    void forwardNewsletterSignup(ctx, email);
    res.json({ ok: 1 });
  });
  return router;
}
