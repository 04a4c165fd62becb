import { Router, type Request } from 'express';
import busboy from 'busboy';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accountAvatars, accountUsers } from '../../db/schema-accounts';
import type { AccountsContext } from '../context';
import { ApiError, errors, parseBody } from '../errors';
import { requireReader, sourceOf } from '../http';
import { audit } from './audit';
import { readerProfile } from './identities';
import { findUser } from './users';

/** Spec 2, 9 and the identity SDK's own check (`size > 3e6`). */
export const AVATAR_MAX_BYTES = 3_000_000;
/** The multipart field the identity SDK sends (`FormData.append('avatar', file)`). */
const FIELD = 'avatar';
/** Room for the multipart boundaries and part headers around the image. */
const ENVELOPE_BYTES = 64 * 1024;

const avatarErrors = {
  missing: () => new ApiError(400, 'MISSING_IMAGE', 'No se encontró una imagen en la solicitud.'),
  type: () => new ApiError(400, 'UNSUPPORTED_IMAGE_TYPE', 'Solo se admiten imágenes JPEG.'),
  tooLarge: () => new ApiError(413, 'IMAGE_TOO_LARGE', 'La imagen supera los 3 MB permitidos.'),
};

export const avatarPath = (userId: string) => `/identity/public/v1/avatar/${userId}`;

/** JPEG files start with the SOI marker and another marker (FF D8 FF), whatever the client declared. */
const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** A declared length within the limit: the rest of such a body is cheap to drain, so the client gets its answer. */
const boundedBody = (req: Request) =>
  Number(req.headers['content-length'] ?? Infinity) <= AVATAR_MAX_BYTES + ENVELOPE_BYTES;

const invalidBody = () => new ApiError(400, 'INVALID_REQUEST', 'La solicitud no es válida.');

/**
 * Reads the `avatar` file of a multipart body. Busboy stops at the size limit, so no more than 3 MB is
 * ever held; a declared length far over it is refused before a byte is read. Every stream involved (the
 * request, the parser, each file part) gets an error listener: a truncated or aborted body makes busboy
 * emit 'error' on the open part too, and an unheard 'error' would end the process.
 */
function readAvatar(req: Request): Promise<Buffer> {
  if (req.headers['content-length'] && !boundedBody(req)) return Promise.reject(avatarErrors.tooLarge());
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Busboy signals the limit on reaching it, so one byte more lets exactly 3 MB through.
        limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1, fields: 10, parts: 11 },
      });
    } catch {
      return reject(avatarErrors.missing()); // not multipart at all: there is no image in it
    }
    let settled = false;
    let image: Promise<Buffer> | undefined;
    const stop = (err: ApiError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume(); // discard the rest, hold none of it (an unbounded rest is cut off with the connection)
      reject(err);
    };
    parser.on('file', (name, file, info) => {
      file.on('error', () => stop(invalidBody()));
      if (name !== FIELD || image) return void file.resume();
      image = new Promise((done) => {
        const chunks: Buffer[] = [];
        file.on('data', (chunk: Buffer) => chunks.push(chunk));
        file.on('limit', () => stop(avatarErrors.tooLarge()));
        file.on('end', () => done(Buffer.concat(chunks)));
      });
      if (!/^image\/p?jpeg$/.test(info.mimeType)) stop(avatarErrors.type());
    });
    parser.on('close', () => {
      if (settled) return;
      if (!image) return stop(avatarErrors.missing());
      settled = true;
      void image.then(resolve);
    });
    parser.on('error', () => stop(invalidBody()));
    // A client that goes away mid-body: nothing more will come, so answer (to no one) and free the parser.
    req.on('error', () => stop(invalidBody()));
    req.on('close', () => {
      if (!req.complete) stop(invalidBody());
    });
    req.pipe(parser);
  });
}

/** The reader's picture (spec 2, 7 `PUT`/`DELETE /v1/avatar`), stored in `account_avatars` and served by us. */
export function avatarRouter(ctx: AccountsContext): Router {
  const router = Router();

  const setPicture = async (userId: string, picture: string | undefined) => {
    const user = await findUser(ctx, userId);
    if (!user) throw errors.sessionExpired();
    const { picture: _old, ...profile } = user.profile;
    const [updated] = await ctx.db
      .update(accountUsers)
      .set({ profile: picture ? { ...profile, picture } : profile, updatedAt: ctx.now() })
      .where(eq(accountUsers.id, userId))
      .returning();
    return updated;
  };

  router.put('/v1/avatar', async (req, res) => {
    const reader = await requireReader(ctx, req);
    const bytes = await readAvatar(req).catch((err: unknown) => {
      // Whatever is left of a large or unmeasured body is not read: the connection ends with the answer.
      if (err instanceof ApiError && err.code === 'IMAGE_TOO_LARGE' && !boundedBody(req))
        res.set('Connection', 'close');
      throw err;
    });
    if (!isJpeg(bytes)) throw avatarErrors.type();
    const now = ctx.now();
    const row = { contentType: 'image/jpeg', data: bytes.toString('base64'), updatedAt: now };
    await ctx.db
      .insert(accountAvatars)
      .values({ userId: reader.userId, ...row })
      .onConflictDoUpdate({ target: accountAvatars.userId, set: row });
    // The version in the query changes with each upload, so caches never show an old picture under it.
    const updated = await setPicture(reader.userId, `${avatarPath(reader.userId)}?v=${now.getTime()}`);
    await audit(ctx, reader.userId, 'profile-update', { fields: ['picture'] }, sourceOf(req));
    res.json(await readerProfile(ctx, updated));
  });

  router.delete('/v1/avatar', async (req, res) => {
    const reader = await requireReader(ctx, req);
    await ctx.db.delete(accountAvatars).where(eq(accountAvatars.userId, reader.userId));
    const updated = await setPicture(reader.userId, undefined);
    await audit(ctx, reader.userId, 'profile-update', { fields: ['picture'] }, sourceOf(req));
    res.json(await readerProfile(ctx, updated));
  });

  router.get('/v1/avatar/:userId', async (req, res) => {
    const { userId } = parseBody(z.object({ userId: z.uuid() }), req.params);
    const [avatar] = await ctx.db.select().from(accountAvatars).where(eq(accountAvatars.userId, userId));
    if (!avatar) throw errors.notFound('Avatar');
    // A day: a new upload gets a new URL at once; a deleted one is gone from caches within a day.
    res.set({
      'Cache-Control': 'public, max-age=86400',
      'Last-Modified': avatar.updatedAt.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    res.type(avatar.contentType).send(Buffer.from(avatar.data, 'base64'));
  });

  return router;
}
