import { productInputSchema, productUpdateSchema, type ProductUpdate } from '@bulkbazar/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories.js';
import { recordCatalogEvents } from '../../../test/record-catalog-events.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { createViewer } from '../../../test/viewers.js';
import type { Database } from '../../db/client.js';
import type { Viewer } from '../../kernel/viewer.js';
import { createListingsService, type ListingsService } from './listings.service.js';
import { createProductsRepo } from './products.repo.js';

// The listings service on a real database, without HTTP: who may change a listing, the MOQ rule, which
// edits send a listing back to review, and which writes tell the catalog.
let database: Database;
let service: ListingsService;
const catalog = recordCatalogEvents();
const views: string[] = [];
let seller: Viewer;
let other: Viewer;
let admin: Viewer;
beforeAll(async () => {
  database = await createTestDatabase();
  service = createListingsService(
    createProductsRepo(database.db),
    (url) => url.startsWith('/uploads/'),
    async (productId, visitor) => void views.push(`${productId}:${visitor.userId}`),
    catalog,
  );
  [seller, other, admin] = await Promise.all([
    createViewer(database.db),
    createViewer(database.db),
    createViewer(database.db, 'admin'),
  ]);
});
afterAll(() => database.close());
beforeEach(() => {
  catalog.take();
  views.length = 0;
});

const input = (overrides: object = {}) =>
  productInputSchema.parse({
    productName: 'Steel Tiffin Carrier',
    image: `/uploads/u/${crypto.randomUUID()}.webp`,
    brand: 'Kiam',
    category: 'Home & Kitchen Appliances',
    description: 'Food-grade stainless steel.',
    price: 450,
    maxQuantity: 1200,
    minQuantity: 50,
    ...overrides,
  });
const edit = (changes: ProductUpdate) => productUpdateSchema.parse(changes);
const mine = (overrides: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(database.db, { sellerId: seller.id, minQuantity: 10, stock: 100, ...overrides });

describe('creating a listing', () => {
  it("is the caller's and pending, whatever was sent; the catalog is not told (nothing public changed)", async () => {
    const id = await service.create(other, input());
    const product = await service.view(other, id);
    expect(product).toMatchObject({ status: 'pending', author: other.email, price: 450 });
    expect(catalog.take()).toEqual([]);
  });

  it('refuses images stored on other sites (the schema lets their address through)', async () => {
    await expect(
      service.create(seller, input({ image: `https://evil.example/u/${crypto.randomUUID()}.webp` })),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { image: expect.any(String) },
    });
  });
});

describe('editing a listing', () => {
  it('the seller or an admin may; anyone else is refused (403), an unknown id is 404; refusals tell nothing', async () => {
    const p = await mine();
    await expect(service.update(other, p.id, edit({ price: 99 }))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(service.update(seller, crypto.randomUUID(), edit({ price: 99 }))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(catalog.take()).toEqual([]);
    expect((await service.update(seller, p.id, edit({ price: 99 }))).price).toBe(99);
    expect((await service.update(admin, p.id, edit({ price: 98 }))).price).toBe(98);
    expect(catalog.take()).toEqual(['product-updated', 'product-updated']);
  });

  it('keeps the MOQ within the stock, checked against the stored values', async () => {
    const p = await mine({ minQuantity: 10, stock: 100 });
    await expect(service.update(seller, p.id, edit({ minQuantity: 101 }))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { minQuantity: expect.any(String) },
    });
    await expect(service.update(seller, p.id, edit({ maxQuantity: 9 }))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(catalog.take()).toEqual([]);
  });

  it("a seller's content edit sends a live or rejected listing back to review; stock and price edits do not", async () => {
    const live = await mine();
    expect((await service.update(seller, live.id, edit({ maxQuantity: 50, price: 80 }))).status).toBe(
      'approved',
    );
    expect((await service.update(seller, live.id, edit({ productName: 'Renamed tiffin' }))).status).toBe(
      'pending',
    );
    const rejected = await mine({ status: 'rejected', rejectionReason: 'Blurry photo' });
    expect(
      await service.update(seller, rejected.id, edit({ description: 'Sharper photo now' })),
    ).toMatchObject({
      status: 'pending',
      rejectionReason: null,
    });
    const byAdmin = await mine();
    expect((await service.update(admin, byAdmin.id, edit({ productName: 'Fixed by admin' }))).status).toBe(
      'approved',
    );
  });
});

describe('deleting a listing', () => {
  it('the seller or an admin may, and the catalog is told; anyone else is refused', async () => {
    const p = await mine();
    await expect(service.remove(other, p.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(catalog.take()).toEqual([]);
    expect(await service.remove(seller, p.id)).toBe(1);
    expect(catalog.take()).toEqual(['product-deleted']);
    await expect(service.remove(admin, p.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await service.remove(admin, (await mine()).id)).toBe(1);
    expect(catalog.take()).toEqual(['product-deleted']);
  });
});

describe('reading listings', () => {
  it('a listing off the shop is seen by its seller and admins only; only shoppers count as views', async () => {
    const pending = await mine({ status: 'pending' });
    await expect(service.view(other, pending.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.view(null, pending.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await service.view(seller, pending.id))._id).toBe(pending.id);
    expect((await service.view(admin, pending.id))._id).toBe(pending.id);
    expect(await service.findPublic(pending.id)).toBeUndefined();
    const live = await mine();
    await service.view(seller, live.id);
    await service.view(other, live.id);
    await service.view(null, live.id);
    expect(views).toEqual([`${live.id}:${other.id}`, `${live.id}:null`]);
    expect((await service.findPublic(live.id))?._id).toBe(live.id);
  });

  it("the seller's own list has every status, newest first, a page at a time", async () => {
    const me = await createViewer(database.db);
    const made = [];
    for (const status of ['pending', 'approved', 'rejected'] as const)
      made.push((await createProduct(database.db, { sellerId: me.id, status })).id);
    const first = await service.mine(me, 1, 2);
    expect(first).toMatchObject({ page: 1, limit: 2, hasMore: true });
    expect(first.products.map((p) => p._id)).toEqual([made[2], made[1]]);
    expect(await service.mine(me, 2, 2)).toMatchObject({ hasMore: false, products: [{ _id: made[0] }] });
  });
});
