import type { NextFunction, Request, Response } from 'express';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountUsers } from '../db/schema-accounts';
import type { SessionUserOf } from '../accounts/page-reader';
import { grantOf, isAdmin, mayEdit, mayPublish, type Grant } from './roles';

/** The header a cookie-authenticated change must carry (docs/editor-api.md): no cross-site page can send it. */
export const CSRF_HEADER = 'x-editor-csrf';

export interface Editor {
  userId: string;
  email: string;
  grant: Grant | undefined;
}

/** `{ error, code }`: the error shape of the whole editor API. */
export function fail(res: Response, status: number, code: string, error: string): void {
  res.status(status).json({ error, code });
}

const SAFE = ['GET', 'HEAD'];

/**
 * Every editor call: a session (401), CSRF protection for cookie sessions (403), and some role at all (403); the
 * site of each call is checked by `allowed`. Answers are one editor's: never stored by a shared cache.
 */
export function editorSession(db: Db, sessionUser: SessionUserOf) {
  return async (req: Request, res: Response, next: NextFunction) => {
    res.set('Cache-Control', 'private, no-store');
    const who = await sessionUser(req, res);
    if (!who) return fail(res, 401, 'NO_SESSION', 'Inicia sesión para editar.');
    if (who.cookie && !SAFE.includes(req.method)) {
      const origin = req.get('origin');
      const ownOrigin = `${req.protocol}://${req.get('host')}`;
      if (req.get(CSRF_HEADER) !== '1' || (origin && origin !== ownOrigin))
        return fail(res, 403, 'CSRF', 'Solicitud rechazada: falta la protección CSRF.');
    }
    const grant = await grantOf(db, who.userId);
    if (!grant) return fail(res, 403, 'FORBIDDEN', 'Tu cuenta no tiene el rol de editor.');
    const [user] = await db
      .select({ email: accountUsers.email })
      .from(accountUsers)
      .where(eq(accountUsers.id, who.userId));
    res.locals.editor = { userId: who.userId, email: user?.email ?? who.userId, grant } satisfies Editor;
    next();
  };
}

export const editorOf = (res: Response) => res.locals.editor as Editor;

/**
 * Whether the editor may work on `site` (`admin`: admins only; `publish`: publishers and admins); answers the 403
 * itself when not.
 */
export function allowed(res: Response, site: string, opts: { admin?: boolean; publish?: boolean } = {}): boolean {
  const { grant } = editorOf(res);
  const refuse = (code: string, error: string) => {
    fail(res, 403, code, error);
    return false;
  };
  if (opts.admin) return isAdmin(grant) || refuse('FORBIDDEN', 'Solo un administrador puede hacer esto.');
  if (!mayEdit(grant, site)) return refuse('FORBIDDEN', `No tienes permiso para editar ${site}.`);
  if (opts.publish && !mayPublish(grant, site))
    return refuse('NOT_PUBLISHER', `Solo quien publica en ${site} puede hacer esto: pide la publicación.`);
  return true;
}
