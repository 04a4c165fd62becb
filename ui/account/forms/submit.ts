import { safeReturnPath } from '../return-path';
import { useState } from 'react';
import { ACCOUNT_ERROR_TEXTS, errorTextFor } from '../../../contracts/account-errors';
import { readerStore } from '../../../runtime/context';
import { readAnswer } from '../service/read-answer';

/** What a reader sees when the captcha fails (server code 130001, whose wire text is English, or the widget). */
export const CAPTCHA_MESSAGE = ACCOUNT_ERROR_TEXTS['130001'];

/**
 * A failed identity or sales call (spec 2, 3 error object): the catalogue's text for its code (spec 2, 8), else the
 * service's own message, else a generic one; the code and the HTTP status stay with it.
 */
export class FormError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }

  /** What the reader is shown: a service's error already carries the catalogue's Spanish text. */
  get readerText(): string {
    return this.message;
  }
}

/**
 * An error the site's client raises itself, in the SDK's words (spec 2, 8: 'Google SDK failed to load', '[Arc
 * Identity SDK] Missing or invalid jwt') for the console and callers; the reader sees the catalogue's Spanish text
 * for its code (decision 0023).
 */
export class ClientError extends FormError {
  constructor(message: string, code: string) {
    super(message, code);
  }

  override get readerText(): string {
    return (this.code && errorTextFor(this.code)) ?? this.message;
  }
}

/** The SDK prefixes of spec 2, 8, as the identity and sales SDKs write them. */
export const SDK_PREFIX = { identity: '[Arc Identity SDK]', sales: '[Arc Sales SDK]' } as const;

/**
 * Spec 2, 4: every account call needs a signed-in reader. While the page knows the reader is signed out, the call
 * fails before anything is sent, with 'Missing or invalid jwt' and code 100018 (the reader: 'Sesión expirada, …').
 */
export function accountCall<T>(url: string, body: unknown, method = 'POST'): Promise<T> {
  if (readerStore.get().loggedIn !== false) return sendJson<T>(url, body, method);
  const prefix = url.startsWith('/sales/') ? SDK_PREFIX.sales : SDK_PREFIX.identity;
  return Promise.reject(new ClientError(`${prefix} Missing or invalid jwt`, '100018'));
}

/** The error a failed answer (`{ code, message }` with its status) becomes. */
export function answerError(answer: unknown, httpStatus: number): FormError {
  const { message, code } = (answer ?? {}) as { message?: unknown; code?: unknown };
  const mapped = typeof code === 'string' ? errorTextFor(code) : undefined;
  const text = mapped ?? (typeof message === 'string' && message ? message : 'No fue posible completar la solicitud.');
  return new FormError(text, typeof code === 'string' ? code : undefined, httpStatus);
}

/** Calls the identity or sales service with the page's cookies (JSON both ways); the answer, or a FormError. */
export async function sendJson<T>(url: string, body: unknown, method = 'POST'): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      ...(method === 'GET' ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
  } catch {
    throw new FormError('No hay conexión. Revisa tu red e inténtalo de nuevo.');
  }
  const answer = await readAnswer(res);
  if (res.ok) return answer as T;
  throw answerError(answer, res.status);
}

export type SubmitState = { status: 'idle' | 'loading' | 'done' } | { status: 'error'; message: string };

/**
 * The life of a form (spec 2, 4: idle, loading that blocks a second submit, then success or error): `run` ignores
 * calls while one is in flight.
 */
export function useSubmit() {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  const run = async (action: () => Promise<void>) => {
    if (state.status === 'loading') return;
    setState({ status: 'loading' });
    try {
      await action();
      setState({ status: 'done' });
    } catch (err) {
      setState({
        status: 'error',
        message: err instanceof FormError ? err.readerText : 'Ocurrió un error inesperado.',
      });
    }
  };
  return { state, run, fail: (message: string) => setState({ status: 'error', message }) };
}

/** Where to go after signing in: a path on this site only (no open redirect; see safeReturnPath). */
export const safeRedirect = (value: string | null): string => safeReturnPath(value);
