/** Spec 2, 3: the error object; for an HTTP failure also httpStatus and error (the body as text). */
export interface ServiceError {
  code: string;
  message: string;
  httpStatus: number;
  error: string;
}

/** What a reader reads when a service answers a page of its own (a proxy's 502, a maintenance page). */
export const UNREADABLE_ANSWER = 'El servicio no respondió como se esperaba. Inténtalo de nuevo en unos minutos.';

/**
 * Spec 2, 7 (response reading): the parsed JSON; a 2xx answer that is not JSON gives `{ message }` with its text;
 * anything else gives `{ code, message, httpStatus, error }`.
 */
export async function readAnswer(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (res.ok) return { message: text };
    const failure: ServiceError = {
      code: String(res.status),
      message: UNREADABLE_ANSWER,
      httpStatus: res.status,
      error: text.slice(0, 500),
    };
    return failure;
  }
}
