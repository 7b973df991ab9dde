import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNotifications } from '../../db/notification-outbox.js';
import { notifications, users } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { ORIGIN, signUp } from '../../../test/auth-helpers.js';
import { bodyText, startSmtp } from '../../../test/smtp-server.js';
import { createMailWorker, LEASE_MS } from './mail-worker.js';
import { createSmtpMailer } from './mailer.js';
import { renderNotification } from './notification-texts.js';
import { createNotificationsRepo } from './notifications.repo.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
// The worker's clock starts a minute ahead of the database's (rows are due from their insert's now()) and
// only moves when a test moves it.
let clock = new Date(Date.now() + 60_000);
const log = { warn: () => {}, error: () => {} };
const worker = () =>
  createMailWorker({
    repo: createNotificationsRepo(t.database.db),
    mailer: createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'BulkBazar <no-reply@localhost>'),
    baseUrl: 'http://localhost:3000',
    host: 'localhost',
    log,
    now: () => clock,
  });
const rows = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

beforeAll(async () => {
  smtp = await startSmtp();
  // The app's own worker polls rarely here: the tests drive their worker with their own clock.
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, NOTIFY_POLL_MS: '600000' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('e-mail from the notification outbox', () => {
  it('a password reset sends exactly one mail, to the account, with the link and the notification as Message-ID', async () => {
    const s = await signUp(t.app, { name: 'Salma Khatun' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN, cookie: 'lang=bn' },
      payload: { email: s.email },
    });
    expect(asked.statusCode).toBe(200);
    const w = worker();
    while ((await w.runOnce()) > 0);
    const [row] = await rows(s.id);
    expect(row).toMatchObject({ kind: 'password_reset', emailStatus: 'sent', emailAttempts: 1 });
    const mails = smtp.received.filter((m) => m.to.includes(s.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(`Message-ID: <${row!.id}@localhost>`);
    // Asked from a Bengali page: the mail is in Bengali (MIME-encoded), and carries the link.
    expect(mails[0]!.raw).toMatch(/Subject: =\?UTF-8\?/);
    const url = String(row!.data.url);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/reset-password\?token=\w+$/);
    const body = bodyText(mails[0]!.raw);
    expect(body).toContain(url);
    expect(body).toContain('নতুন পাসওয়ার্ড');
    // Nothing left to send, so nothing is sent again.
    expect(await w.runOnce()).toBe(0);
    expect(smtp.received.filter((m) => m.to.includes(s.email))).toHaveLength(1);
  });

  // Issue 28 (item 5): a backlog of bulk mail (the demo's, a sale's status changes) went out oldest first, so a
  // new buyer's "order placed" or a password reset waited behind all of it.
  it('sends a password reset and an order placed before an older backlog of other mail', async () => {
    const backlog = await signUp(t.app, { name: 'Backlog Buyer' });
    await addNotifications(
      t.database.db,
      Array.from({ length: 45 }, (_, i) => ({
        userId: backlog.id,
        kind: 'order_status' as const,
        data: { orderId: `b${i}`, status: 'shipped' },
      })),
    );
    const urgent = await signUp(t.app, { name: 'New Buyer' });
    await addNotifications(t.database.db, [
      { userId: urgent.id, kind: 'order_placed', data: { orderId: 'c0ffee00-0000', total: 500_00 } },
      {
        userId: urgent.id,
        kind: 'password_reset',
        data: { url: 'http://localhost:3000/reset-password?token=t' },
      },
    ]);
    const sent = smtp.received.length;
    await worker().runOnce();
    const first = smtp.received.slice(sent);
    expect(first.length).toBeGreaterThan(0);
    expect(first.filter((m) => m.to.includes(urgent.email))).toHaveLength(2);
    while ((await worker().runOnce()) > 0);
  });

  it('SMTP down for 30 s: the mail waits with backoff and is delivered once it is back', async () => {
    const s = await signUp(t.app, { name: 'Habib Rahman' });
    await addNotifications(t.database.db, [
      { userId: s.id, kind: 'order_status', data: { orderId: 'a1b2c3d4-0000', status: 'shipped' } },
    ]);
    const port = smtp.port;
    await smtp.stop();
    const w = worker();
    await w.runOnce();
    let [row] = await rows(s.id);
    expect(row).toMatchObject({ emailStatus: 'pending', emailAttempts: 1 });
    expect(row!.emailError).toBeTruthy();
    expect(row!.emailNextAt.getTime()).toBeGreaterThan(clock.getTime());

    // 30 seconds later on the worker's clock, SMTP answers again (same port).
    clock = new Date(clock.getTime() + 30_000);
    smtp = { ...(await startSmtp(port)) };
    while ((await w.runOnce()) > 0);
    [row] = await rows(s.id);
    expect(row).toMatchObject({ emailStatus: 'sent', emailAttempts: 2 });
    const mails = smtp.received.filter((m) => m.to.includes(s.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('Subject: Order #A1B2C3D4 is shipped');
  });

  it('two workers on one database send each mail once', async () => {
    const people = await Promise.all([1, 2, 3].map((i) => signUp(t.app, { name: `Buyer ${i}` })));
    for (const p of people)
      await addNotifications(
        t.database.db,
        Array.from({ length: 5 }, (_, i) => ({
          userId: p.id,
          kind: 'payment_confirmed' as const,
          data: { amount: 10_000 * (i + 1) },
        })),
      );
    const [a, b] = [worker(), worker()];
    await Promise.all([
      (async () => {
        while ((await a.runOnce()) > 0);
      })(),
      (async () => {
        while ((await b.runOnce()) > 0);
      })(),
    ]);
    for (const p of people) {
      const mails = smtp.received.filter((m) => m.to.includes(p.email));
      expect(mails).toHaveLength(5);
      const ids = mails.map((m) => /Message-ID: (<[^>]+>)/.exec(m.raw)![1]);
      expect(new Set(ids).size).toBe(5);
    }
  });

  it('a claimed mail whose sender died is sent after the lease, by another worker, once', async () => {
    const s = await signUp(t.app, { name: 'Mitu Das' });
    await addNotifications(t.database.db, [
      { userId: s.id, kind: 'payment_refunded', data: { amount: 50_000 } },
    ]);
    // A worker claimed it and died before sending (the claim is all it did).
    await createNotificationsRepo(t.database.db).claimDue(clock, 100, LEASE_MS);
    const w = worker();
    expect(await w.runOnce()).toBe(0);
    clock = new Date(clock.getTime() + LEASE_MS + 1);
    while ((await w.runOnce()) > 0);
    expect(smtp.received.filter((m) => m.to.includes(s.email))).toHaveLength(1);
  });

  it('skips a blocked account', async () => {
    const s = await signUp(t.app, { name: 'Blocked Trader' });
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, s.id));
    await addNotifications(t.database.db, [
      { userId: s.id, kind: 'order_status', data: { orderId: 'x', status: 'pending' } },
    ]);
    while ((await worker().runOnce()) > 0);
    expect((await rows(s.id))[0]).toMatchObject({ emailStatus: 'skipped' });
    expect(smtp.received.filter((m) => m.to.includes(s.email))).toHaveLength(0);
  });
});

describe('notification texts', () => {
  it('every kind has a subject and a text in English and in Bengali, with Bengali digits', () => {
    const data = {
      orderId: 'abcdef12-3456',
      total: 123_456_50,
      role: 'buyer',
      status: 'delivered',
      amount: 150_000,
      productName: 'Miniket rice 50 kg',
      decision: 'rejected',
      reason: 'Photo missing',
      sellerName: 'Karim Traders',
      unitPrice: 250_000,
      quantity: 1200,
      rfqId: 'r1',
      fromName: 'Karim',
      excerpt: 'Can deliver Friday',
      url: 'http://localhost:3000/reset-password?token=abc',
    };
    for (const kind of [
      'order_placed',
      'order_status',
      'payment_confirmed',
      'payment_refunded',
      'listing_reviewed',
      'new_quote',
      'new_message',
      'password_reset',
    ]) {
      const en = renderNotification(kind, data, 'en', 'http://localhost:3000')!;
      const bn = renderNotification(kind, data, 'bn', 'http://localhost:3000')!;
      expect(en.subject.length).toBeGreaterThan(5);
      expect(bn.subject).toMatch(/[\u0980-\u09FF]/);
      expect(bn.text).toMatch(/[\u0980-\u09FF]/);
    }
    expect(renderNotification('order_placed', data, 'bn', '')!.text).toContain('৳১,২৩,৪৫৬.৫০');
    expect(renderNotification('order_placed', data, 'en', '')!.text).toContain('৳1,23,456.50');
    expect(renderNotification('new_quote', data, 'bn', '')!.text).toContain('১,২০০ পিস');
  });
});
