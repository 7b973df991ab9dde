import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.js';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';

// Issue 28 (item 22): the dashboard's Undo put an approved listing back in the queue, but the seller's
// "approved" notification stood in the bell, and its e-mail still went out. Undo withdraws the decision's notice.

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const post = (id: string, action: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${id}/${action}`,
    headers: asCookie(admin),
    payload,
  });
const names = new Map<string, string>();
const listing = async (seller: Session) => {
  const productName = `Kettle ${randomUUID().slice(0, 6)}`;
  const { id } = await createProduct(t.database.db, { productName, status: 'pending', sellerId: seller.id });
  names.set(id, productName);
  return id;
};
const approved = (id: string) => `"${names.get(id)}" is approved`;
const rejected = (id: string) => `"${names.get(id)}" was not approved`;
/** What the seller's bell lists, newest first: each notice's subject. */
const bell = async (seller: Session) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: asCookie(seller) }))
    .json()
    .items.map((n: { subject: string }) => n.subject);
/** The seller's e-mails still to send (the outbox rows the worker would take). */
const unsent = (seller: Session) =>
  t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, seller.id), eq(notifications.emailStatus, 'pending')));

describe('undoing a review withdraws the notice of it', () => {
  it('approve then Undo: the "approved" notice leaves the bell and its unsent e-mail the outbox', async () => {
    const seller = await signUp(t.app);
    const id = await listing(seller);
    await post(id, 'approve');
    expect(await bell(seller)).toEqual([approved(id)]);
    expect(await unsent(seller)).toHaveLength(1);

    expect((await post(id, 'requeue')).statusCode).toBe(200);
    expect(await bell(seller)).toEqual([]);
    expect(await unsent(seller)).toEqual([]);
  });

  it('an e-mail already sent cannot come back, but the notice still leaves the bell', async () => {
    const seller = await signUp(t.app);
    const id = await listing(seller);
    await post(id, 'approve');
    await t.database.db
      .update(notifications)
      .set({ emailStatus: 'sent', emailSentAt: sql`now()` })
      .where(eq(notifications.userId, seller.id));
    await post(id, 'requeue');
    expect(await bell(seller)).toEqual([]);
  });

  it('reject then Undo withdraws the "not approved" notice the same way', async () => {
    const seller = await signUp(t.app);
    const id = await listing(seller);
    await post(id, 'reject', { reason: 'Photo is blurry' });
    expect(await bell(seller)).toHaveLength(1);
    await post(id, 'requeue');
    expect(await bell(seller)).toEqual([]);
    expect(await unsent(seller)).toEqual([]);
  });

  it('withdraws only the undone decision: other listings and the earlier decisions keep theirs', async () => {
    const seller = await signUp(t.app);
    const kept = await listing(seller);
    const undone = await listing(seller);
    await post(kept, 'approve');
    // Rejected, then approved after all (the seller fixed it); Undo takes back the approval only.
    await post(undone, 'reject', { reason: 'Photo is blurry' });
    await post(undone, 'approve');
    await post(undone, 'requeue');
    expect(await bell(seller)).toEqual([rejected(undone), approved(kept)]);
  });

  it('a refused Undo (the listing is not approved or rejected) withdraws nothing', async () => {
    const seller = await signUp(t.app);
    const id = await listing(seller);
    await post(id, 'approve');
    await post(id, 'block');
    expect((await post(id, 'requeue')).statusCode).toBe(409);
    expect(await bell(seller)).toEqual([approved(id)]);
  });
});
