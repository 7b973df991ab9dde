import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitUntilReady, type ServerProcess } from './server-process.js';

// SIGTERM drains before it stops (SHUTDOWN_DRAIN_MS): readiness turns 503 at once so a load balancer takes the
// process out, requests are still answered meanwhile (each closing its keep-alive connection), then the process
// exits 0. The real process on an embedded data folder of its own (listed in DATABASE_FREE, vitest.config.ts).
const DRAIN_MS = 3000;

describe('SIGTERM: readiness 503 first, then stop', () => {
  let dataDir = '';
  let server: ServerProcess;
  let base = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'bb-drain-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    });
    await waitUntilReady(port, server);
  }, 120_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers /readyz 503 while still serving, then exits 0', async () => {
    const before = await fetch(`${base}/api/products`);
    expect(before.status).toBe(200);
    expect(before.headers.get('connection')).not.toBe('close');

    let exited = false;
    void server.exited.then(() => (exited = true));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { interval: 20 }).toBe(503);
    const notReadyAfter = Date.now() - signalled;

    // Still inside the drain: the shop answers, and tells the client to open its next connection elsewhere.
    const during = await fetch(`${base}/api/products`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    const readyz = await fetch(`${base}/readyz`);
    expect(readyz.status).toBe(503);
    expect(((await readyz.json()) as { code: string }).code).toBe('SERVICE_UNAVAILABLE');
    expect(exited).toBe(false);

    expect(await server.exited).toBe(0);
    const stoppedAfter = Date.now() - signalled;
    expect(stoppedAfter).toBeGreaterThanOrEqual(DRAIN_MS);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    console.log(`graceful drain: readiness 503 after ${notReadyAfter} ms, exited 0 after ${stoppedAfter} ms`);
  });
});
