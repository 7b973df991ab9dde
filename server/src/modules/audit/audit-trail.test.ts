import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.js';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createOrder, createProduct } from '../../../test/factories.js';

// Every kind of staff action the audit trail records, each made through its route by a staff member: one row
// each, naming the actor (id, e-mail, roles, address, browser), the action, the target and only the fields that
// changed. Then the trail itself: filters, keyset pages, CSV, and that no request can change or remove a row.
const t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '100000' });
const db = t.database.db;
const admin = await signUpAdmin(t.app, db);
const moderator = await signUp(t.app, { name: 'Mina Moderator' });
await db
  .update(users)
  .set({ staffRoles: ['moderator'] })
  .where(eq(users.id, moderator.id));
const seller = await signUp(t.app, { name: 'Seller' });
const buyer = await signUp(t.app, { name: 'Buyer' });
afterAll(() => t.close());

const call = (who: Session, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...asCookie(who), 'user-agent': 'audit-test/1.0' },
    payload,
    remoteAddress: '203.0.113.7',
  });

async function lastRow() {
  const [row] = await db
    .select()
    .from(auditLog)
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  return row!;
}
async function count() {
  return (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
}

/** Makes the staff call, checks it succeeded and added exactly one row, and returns that row. */
async function audited(
  who: Session,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
) {
  const before = await count();
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
  expect(await count(), `${method} ${url} wrote one audit row`).toBe(before + 1);
  const row = await lastRow();
  expect(row).toMatchObject({
    actorId: who.id,
    actorEmail: who.email,
    ip: '203.0.113.7',
    userAgent: 'audit-test/1.0',
  });
  return row;
}

describe('the audit trail', () => {
  it('records each kind of staff action once, with who, what and the fields changed', async () => {
    const target = await signUp(t.app, { name: 'Target' });
    const roles = await audited(admin, 'POST', `/api/admin/users/${target.id}/role`, { roles: ['support'] });
    expect(roles).toMatchObject({
      action: 'user.roles',
      actorRoles: ['admin'],
      targetType: 'user',
      targetId: target.id,
      before: { roles: [] },
      after: { roles: ['support'] },
    });
    const block = await audited(admin, 'POST', `/api/admin/users/${target.id}/block`);
    expect(block).toMatchObject({ action: 'user.block', before: { banned: false }, after: { banned: true } });
    const unblock = await audited(admin, 'POST', `/api/admin/users/${target.id}/unblock`);
    expect(unblock).toMatchObject({
      action: 'user.unblock',
      before: { banned: true },
      after: { banned: false },
    });

    // Moderation, by a moderator: approve, reject (with its reason), block, unblock, undo.
    const pending = await createProduct(db, { sellerId: seller.id, status: 'pending' });
    const approve = await audited(moderator, 'POST', `/api/admin/products/${pending.id}/approve`);
    expect(approve).toMatchObject({
      action: 'listing.approved',
      actorRoles: ['moderator'],
      targetType: 'listing',
      targetId: pending.id,
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    const other = await createProduct(db, { sellerId: seller.id, status: 'pending' });
    const reject = await audited(moderator, 'POST', `/api/admin/products/${other.id}/reject`, {
      reason: 'Blurry photo',
    });
    expect(reject).toMatchObject({
      action: 'listing.rejected',
      after: { status: 'rejected', rejectionReason: 'Blurry photo' },
    });
    expect((await audited(moderator, 'POST', `/api/admin/products/${pending.id}/block`)).action).toBe(
      'listing.blocked',
    );
    expect((await audited(moderator, 'POST', `/api/admin/products/${pending.id}/unblock`)).after).toEqual({
      status: 'approved',
    });
    expect((await audited(moderator, 'POST', `/api/admin/products/${pending.id}/requeue`)).after).toEqual({
      status: 'pending',
    });

    // A review removed.
    const sold = await createProduct(db, { sellerId: seller.id, minQuantity: 1 });
    const order = await createOrder(db, {
      buyerId: buyer.id,
      productId: sold.id,
      sellerId: seller.id,
      customerEmail: buyer.email,
      quantity: 1,
      orderStatus: 'delivered',
      phoneNumber: '+8801799999999',
    });
    const reviewed = await call(buyer, 'POST', `/api/orders/${order.id}/reviews`, {
      productId: sold.id,
      stars: 2,
      text: 'Rude words',
    });
    const reviewId = reviewed.json().review._id as string;
    const removed = await audited(moderator, 'DELETE', `/api/reviews/${reviewId}`, { reason: 'Abusive' });
    expect(removed).toMatchObject({
      action: 'review.remove',
      targetId: reviewId,
      after: { removed: true, reason: 'Abusive' },
    });

    // Content: only the changed fields are kept.
    const content = (await call(admin, 'GET', '/api/content')).json();
    const edited = await audited(admin, 'PUT', '/api/admin/content', {
      ...content,
      heroTitle: 'Wholesale, simply',
    });
    expect(edited).toMatchObject({ action: 'content.update', after: { heroTitle: 'Wholesale, simply' } });
    expect(Object.keys(edited.after!)).toEqual(['heroTitle']);

    // Delivery rates.
    const rates = {
      bands: [
        { upToKg: 1, charges: { dhaka_city: 60, dhaka_suburbs: 80, elsewhere: 120 } },
        { upToKg: null, charges: { dhaka_city: 100, dhaka_suburbs: 130, elsewhere: 180 } },
      ],
    };
    const delivery = await audited(admin, 'PUT', '/api/admin/delivery-rates', rates);
    expect(delivery).toMatchObject({ action: 'delivery_rates.update', targetType: 'delivery_rates' });
    expect(delivery.after).toHaveProperty('bands');

    // Commission rules, by a finance staff member.
    const finance = await signUp(t.app, { name: 'Farid Finance' });
    await db
      .update(users)
      .set({ staffRoles: ['finance'] })
      .where(eq(users.id, finance.id));
    const rules = { defaultPercent: 5, fixedFee: 0, categories: { 'fashion-apparel': 7.5 } };
    const commission = await audited(finance, 'PUT', '/api/admin/finance/commission', rules);
    expect(commission).toMatchObject({ action: 'commission.update', actorRoles: ['finance'] });
    expect(JSON.stringify(commission.after)).toContain('750');

    // An order moved by an administrator (a skip: processing → delivered).
    const moving = await createOrder(db, {
      buyerId: buyer.id,
      productId: sold.id,
      sellerId: seller.id,
      customerEmail: buyer.email,
      quantity: 1,
      orderStatus: 'processing',
      phoneNumber: '+8801799999999',
    });
    const moved = await audited(admin, 'POST', `/api/orders/${moving.id}/status`, {
      status: 'delivered',
      from: 'processing',
    });
    expect(moved).toMatchObject({
      action: 'order.status',
      targetId: moving.id,
      before: { orderStatus: 'processing' },
      after: { orderStatus: 'delivered' },
    });

    // An export, with its filters.
    const exported = await audited(admin, 'GET', '/api/admin/export/orders.csv?status=pending');
    expect(exported).toMatchObject({ action: 'export', targetId: 'orders', after: { status: 'pending' } });
  });

  it('a refused action leaves no row, and a failed one rolls its row back', async () => {
    const before = await count();
    const listing = await createProduct(db, { sellerId: seller.id, status: 'approved' });
    // Refused by the route rule (a moderator may not change roles), and refused by the move (already approved).
    expect(
      (await call(moderator, 'POST', `/api/admin/users/${buyer.id}/role`, { roles: ['admin'] })).statusCode,
    ).toBe(403);
    expect((await call(moderator, 'POST', `/api/admin/products/${listing.id}/approve`)).statusCode).toBe(409);
    expect(await count()).toBe(before);
  });

  it('is filtered by actor, action and day, paged newest first, and exported as CSV, for administrators only', async () => {
    const page = (q: string, who = admin) => call(who, 'GET', `/api/admin/audit?${q}`);
    const mine = (await page(`actor=${encodeURIComponent(moderator.email)}`)).json();
    expect(mine.entries.length).toBeGreaterThanOrEqual(6);
    expect(mine.entries.every((e: { actorId: string }) => e.actorId === moderator.id)).toBe(true);
    const listings = (await page('action=listing.')).json().entries as { action: string; id: number }[];
    expect(listings.map((e) => e.action)).toEqual([
      'listing.pending',
      'listing.approved',
      'listing.blocked',
      'listing.rejected',
      'listing.approved',
    ]);
    const first = (await page('action=listing.&limit=2')).json();
    expect(first.entries).toHaveLength(2);
    const second = (await page(`action=listing.&limit=2&before=${first.nextBefore}`)).json();
    expect(second.entries.map((e: { id: number }) => e.id)).toEqual(listings.slice(2, 4).map((e) => e.id));
    // By target: every row about one listing, whoever acted and whatever they did.
    const about = listings[0]!;
    const [aboutRow] = await db.select().from(auditLog).where(eq(auditLog.id, about.id));
    const onTarget = (await page(`target=${encodeURIComponent(aboutRow!.targetId!)}`)).json().entries as {
      targetId: string;
    }[];
    expect(onTarget.length).toBeGreaterThanOrEqual(1);
    expect(onTarget.every((e) => e.targetId === aboutRow!.targetId)).toBe(true);
    const all = (await page('limit=200')).json().entries as unknown[];
    expect(onTarget.length).toBeLessThan(all.length);
    expect((await page('target=no-such-thing')).json().entries).toEqual([]);
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    expect((await page(`from=${today}&to=${today}&action=user.block`)).json().entries).toHaveLength(1);
    expect((await page('from=2000-01-01&to=2000-01-02')).json().entries).toEqual([]);
    expect((await page('from=yesterday')).statusCode).toBe(400);
    expect((await page('', moderator)).statusCode).toBe(403);
    const csv = await call(admin, 'GET', '/api/admin/audit.csv?action=user.roles');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'id,at,actor_id,actor_email,actor_roles,ip,user_agent,action,target_type,target_id,before,after',
    );
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.slice(1).every((l) => l.includes('user.roles'))).toBe(true);
  });

  it('cannot be changed or removed, except by the archiving function', async () => {
    const [row] = await db.select().from(auditLog).limit(1);
    await expect(
      db.update(auditLog).set({ action: 'forged' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await db.execute(sql`select bulkbazar_audit_archive(ARRAY[${row!.id}]::bigint[])`);
    expect(await db.select().from(auditLog).where(eq(auditLog.id, row!.id))).toEqual([]);
    // The flag the function sets lasts only its own transaction.
    const [next] = await db.select().from(auditLog).limit(1);
    await expect(db.delete(auditLog).where(eq(auditLog.id, next!.id))).rejects.toThrow();
  });
});
