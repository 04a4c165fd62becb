import express, { Router, type Response } from 'express';
import { jwtVerify } from 'jose';
import { z } from 'zod';
import type { AccountsContext } from '../context';
import { parseBody } from '../errors';
import { oidcErrors, safeReturnTo } from './oidc';

/** What Apple posts back (response_mode form_post) or puts in the query; `user` (the name) comes only once. */
const appleReturn = z
  .object({
    state: z.string().max(1000),
    code: z.string().min(1).max(2000).optional(),
    error: z.string().max(200).optional(),
  })
  .loose();

/**
 * GET/POST /v1/apple/auth: where the SDK's initAppleSignOn has Apple send the reader. It checks the state
 * /v1/apple/authurl signed and hands the single-use code to the site's page (APPLE_RETURN_URL), which calls
 * the SDK's appleSignOn(code); the login call then exchanges the code with this URL as redirect_uri.
 */
export function appleRouter(ctx: AccountsContext): Router {
  const router = Router();

  const handle = async (res: Response, input: unknown) => {
    const back = parseBody(appleReturn, input);
    try {
      const { payload } = await jwtVerify(back.state, ctx.settings.jwtSecret, {
        algorithms: ['HS256'],
        currentDate: ctx.now(),
      });
      if (payload.typ !== 'apple-state') throw oidcErrors.badState();
    } catch {
      throw oidcErrors.badState();
    }
    // Checked on every use, so a misconfigured return page cannot become an open redirect.
    const page = new URL(safeReturnTo(ctx, ctx.settings.oidc.apple.returnUrl), 'http://relative.invalid');
    if (back.code) page.searchParams.set('code', back.code);
    else page.searchParams.set('error', back.error ?? 'invalid_request');
    const target = page.origin === 'http://relative.invalid' ? page.pathname + page.search + page.hash : page.href;
    // The code must not linger in caches or leak through Referer to third parties.
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }).redirect(303, target);
  };

  router.post('/v1/apple/auth', express.urlencoded({ extended: false, limit: '20kb' }), (req, res) =>
    handle(res, req.body),
  );
  router.get('/v1/apple/auth', (req, res) => handle(res, req.query));
  return router;
}
