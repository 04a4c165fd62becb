import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

/** Whether the request carries `Authorization: Bearer <token>` with this token (compared in constant time). */
export function bearerMatches(req: Request, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
  return Boolean(token) && given.length === token!.length && timingSafeEqual(Buffer.from(given), Buffer.from(token!));
}
