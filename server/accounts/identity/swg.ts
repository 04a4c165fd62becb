import { Router, type Request } from 'express';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AccountsContext } from '../context';
import { ApiError, parseBody } from '../errors';
import { requireReader, sourceOf } from '../http';
import { audit } from './audit';
import { findIdentity, moveIdentity } from './identities';
import { startSession } from './sessions';
import { signInPerson } from './social-login';
import type { SocialTokens } from './social-tokens';

/** Minutes a subscribe-with-Google access token stays good: just long enough for one relink. */
export const SWG_TOKEN_MINUTES = 5;

const badSwgToken = () => new ApiError(401, 'INVALID_SWG_TOKEN', 'El token de suscripción con Google no es válido.');

/**
 * Subscribe-with-Google helpers (spec 2, 4: match the Google user with the account's Google identity, relink).
 * - POST /v1/swg/checkloginexists {token}: is an account linked to the Google identity in this ID token? If so
 *   that reader is signed in (profileId, accessToken, refreshToken), as with the `google` login grant.
 * - GET /v1/swg/accesstoken: for the signed-in reader, a 5-minute token naming their account and session.
 * - GET /v1/swg/{swgToken}/relink/{googleIdToken}: moves that Google identity to the signed-in reader, who
 *   must present both their own fresh SwG token and the Google ID token; answers new session tokens.
 * The paths also answer without /v1 (as spec 2, 7 lists them).
 */
export function swgRouter(
  ctx: AccountsContext,
  tokens: SocialTokens,
  throttle: (req: Request) => Promise<void>,
): Router {
  const router = Router();

  router.post('/v1/swg/checkloginexists', async (req, res) => {
    await throttle(req);
    const { token } = parseBody(z.object({ token: z.string().min(1).max(4000) }), req.body);
    const person = await tokens.verify('google', token);
    if (!(await findIdentity(ctx, 'google', person.subject)))
      return void res.json({ identityExists: false, exists: false });
    // The token is Google's own word for this person, as in a `google` login grant: the linked reader is signed in.
    const session = await signInPerson(ctx, person, { rememberMe: false, source: sourceOf(req), grantType: 'swg' });
    const { uuid, ...pair } = session;
    res.json({ identityExists: true, exists: true, profileId: uuid, ...pair });
  });

  router.get(['/v1/swg/accesstoken', '/swg/accesstoken'], async (req, res) => {
    const reader = await requireReader(ctx, req);
    const now = Math.floor(ctx.now().getTime() / 1000);
    const accessToken = await new SignJWT({ typ: 'swg', sid: reader.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(reader.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + SWG_TOKEN_MINUTES * 60)
      .sign(ctx.settings.jwtSecret);
    res.set('Cache-Control', 'no-store').json({ accessToken });
  });

  router.get(['/v1/swg/:token/relink/:id', '/swg/:token/relink/:id'], async (req, res) => {
    await throttle(req);
    const params = parseBody(z.object({ token: z.string().max(4000), id: z.string().max(4000) }), req.params);
    const reader = await requireReader(ctx, req);
    try {
      const { payload } = await jwtVerify(params.token, ctx.settings.jwtSecret, {
        algorithms: ['HS256'],
        currentDate: ctx.now(),
        subject: reader.userId,
      });
      if (payload.typ !== 'swg' || payload.sid !== reader.sessionId) throw new Error('not this session');
    } catch {
      throw badSwgToken();
    }
    const person = await tokens.verify('google', params.id);
    await moveIdentity(ctx, person, reader.userId);
    await audit(ctx, reader.userId, 'identity-linked', { provider: 'google', relink: true }, sourceOf(req));
    res.json({ uuid: reader.userId, ...(await startSession(ctx, reader.userId, false)) });
  });

  return router;
}
