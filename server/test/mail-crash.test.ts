import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendEnv, processBackends } from './process-backend.js';
import { freePort, startServer, waitUntilReady, type ServerProcess } from './server-process.js';
import { startSmtp } from './smtp-server.js';

// The outbox survives the process: a notification committed with its event and then SIGKILLed before the
// worker sent it is e-mailed by the next process on the same data — once.
const cleanups: (() => Promise<unknown>)[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.stop();
  for (const c of cleanups.reverse()) await c();
});

async function start(env: Record<string, string>): Promise<{ server: ServerProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer({ ...env, PORT: String(port), PUBLIC_URL: base });
  await waitUntilReady(port, server);
  return { server, base };
}

const post = (base: string, path: string, body: object) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });

/** Mails to `email` the SMTP server has received, parsed. */
const mailsTo = (email: string) =>
  Promise.all(smtp.received.filter((m) => m.to.includes(email)).map((m) => simpleParser(m.raw)));

/** Waits (polling, bounded) until `email` has received a mail. */
async function received(email: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (smtp.received.some((m) => m.to.includes(email))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${email} within ${timeoutMs} ms`);
}

describe.each(processBackends)('e-mail across a crash on %s', (kind) => {
  it('a reset asked for just before a SIGKILL is mailed by the restarted server, once', async () => {
    const env = await backendEnv(kind, cleanups, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    // The first process's worker would not look for ten minutes: the kill surely comes before its send.
    let { server, base } = await start({ ...env, NOTIFY_POLL_MS: '600000' });
    const email = `crash-${kind}-${Date.now()}@example.com`;
    const other = `after-${kind}-${Date.now()}@example.com`;
    for (const address of [email, other]) {
      const res = await post(base, '/api/auth/sign-up/email', {
        name: 'Crash Trader',
        email: address,
        password: 'a long password 1',
      });
      expect(res.status).toBe(200);
    }
    expect((await post(base, '/api/auth/request-password-reset', { email })).status).toBe(200);
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await mailsTo(email)).toHaveLength(0);

    ({ server, base } = await start({ ...env, NOTIFY_POLL_MS: '100' }));
    await received(email);
    // A later event, delivered by the same worker's later passes: by then every pass has seen the first
    // mail as sent, so a second copy would have gone out.
    expect((await post(base, '/api/auth/request-password-reset', { email: other })).status).toBe(200);
    await received(other);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your password');
    // The link of the first process's address, where the reset was asked for.
    expect(mails[0]!.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=\w+/);
    expect(mails[0]!.messageId).toMatch(/^<[0-9a-f-]{36}@127\.0\.0\.1>$/);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 120_000);
});
