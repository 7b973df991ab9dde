import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runAdminCli, startServer, waitUntilReady, type ServerProcess } from './server-process.js';

let dataDir: string;
let server: ServerProcess | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bb-admin-cli-'));
});
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

async function start() {
  const port = await freePort();
  server = startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO_DATA: 'false' });
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

describe('npm run admin -- --email', () => {
  it('refuses clearly while the shop holds the embedded database, then promotes the account', async () => {
    const account = { name: 'Karim', email: 'karim.owner@example.com', password: 'a long password' };
    let base = await start();
    expect((await post(base, '/api/auth/sign-up/email', account)).status).toBe(200);

    const whileRunning = await runAdminCli(['--email', account.email], { DATA_DIR: dataDir });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toMatch(/Stop the shop/);

    await stop();
    expect((await runAdminCli(['--email', 'nobody@example.com'], { DATA_DIR: dataDir })).output).toMatch(
      /No account/,
    );
    const promoted = await runAdminCli(['--email', account.email.toUpperCase()], { DATA_DIR: dataDir });
    expect(promoted.code).toBe(0);

    base = await start();
    const signIn = await post(base, '/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    const token = signIn.headers.get('set-auth-token')!;
    const isAdmin = await fetch(`${base}/api/isadmin`, { headers: { authorization: `Bearer ${token}` } });
    expect(await isAdmin.json()).toEqual({ isAdmin: true });
    await stop();
  }, 150_000);
});
