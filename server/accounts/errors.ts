import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';

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

export const errors = {
  sessionExpired: () => new ApiError(401, '300019', 'Sesion Expirada'),
  missingJwt: () => new ApiError(401, '100018', 'Sesión expirada, por favor ingrese nuevamente.'),
  accountBlocked: () =>
    new ApiError(429, '100014', 'Tu cuenta ha sido bloqueada temporalmente. Inténtalo de nuevo más tarde.'),
  accountDeactivated: () => new ApiError(403, '100015', 'Tu cuenta está desactivada.'),
  tooManyRequests: () => new ApiError(429, 'TOO_MANY_REQUESTS', 'Demasiados intentos. Espera un minuto.'),
  tooManySignups: () =>
    new ApiError(429, 'TOO_MANY_REQUESTS', 'Demasiados registros en poco tiempo. Inténtalo de nuevo más tarde.'),
  wrongPassword: () => new ApiError(401, '300040', 'La contraseña es incorrecta.'),
  duplicateUser: () => new ApiError(409, '300039', 'Ya existe un usuario registrado con ese correo.'),
  emailInUse: () => new ApiError(409, '300022', 'El correo electrónico está registrado con otro usuario.'),
  expiredNonce: () => new ApiError(410, '300033', 'La solicitud de cambio de contraseña ha expirado.'),
  alreadyVerified: () => new ApiError(409, '300050', 'El correo electrónico ya fue verificado.'),
  captcha: () => new ApiError(400, '130001', 'Captcha token invalid'),
  unsupportedGrant: () =>
    new ApiError(400, 'UNSUPPORTED_GRANT_TYPE', 'Este tipo de inicio de sesión no está disponible.'),
  notCancellable: () => new ApiError(409, '300059', 'La suscripción no se puede cancelar.'),
  alreadyRescued: () => new ApiError(409, '330060', 'La suscripción ya fue recuperada.'),
  notAllowedToCancel: () => new ApiError(403, '330061', 'No puedes cancelar esta suscripción.'),
  notAllowedToRescue: () => new ApiError(403, '330062', 'No puedes recuperar esta suscripción.'),
  paymentRejected: () =>
    new ApiError(402, '300170', 'El pago fue rechazado, verifica los datos e inténtalo nuevamente.'),
  providerFailure: () => new ApiError(502, '30167a', 'Respuesta inválida del proveedor de pagos.'),
  paymentInFlight: (method: string) =>
    new ApiError(409, 'PAYMENT_IN_PROGRESS', `${method} cannot be called until the previous to ${method} completes`),
  blockedDomain: () => new ApiError(400, '300041', 'El dominio del correo electrónico no está permitido.'),
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

/** Spanish texts of the field codes (spec 2, 8); a zod check names its code as its message. */
export const fieldMessages: Record<string, string> = {
  '300036': 'La contraseña debe tener mínimo 8 caracteres, con mayúsculas, minúsculas y números.',
  '300071': 'El teléfono debe tener entre 10 y 12 caracteres.',
  '300075': 'El formato del correo electrónico no es válido.',
  '300080': 'El nombre de usuario es obligatorio.',
  '300081': 'El nombre de usuario debe tener entre 5 y 100 caracteres.',
  '300093': 'El nombre debe tener entre 1 y 100 caracteres.',
  '300127': 'El nombre contiene un carácter no válido.',
  '300128': 'El apellido debe tener entre 1 y 100 caracteres.',
  '300129': 'El apellido contiene un carácter no válido.',
  '300130': 'El segundo apellido debe tener entre 1 y 50 caracteres.',
  '300165': 'Error en la dirección, verifica la nomenclatura.',
  '300167': 'Ciudad no válida.',
  '300168': 'Departamento no válido.',
  '300169': 'País no válido.',
  '300201': 'El campo tiene demasiados caracteres o caracteres no permitidos.',
  '3007010': 'Se permiten como máximo 100 contactos.',
  '3007011': 'Se permiten como máximo 100 direcciones.',
  '3007012': 'Se permiten como máximo 100 atributos.',
};

/** Validates a body or query; the first failing check answers 400 with its spec code. */
export function parseBody<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const known = fieldMessages[issue.message];
  if (known) throw new ApiError(400, issue.message, known);
  const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
  throw new ApiError(400, 'INVALID_REQUEST', `La solicitud no es válida${where}.`);
}

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
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ code: 'INVALID_REQUEST', message: 'La solicitud no es válida.' });
    return;
  }
  req.log?.error({ err }, 'accounts request failed');
  res.status(500).json({ code: 'INTERNAL', message: 'Error interno' });
}
