import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitUntilReady, type ServerProcess } from './server-process.js';

// The embedded mode end to end, as `npm start` runs it: a real process on a real data folder.
let dataDir: string;
let first: ServerProcess | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bb-embedded-'));
});
afterAll(async () => {
  first?.child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

const productIds = async (port: number) =>
  (
    (await (await fetch(`http://127.0.0.1:${port}/api/products?limit=100`)).json()) as {
      products: { _id: string }[];
    }
  ).products
    .map((p) => p._id)
    .sort();

describe('embedded database in DATA_DIR', () => {
  it('seeds on first start, refuses a second process on the same folder, keeps data across a restart', async () => {
    const port = await freePort();
    first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitUntilReady(port, first);
    const before = await productIds(port);
    expect(before.length).toBeGreaterThanOrEqual(40);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another BulkBazar process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const port2 = await freePort();
    first = startServer({ DATA_DIR: dataDir, PORT: String(port2) });
    await waitUntilReady(port2, first);
    expect(await productIds(port2)).toEqual(before);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    first = undefined;
  }, 120_000);
});
