import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The key preview links are signed with (decision 0086): PREVIEW_LINK_SECRET, else one derived from JWT_SECRET (which
 * production already requires, and which every worker shares); outside production without either, a random one per
 * process (its links stop working on restart, as its sign-ins do).
 */
export function previewLinkKey(env: NodeJS.ProcessEnv = process.env, production = env.APP_ENV === 'production') {
  const secret = env.PREVIEW_LINK_SECRET || env.JWT_SECRET;
  if (!secret && production) throw new Error('PREVIEW_LINK_SECRET or JWT_SECRET is required in production');
  if (!secret) return randomBytes(32);
  // A key of its own: a preview token's signature can never be replayed as anything JWT_SECRET signs.
  return createHash('sha256').update(`preview-links\0${secret}`).digest();
}

const ID = /^[A-Za-z0-9_-]{22}$/;
const signature = (key: Buffer, id: string) =>
  createHmac('sha256', key).update(`preview:${id}`).digest('base64url').slice(0, 22);

/** A new link's id: 128 random bits, nothing about the page. */
export const newLinkId = () => randomBytes(16).toString('base64url');

/** `{id}.{signature}`: the address of the link, which only this server's key can make. */
export const tokenOf = (key: Buffer, id: string) => `${id}.${signature(key, id)}`;

/** The link id a token names, when its signature is this server's; undefined for anything forged or malformed. */
export function linkIdOf(key: Buffer, token: string): string | undefined {
  const [id, sig, ...rest] = token.split('.');
  if (rest.length || !id || !sig || !ID.test(id)) return undefined;
  const expected = Buffer.from(signature(key, id));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
