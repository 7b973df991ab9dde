import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from './database-template.js';
import { freePort, startServer, waitUntilReady, type ServerProcess } from './server-process.js';

// `npm run backup` and `npm run restore` as an operator runs them (the root scripts' commands), against a real
// shop process: PGlite by default, PostgreSQL (new databases on that server) with TEST_DATABASE_URL.
const root = fileURLToPath(new URL('../..', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;
let work: string;
let server: ServerProcess | undefined;
const dropLater: string[] = [];
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'bb-backup-cli-'));
});
afterAll(async () => {
  server?.child.kill('SIGKILL');
  for (const name of dropLater) await adminQuery(serverUrl!, `drop database if exists ${name} with (force)`);
  await rm(work, { recursive: true, force: true });
});

/** A shop's settings: its own data folder and, on PostgreSQL, its own new empty database. */
async function newShop(name: string): Promise<Record<string, string>> {
  const env: Record<string, string> = { DATA_DIR: join(work, name), SEED_DEMO_DATA: 'false' };
  if (serverUrl) {
    const db = `bb_cli_${randomBytes(5).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${db}`);
    dropLater.push(db);
    const url = new URL(serverUrl);
    url.pathname = `/${db}`;
    env.DATABASE_URL = url.toString();
  }
  return env;
}

function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

async function start(env: Record<string, string>) {
  const port = await freePort();
  server = startServer({ ...env, PORT: String(port) });
  await waitUntilReady(port, server);
  return `http://127.0.0.1:${port}`;
}
async function stop() {
  server!.child.kill('SIGTERM');
  await server!.exited;
  server = undefined;
}
const post = (base: string, path: string, body: object) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });

describe('npm run backup / npm run restore', () => {
  it('backs a shop up, restores it into an empty one only, and the restored shop knows its accounts', async () => {
    const source = await newShop('source');
    const account = { name: 'Rahim', email: 'rahim.backup@example.com', password: 'a long password' };
    let base = await start(source);
    expect((await post(base, '/api/auth/sign-up/email', account)).status).toBe(200);
    const out = join(work, 'backups');
    if (serverUrl) {
      // PostgreSQL: pg_dump while the shop runs.
      const taken = await npmRun('backup', ['--out', out], source);
      expect(taken.code, taken.output).toBe(0);
      await stop();
    } else {
      // PGlite: the folder is the running shop's; the command says how instead of waiting or corrupting it.
      const refused = await npmRun('backup', ['--out', out], source);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/BACKUP_INTERVAL_HOURS/);
      await stop();
      const taken = await npmRun('backup', ['--out', out], source);
      expect(taken.code, taken.output).toBe(0);
    }
    const [file] = (await readdir(out)).filter((n) => n.endsWith('.tar.gz'));
    expect(file).toMatch(/^bulkbazar-backup-\d{8}-\d{6}Z\.tar\.gz$/);

    const target = await newShop('target');
    const restored = await npmRun('restore', [join(out, file!)], target);
    expect(restored.code, restored.output).toBe(0);
    const again = await npmRun('restore', [join(out, file!)], target);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/not empty|already has \d+ tables/);

    base = await start(target);
    const signIn = await post(base, '/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(200);
    await stop();
  }, 240_000);
});
