import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 = Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const argonOptions = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, argonOptions);

// Verifying against a throw-away hash when the user does not exist keeps the answer time the same.
const decoy = hash('decoy-password-Aa1', argonOptions);

export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(stored ?? (await decoy), password);
  } catch {
    return false;
  }
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** URL-safe random token (nonces, ids). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
