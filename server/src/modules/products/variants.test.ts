import { productInputSchema, productUpdateSchema, type ProductUpdate } from '@bulkbazar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCatalogEvents } from '../../../test/record-catalog-events.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { createViewer } from '../../../test/viewers.js';
import type { Database } from '../../db/client.js';
import { productVariants, products } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import { createListingsService, type ListingsService } from './listings.service.js';
import { createProductsRepo } from './products.repo.js';

// Variants (issue 30) on a real database: written with their listing, read back on the product, the product's
// stock the sum of its variants' (migration 0032's trigger), SKUs unique per seller, the rules checked on edits.
let database: Database;
let service: ListingsService;
let seller: Viewer;
let other: Viewer;
beforeAll(async () => {
  database = await createTestDatabase();
  service = createListingsService(
    createProductsRepo(database.db),
    (url) => url.startsWith('/uploads/'),
    async () => {},
    recordCatalogEvents(),
  );
  [seller, other] = await Promise.all([createViewer(database.db), createViewer(database.db)]);
});
afterAll(() => database.close());

let skuCounter = 0;
const sizes = ['S', 'M', 'L'];
const variants = (stocks: number[], prefix = `POLO${++skuCounter}`) =>
  stocks.map((stock, i) => ({ sku: `${prefix}-${sizes[i]}`, options: { Size: sizes[i]! }, stock }));

const input = (overrides: object = {}) =>
  productInputSchema.parse({
    productName: 'Pique Polo Shirt',
    image: `/uploads/u/${crypto.randomUUID()}.webp`,
    brand: 'Dhaka Knit',
    category: 'Fashion & Apparel',
    description: 'Cotton pique polo, sold across sizes.',
    price: 320,
    maxQuantity: 90,
    minQuantity: 50,
    options: [{ name: 'Size', values: sizes }],
    variants: variants([30, 40, 20]),
    ...overrides,
  });
const edit = (changes: ProductUpdate) => productUpdateSchema.parse(changes);
const storedStock = async (id: string) =>
  (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('a listing with variants', () => {
  it('is stored with its variants; the product page carries them and its stock is their sum', async () => {
    const id = await service.create(seller, input({ variantRule: 'mixed' }));
    const product = await service.view(seller, id);
    expect(product).toMatchObject({
      maxQuantity: 90,
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variantRule: 'mixed',
    });
    expect(product.variants!.map((v) => [v.options.Size, v.stock, v.price])).toEqual([
      ['S', 30, null],
      ['M', 40, null],
      ['L', 20, null],
    ]);
    expect(await storedStock(id)).toBe(90);
  });

  it('keeps a product without options as before (no variants, rule mixed)', async () => {
    const id = await service.create(
      seller,
      input({ options: undefined, variants: undefined, maxQuantity: 500 }),
    );
    expect(await service.view(seller, id)).toMatchObject({
      maxQuantity: 500,
      options: [],
      variants: [],
      variantRule: 'mixed',
    });
  });

  it('keeps the stock the sum when a variant is edited, added or removed, and when stock moves in SQL', async () => {
    const id = await service.create(seller, input());
    const [s, m] = (await service.view(seller, id)).variants!;
    const edited = await service.update(
      seller,
      id,
      edit({
        variants: [
          { ...s!, stock: 5 },
          { ...m!, price: 340 },
          { sku: `NEW${++skuCounter}-L`, options: { Size: 'L' }, stock: 7 },
        ],
        maxQuantity: 52,
        minQuantity: 10,
      }),
    );
    expect(edited.variants!.map((v) => [v.options.Size, v.stock, v.price])).toEqual([
      ['S', 5, null],
      ['M', 40, 340],
      ['L', 7, null],
    ]);
    expect(edited.variants![0]!._id).toBe(s!._id);
    expect(edited.maxQuantity).toBe(52);
    // A write straight to a variant (as the checkout's guard will do) moves the product's stock with it.
    await database.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, m!._id));
    expect(await storedStock(id)).toBe(13);
    await database.db.delete(productVariants).where(eq(productVariants.id, s!._id));
    expect(await storedStock(id)).toBe(8);
  });

  it('refuses negative variant stock in the database itself', async () => {
    const id = await service.create(seller, input());
    const [s] = (await service.view(seller, id)).variants!;
    await expect(
      database.db.update(productVariants).set({ stock: -1 }).where(eq(productVariants.id, s!._id)),
    ).rejects.toThrow();
    expect(await storedStock(id)).toBe(90);
  });

  it('refuses a SKU the seller already uses (any case) with 409, and saves nothing; another seller may use it', async () => {
    const prefix = `DUP${++skuCounter}`;
    await service.create(seller, input({ variants: variants([30, 40, 20], prefix) }));
    const before = (await database.db.select().from(products)).length;
    await expect(
      service.create(seller, input({ variants: variants([30, 40, 20], prefix.toLowerCase()) })),
    ).rejects.toMatchObject({ code: 'CONFLICT', fields: { variants: expect.any(String) } });
    expect((await database.db.select().from(products)).length).toBe(before);
    await expect(service.create(other, input({ variants: variants([30, 40, 20], prefix) }))).resolves.toEqual(
      expect.any(String),
    );
  });

  it('checks the rules on the listing as edited, naming the field', async () => {
    const id = await service.create(seller, input());
    // The MOQ against the variants' new stock: 50 > 3.
    const [s] = (await service.view(seller, id)).variants!;
    await expect(service.update(seller, id, edit({ variants: [{ ...s!, stock: 3 }] }))).rejects.toMatchObject(
      { code: 'VALIDATION_FAILED', fields: { minQuantity: expect.any(String) } },
    );
    // A ratio pack needs units per pack on every variant.
    await expect(service.update(seller, id, edit({ variantRule: 'ratio_pack' }))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'variants.0.packUnits': expect.any(String) },
    });
    // The stock of a product with variants is theirs.
    await expect(service.update(seller, id, edit({ maxQuantity: 5000 }))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { maxQuantity: expect.any(String) },
    });
    // Another product's variant id is not this product's.
    const otherId = await service.create(seller, input({ variants: variants([30, 40, 20]) }));
    const [foreign] = (await service.view(seller, otherId)).variants!;
    await expect(
      service.update(seller, id, edit({ variants: [{ ...foreign!, stock: 90 }] })),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', fields: { variants: expect.any(String) } });
    expect(await storedStock(id)).toBe(90);
    expect(await storedStock(otherId)).toBe(90);
  });

  it('sells a ratio pack: units per pack stored and returned', async () => {
    const id = await service.create(
      seller,
      input({
        variantRule: 'ratio_pack',
        minQuantity: 5,
        variants: variants([30, 40, 20]).map((v, i) => ({ ...v, packUnits: [1, 2, 1][i] })),
      }),
    );
    const product = await service.view(seller, id);
    expect(product.variantRule).toBe('ratio_pack');
    expect(product.variants!.map((v) => v.packUnits)).toEqual([1, 2, 1]);
  });
});

describe('the form API contract', () => {
  it('refuses a stock that is not the variants’ sum, naming maxQuantity', () => {
    const parsed = productInputSchema.safeParse({ ...input(), maxQuantity: 91 });
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['maxQuantity']);
  });
});
