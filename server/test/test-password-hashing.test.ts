import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { testPasswordHashing } from './test-password-hashing.js';

describe("the test apps' password hashing", () => {
  it('checks its own hashes, marked as not the shop’s, and refuses a wrong password', async () => {
    const hash = await testPasswordHashing.hash('correct horse battery');
    expect(hash).toMatch(/^test-scrypt:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(hash).not.toBe(await testPasswordHashing.hash('correct horse battery'));
    expect(await testPasswordHashing.verify({ hash, password: 'correct horse battery' })).toBe(true);
    expect(await testPasswordHashing.verify({ hash, password: 'correct horse batterY' })).toBe(false);
  });

  it('leaves a hash the auth library made to the library', async () => {
    const hash = await hashPassword('made by a server process');
    expect(hash).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(await testPasswordHashing.verify({ hash, password: 'made by a server process' })).toBe(true);
    expect(await testPasswordHashing.verify({ hash, password: 'something else' })).toBe(false);
  });
});
