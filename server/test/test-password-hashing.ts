import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import type { PasswordHashing } from '../src/modules/auth/auth.js';

// The shop hashes passwords with the auth library's scrypt (N=16384, r=16): about a third of a second of CPU
// each on a small machine, and the server suite signs up and signs in thousands of times per database. Test
// apps hash with the same scrypt at a cost 64 times lower, marked so that a hash made this way is never
// mistaken for the library's. A hash the library made (a server process, the admin CLI) is still checked by
// the library. abuse-limits.test.ts keeps the production hashing and proves the stored form.
const PREFIX = 'test-scrypt';
const PARAMS = { N: 1024, r: 4, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${PREFIX}:${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [prefix, salt, key] = hash.split(':');
    if (prefix !== PREFIX || !salt || !key) return verifyPassword({ hash, password });
    return timingSafeEqual(await derive(password, salt), Buffer.from(key, 'hex'));
  },
};
