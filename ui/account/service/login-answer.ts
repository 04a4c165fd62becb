import { FormError, sendJson } from '../forms/submit';

/** Spec 2, 7: what a login answers. */
export interface LoginAnswer {
  uuid: string;
  accessToken: string;
  refreshToken: string;
}

export const LOGIN_FAILED = 'No fue posible iniciar sesión. Inténtalo de nuevo.';

const filled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** Spec 2, 7: an answer without uuid, accessToken and refreshToken is an error, whatever its status. */
export function checkLoginAnswer(answer: unknown, failure = new FormError(LOGIN_FAILED, 'loginError')): LoginAnswer {
  const { uuid, accessToken, refreshToken } = (answer ?? {}) as Partial<Record<keyof LoginAnswer, unknown>>;
  if (filled(uuid) && filled(accessToken) && filled(refreshToken)) return { uuid, accessToken, refreshToken };
  throw failure;
}

/** POST /identity/public/v1/auth/login in cookie mode; the checked answer, or the service's error. */
export async function identityLogin(body: Record<string, unknown>, failure?: FormError): Promise<LoginAnswer> {
  return checkLoginAnswer(await sendJson<unknown>('/identity/public/v1/auth/login?cookie=true', body), failure);
}
