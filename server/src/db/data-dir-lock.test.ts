import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bb-lock-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('data folder lock', () => {
  it('refuses a second holder with a clear message, and frees the folder on release', async () => {
    const release = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/in use by another BulkBazar process/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  }, 20_000);
});
