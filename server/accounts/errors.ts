import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import { accountErrorText } from '../../contracts/account-errors';
import { BadInput } from '../http/bad-input';
import { isUnavailable } from '../ops/faults';

/**
 * The answer every failing identity or sales call gives: `{ code, message }` (spec 2, 8), with a fitting status.
 * Codes are the spec's server codes where it names one; where it does not, a readable upper-case name
 * (the spec's own avatar codes read that way). docs/accounts.md lists them all.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The catalogue's text of a spec code (contracts/account-errors.ts): the answer says what the site shows. */
const known = (code: string): string => accountErrorText(code) ?? code;

/** An answer with a code of the catalogue and its text. */
export const specError = (status: number, code: string) => new ApiError(status, code, known(code));

export const errors = {
  sessionExpired: () => new ApiError(401, '300019', known('300019')),
  missingJwt: () => new ApiError(401, '100018', known('100018')),
  accountBlocked: () => new ApiError(429, '100014', known('100014')),
  accountDeactivated: () => new ApiError(403, '100015', known('100015')),
  tooManyRequests: () => new ApiError(429, 'TOO_MANY_REQUESTS', 'Demasiados intentos. Espera un minuto.'),
  tooManySignups: () =>
    new ApiError(429, 'TOO_MANY_REQUESTS', 'Demasiados registros en poco tiempo. Inténtalo de nuevo más tarde.'),
  wrongPassword: () => new ApiError(401, '300040', known('300040')),
  duplicateUser: () => new ApiError(409, '300039', known('300039')),
  emailInUse: () => new ApiError(409, '300022', known('300022')),
  /** A spent, expired or unknown reset link; the other links and codes have their own text (decision 0023). */
  expiredNonce: () => new ApiError(410, '300033', known('300033')),
  expiredMagicLink: () => new ApiError(410, 'MAGIC_LINK_EXPIRED', known('MAGIC_LINK_EXPIRED')),
  expiredVerification: () => new ApiError(410, 'VERIFICATION_LINK_EXPIRED', known('VERIFICATION_LINK_EXPIRED')),
  expiredDeletion: () => new ApiError(410, 'DELETION_CODE_EXPIRED', known('DELETION_CODE_EXPIRED')),
  usedShareCode: () => new ApiError(410, 'SHARE_CODE_USED', known('SHARE_CODE_USED')),
  alreadyVerified: () => new ApiError(409, '300050', known('300050')),
  captcha: () => new ApiError(400, '130001', 'Captcha token invalid'),
  unsupportedGrant: () =>
    new ApiError(400, 'UNSUPPORTED_GRANT_TYPE', 'Este tipo de inicio de sesión no está disponible.'),
  notCancellable: () => new ApiError(409, '300059', known('300059')),
  alreadyRescued: () => new ApiError(409, '330060', known('330060')),
  notAllowedToCancel: () => new ApiError(403, '330061', known('330061')),
  notAllowedToRescue: () => new ApiError(403, '330062', known('330062')),
  paymentRejected: () => new ApiError(402, '300170', known('300170')),
  providerFailure: () => new ApiError(502, '30167a', known('30167a')),
  paymentInFlight: (method: string) =>
    new ApiError(409, 'PAYMENT_IN_PROGRESS', `${method} cannot be called until the previous to ${method} completes`),
  blockedDomain: () => new ApiError(400, '300041', known('300041')),
  notFound: (what: string) => new ApiError(404, 'NOT_FOUND', `${what} no encontrado.`),
  alreadySubscribed: () =>
    new ApiError(
      409,
      'ALREADY_SUBSCRIBED',
      'Ya tienes una suscripción en este sitio: la encuentras en Mis suscripciones.',
    ),
};

/** Whether a database error (or one it caused) broke the unique index or constraint `name`. */
export function violates(err: unknown, name: string): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505' && constraint === name) return true;
  }
  return false;
}

/** Validates a body or query; the first failing check answers 400 with its spec code. */
export function parseBody<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // A zod check names its spec code as its message (spec 2, 8); the catalogue gives the text.
  const text = accountErrorText(issue.message);
  if (text) throw new ApiError(400, issue.message, text);
  const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
  throw new ApiError(400, 'INVALID_REQUEST', `La solicitud no es válida${where}.`);
}

const UNAVAILABLE = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.';

/** Last stop for the accounts routes: a known error keeps its code; a malformed body is a 400; nothing leaks. */
export function accountsErrorHandler(err: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(err);
  if (err instanceof ApiError) {
    res.status(err.status).json({ code: err.code, message: err.message });
    return;
  }
  // One plan per reader and site is the database's rule (0012): whichever call races into it gets the 409.
  if (violates(err, 'sales_subscriptions_one_held')) {
    const known = errors.alreadySubscribed();
    res.status(known.status).json({ code: known.code, message: known.message });
    return;
  }
  // A body the input guard refused (server/http/input-guard.ts) says what was wrong with it.
  if (err instanceof BadInput) {
    res.status(err.status).json({ code: err.code, message: err.message });
    return;
  }
  // The database out of reach is not a bug of the request: 503, so the SDK or the balancer tries again.
  if (isUnavailable(err)) {
    req.log?.error({ err }, 'accounts request failed: dependency unavailable');
    res.status(503).set('Retry-After', '5').json({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE });
    return;
  }
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ code: 'INVALID_REQUEST', message: 'La solicitud no es válida.' });
    return;
  }
  req.log?.error({ err }, 'accounts request failed');
  res.status(500).json({ code: 'INTERNAL', message: 'Error interno' });
}
