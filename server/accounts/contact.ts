import express, { Router } from 'express';
import { contactReport, CONTACT_MESSAGES } from '../../contracts/contact-form';
import type { HitStore } from '../security/hit-store';
import type { AccountsContext } from './context';
import { ApiError, errors } from './errors';
import { originAllowed, sourceOf } from './http';
import { contactFailed, reportContact } from './notifications/wolkvox';
import { siteOf } from './sales/site';
import { AttemptCounter } from './throttle';

/**
 * The help centre's contact form (spec 2, 7: '/wolkvox/report', a form body). The browser posts the form encoded as
 * a form; the host checks it and passes it on to the notification service, which needs a token the page never sees.
 */
export function contactRouter(ctx: AccountsContext, limits: HitStore): Router {
  const router = Router();
  const attempts = new AttemptCounter(limits, 'accounts:contact', () => ctx.settings.throttle.attemptsPerMinute);
  router.post('/wolkvox/report', express.urlencoded({ extended: false, limit: '20kb' }), async (req, res) => {
    // A form post needs no preflight: another site's page could post it for its visitors.
    const origin = req.headers.origin;
    if (origin && !originAllowed(ctx, origin)) throw new ApiError(403, 'FORBIDDEN_ORIGIN', 'Origen no permitido.');
    if (!(await attempts.allow(sourceOf(req)))) throw errors.tooManyRequests();
    const parsed = contactReport.safeParse(req.body ?? {});
    // The reader's own words for the first field that is wrong.
    if (!parsed.success) throw new ApiError(400, 'INVALID_CONTACT', parsed.error.issues[0].message);
    try {
      await reportContact(ctx, { ...parsed.data, sitio: siteOf(res) });
    } catch {
      throw contactFailed(CONTACT_MESSAGES.failed);
    }
    res.json({ ok: 1, message: CONTACT_MESSAGES.sent });
  });
  return router;
}
