// Starts the built shop (server/dist/main.js) as a child process for a benchmark, on PGlite in a temporary
// data folder or on a fresh PostgreSQL database, and cleans up after it.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverArgs } from '../../scripts/server-command.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

async function waitReady(base, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server not ready in 120 s');
}

/** backend: 'pglite' | 'postgres'; seedProducts: products to add first. Resolves to { base, pid, stop }. */
export async function startShop(backend, env = {}, seedProducts = 0) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bb-bench-'));
  const port = await freePort();
  let dbName;
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const extra = {};
  if (backend === 'postgres') {
    dbName = `bb_bench_${Date.now().toString(36)}`;
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`create database ${dbName}`);
    await c.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    extra.DATABASE_URL = url.toString();
  }
  if (seedProducts) {
    // Fill the empty database before the shop starts (it skips its demo data when products exist).
    const seeder = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/cli/seed-scale.ts', '--count', String(seedProducts)],
      {
        cwd: join(root, 'server'),
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extra },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const code = await new Promise((r) => seeder.on('exit', r));
    if (code !== 0) throw new Error(`seeding failed with ${code}`);
  }
  // BENCH_SERVER_NODE_ARGS: extra flags for the server's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, serverArgs(...nodeArgs), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extra,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(base, child);
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r)));
      await rm(dataDir, { recursive: true, force: true });
      if (dbName) {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${dbName} with (force)`);
        await c.end();
      }
    },
  };
}

/** Signs up (or in) and returns a bearer token. */
export async function account(base, email, password = 'bench password 1') {
  const headers = { 'content-type': 'application/json', origin: base };
  let res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: email.split('@')[0], email, password }),
  });
  if (res.status === 409)
    res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
  if (!res.ok) throw new Error(`account ${email}: ${res.status} ${await res.text()}`);
  return res.headers.get('set-auth-token');
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Starts a Node script as a child on a free port; resolves when it answers, to { base, pid, stop }. */
export async function startScript(script) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(base);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    base,
    pid: child.pid,
    stop: () => new Promise((r) => (child.kill('SIGTERM'), child.on('exit', r))),
  };
}
