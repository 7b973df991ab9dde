import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNotifications } from '../../db/notification-outbox.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { createMailWorker } from './mail-worker.js';
import { createFileMailer } from './mailer.js';
import { createNotificationsRepo } from './notifications.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (who: Session | null, url: string, cookie = '') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: who ? { ...asCookie(who), cookie: `${who.cookie}${cookie}` } : {},
  });
const post = (who: Session, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: asCookie(who), payload });

describe('the bell and the notifications page', () => {
  it('lists the viewer’s own notifications, newest first, in the page’s language; reading them lowers the count', async () => {
    const me = await signUp(t.app, { name: 'Rahima Begum' });
    const other = await signUp(t.app, { name: 'Karim Traders' });
    await addNotifications(t.database.db, [
      {
        userId: me.id,
        kind: 'order_placed',
        data: { orderId: 'aaaabbbb-1', total: 123_456_50, role: 'buyer' },
      },
    ]);
    await addNotifications(t.database.db, [
      {
        userId: me.id,
        kind: 'order_status',
        data: { orderId: 'ccccdddd-2', status: 'shipped', role: 'buyer' },
      },
      {
        userId: me.id,
        kind: 'password_reset',
        data: { url: 'http://localhost:3000/reset-password?token=x' },
      },
      { userId: other.id, kind: 'order_placed', data: { orderId: 'eeeeffff-3', total: 100, role: 'seller' } },
    ]);
    const list = await get(me, '/api/notifications');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    // The reset link is for the mailbox only; the other person's notification is theirs.
    expect(body.unread).toBe(2);
    expect(body.items.map((i: { kind: string }) => i.kind)).toEqual(['order_status', 'order_placed']);
    expect(body.items[1]).toMatchObject({
      subject: 'Order #AAAABBBB received',
      text: 'We have your order #AAAABBBB, ৳1,23,456.50 in all.',
      path: '/orders',
      read: false,
    });
    const bn = (await get(me, '/api/notifications', '; lang=bn')).json();
    expect(bn.items[0].subject).toBe('অর্ডার #CCCCDDDD: পাঠানো হয়েছে');
    expect(bn.items[1].text).toContain('৳১,২৩,৪৫৬.৫০');

    // Someone else's id changes nothing of theirs; one's own is marked.
    const theirs = (await get(other, '/api/notifications')).json().items[0].id as string;
    const marked = await post(me, '/api/notifications/read', { ids: [body.items[0].id, theirs] });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ unread: 1 });
    expect((await get(other, '/api/notifications/unread')).json()).toEqual({ unread: 1 });
    expect((await post(me, '/api/notifications/read', { all: true })).json()).toEqual({ unread: 0 });
    expect((await get(me, '/api/notifications')).json().items.every((i: { read: boolean }) => i.read)).toBe(
      true,
    );
  });

  it('pages by `before`', async () => {
    const me = await signUp(t.app, { name: 'Habib Rahman' });
    // Five in one transaction (one time for all, as a checkout over several sellers writes them), two later.
    await addNotifications(
      t.database.db,
      [0, 1, 2, 3, 4].map((i) => ({
        userId: me.id,
        kind: 'order_status' as const,
        data: { orderId: `0000000${i}-x`, status: 'processing' },
      })),
    );
    for (const i of [5, 6])
      await addNotifications(t.database.db, [
        { userId: me.id, kind: 'order_status', data: { orderId: `0000000${i}-x`, status: 'shipped' } },
      ]);
    const first = (await get(me, '/api/notifications?limit=3')).json();
    expect(first.items).toHaveLength(3);
    expect(first.next).toBeTruthy();
    const second = (await get(me, `/api/notifications?limit=3&before=${first.next}`)).json();
    expect(second.items).toHaveLength(3);
    const third = (await get(me, `/api/notifications?limit=3&before=${second.next}`)).json();
    expect(third.items).toHaveLength(1);
    expect(third.next).toBeNull();
    const ids = [...first.items, ...second.items, ...third.items].map((i: { id: string }) => i.id);
    expect(new Set(ids).size).toBe(7);
  });

  it('refuses bad input naming the field, and strangers', async () => {
    const me = await signUp(t.app);
    expect((await get(null, '/api/notifications')).statusCode).toBe(401);
    const bad = await post(me, '/api/notifications/read', { ids: ['not-a-uuid'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toBeTruthy();
    expect((await get(me, '/api/notifications?limit=500')).statusCode).toBe(400);
    expect((await get(me, '/api/notifications?before=yesterday')).statusCode).toBe(400);
    expect((await get(me, '/api/notifications?before=')).statusCode).toBe(400);
  });
});

describe('the outbox on the dashboard', () => {
  it('shows admins the e-mails written to DATA_DIR/outbox, newest first; others are refused', async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    const someone = await signUp(t.app, { name: 'Salma Khatun' });
    await addNotifications(t.database.db, [
      { userId: someone.id, kind: 'new_message', data: { fromName: 'Karim', excerpt: 'হ্যালো', rfqId: 'r1' } },
    ]);
    // The app's own file mailer, driven once (its worker is idle in tests).
    const worker = createMailWorker({
      repo: createNotificationsRepo(t.database.db),
      mailer: createFileMailer(`${t.dataDir}/outbox`, 'BulkBazar <no-reply@localhost>'),
      baseUrl: 'http://localhost:3000',
      host: 'localhost',
      log: { warn: () => {}, error: () => {} },
      now: () => new Date(Date.now() + 60_000),
    });
    while ((await worker.runOnce()) > 0);
    const res = await get(admin, '/api/admin/outbox');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.keptHere).toBe(true);
    const mail = page.items.find((m: { to: string }) => m.to.includes(someone.email));
    expect(mail).toMatchObject({ subject: 'New message from Karim' });
    expect(mail.text).toContain('Karim wrote: "হ্যালো"');
    expect((await get(someone, '/api/admin/outbox')).statusCode).toBe(403);
  });
});
