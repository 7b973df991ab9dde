import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productVariants, products } from '../../db/schema.js';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { addListing } from './stock-test-kit.js';

// Issue 30 item 7 over HTTP: a seller adjusts stock with a reason and reads the history; refusals name their
// field and move nothing; another seller is refused; an administrator's adjustment is audited. PGlite and
// PostgreSQL.
let t: TestApp;
let seller: Session;
let other: Session;
let admin: Session;

const listing = (payload: Record<string, unknown> = {}) => addListing(t, seller, payload);

const adjust = (who: Session, productId: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/stock-adjustments`,
    headers: asCookie(who),
    payload: body,
  });
const history = (who: Session, productId: string, query = '') =>
  t.app.inject({ url: `/api/products/${productId}/stock-history${query}`, headers: asCookie(who) });
const stockOf = async (productId: string) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!
    .stock;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await signUp(t.app, { name: 'Karim Traders' });
  other = await signUp(t.app, { name: 'Other Seller' });
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

describe('stock adjustments and history', () => {
  it('a seller receives 50 and writes off 3 damaged; the history shows both, newest first, with who and why', async () => {
    const id = await listing();
    const received = await adjust(seller, id, { change: 50, reason: 'received', note: 'Truck from Bogura' });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toEqual({ stock: 150, variantStock: null });
    expect((await adjust(seller, id, { change: -3, reason: 'damaged' })).json()).toEqual({
      stock: 147,
      variantStock: null,
    });
    const page = await history(seller, id);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().movements).toMatchObject([
      { reason: 'damaged', change: -3, before: 150, after: 147, actorName: 'Karim Traders', note: null },
      { reason: 'received', change: 50, before: 100, after: 150, note: 'Truck from Bogura', variantId: null },
    ]);
    // A page at a time: the cursor carries on where the last page ended.
    const first = (await history(seller, id, '?limit=1')).json();
    expect(first.movements).toHaveLength(1);
    const second = (await history(seller, id, `?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.movements[0].reason).toBe('received');
    expect(second.nextCursor).toBeNull();
  });

  it('a product with variants moves the variant named; refusals name their field and move nothing', async () => {
    const sku = `TEE-${randomUUID().slice(0, 8)}`;
    const id = await listing({
      productName: 'Cotton Crew T-shirt',
      category: 'Fashion & Apparel',
      options: [{ name: 'Size', values: ['M', 'L'] }],
      variants: [
        { sku: `${sku}-M`, options: { Size: 'M' }, stock: 40 },
        { sku: `${sku}-L`, options: { Size: 'L' }, stock: 60 },
      ],
    });
    const [m] = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, id), eq(productVariants.sku, `${sku}-M`)));
    const plain = await listing();
    const refused = async (productId: string, body: object, field: string) => {
      const res = await adjust(seller, productId, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    };
    await refused(id, { change: 5, reason: 'received' }, 'variantId');
    await refused(plain, { variantId: m!.id, change: 5, reason: 'received' }, 'variantId');
    await refused(id, { variantId: randomUUID(), change: 5, reason: 'received' }, 'variantId');
    await refused(id, { variantId: m!.id, change: -41, reason: 'damaged' }, 'change');
    await refused(id, { variantId: m!.id, change: 0, reason: 'received' }, 'change');
    await refused(id, { variantId: m!.id, change: 1.5, reason: 'received' }, 'change');
    await refused(id, { variantId: m!.id, change: 5, reason: 'order' }, 'reason');
    expect(await stockOf(id)).toBe(100);
    expect((await history(seller, id)).json().movements).toEqual([]);

    const res = await adjust(seller, id, { variantId: m!.id, change: -40, reason: 'returned' });
    expect(res.json()).toEqual({ stock: 60, variantStock: 0 });
    expect((await history(seller, id, `?variantId=${m!.id}`)).json().movements).toMatchObject([
      { reason: 'returned', change: -40, before: 40, after: 0, variantOptions: { Size: 'M' } },
    ]);
  });

  it('another seller gets 403 and moves nothing; a missing product is 404; signed out is 401', async () => {
    const id = await listing();
    expect((await adjust(other, id, { change: 5, reason: 'received' })).statusCode).toBe(403);
    expect((await history(other, id)).statusCode).toBe(403);
    expect((await adjust(seller, randomUUID(), { change: 5, reason: 'received' })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ url: `/api/products/${id}/stock-history` });
    expect(anonymous.statusCode).toBe(401);
    expect(await stockOf(id)).toBe(100);
  });

  it("an administrator's adjustment of a seller's stock is audited", async () => {
    const id = await listing();
    const res = await adjust(admin, id, { change: 7, reason: 'correction', note: 'Counted at the depot' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'product'), eq(auditLog.targetId, id)));
    expect(rows).toEqual([
      {
        action: 'stock.adjust',
        after: {
          change: 7,
          reason: 'correction',
          note: 'Counted at the depot',
          stock: 107,
          variantStock: null,
        },
      },
    ]);
    // The seller's own adjustments are theirs to make: no audit row.
    await adjust(seller, id, { change: 1, reason: 'received' });
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toHaveLength(1);
  });
});
