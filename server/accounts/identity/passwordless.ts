import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';

// A fixed start of the salt marks "this account never chose a password". 12 bytes encode to 16 base64
// characters, so the mark shows whole in the PHC string's salt field.
const MARK = Buffer.from('no-password:');
const MARK_B64 = `$${MARK.toString('base64')}`;

/**
 * The hash stored for accounts made by social or OpenID Connect sign-in: a real argon2id hash (same cost as
 * crypto.ts, so a password login against it takes as long as any other) of a secret nobody keeps, so password
 * login cannot succeed. A password reset overwrites it, after which the account has a password like any other.
 */
export function unusablePasswordHash(): Promise<string> {
  return hash(randomBytes(32).toString('base64url'), {
    algorithm: 2,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
    salt: Buffer.concat([MARK, randomBytes(16)]),
  });
}

/** Whether the reader can log in with a password (the "Password" identity of the profile). */
export const hasPassword = (passwordHash: string) => !passwordHash.includes(MARK_B64);
