import { randomUUID } from 'node:crypto';
import { takaToPoisha } from '@bulkbazar/contract';
import type { Db } from '../src/db/client.js';
import { checkouts, orderItems, orders, products, users } from '../src/db/schema.js';

// Factories build rows with sensible defaults; each test overrides only what it is about.
let counter = 0;
const next = () => ++counter;

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      name: `User ${n}`,
      email: `user${n}-${randomUUID().slice(0, 8)}@example.com`,
      ...overrides,
    })
    .returning();
  return user!;
}

type ProductOverrides = Partial<Omit<typeof products.$inferInsert, 'pricePoisha'>> & { price?: number };

export async function createProduct(db: Db, overrides: ProductOverrides = {}) {
  const n = next();
  const { price = 100, ...rest } = overrides;
  const sellerId = rest.sellerId ?? (await createUser(db)).id;
  const [product] = await db
    .insert(products)
    .values({
      sku: `T-${n}-${randomUUID().slice(0, 6)}`,
      productName: `Test product ${n}`,
      image: '/uploads/test.webp',
      brand: 'Test brand',
      category: 'electronics-gadgets',
      pricePoisha: takaToPoisha(price),
      description: `Description of product ${n}`,
      minQuantity: 10,
      stock: 1000,
      status: 'approved',
      ...rest,
      sellerId,
    })
    .returning();
  return product!;
}

export async function createOrder(db: Db, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const product = overrides.productId ? undefined : await createProduct(db);
  const buyerId = overrides.buyerId ?? (await createUser(db)).id;
  const quantity = overrides.quantity ?? 10;
  const pricePoisha = overrides.productPricePoisha ?? product?.pricePoisha ?? 10_000;
  const totalPoisha = overrides.totalPoisha ?? pricePoisha * quantity;
  const checkoutId =
    overrides.checkoutId ??
    (await db.insert(checkouts).values({ buyerId, totalPoisha }).returning({ id: checkouts.id }))[0]!.id;
  const [order] = await db
    .insert(orders)
    .values({
      checkoutId,
      buyerId,
      customerName: 'Test Buyer',
      customerEmail: 'buyer@example.com',
      productId: product?.id,
      sellerId: product?.sellerId,
      quantity,
      shippingAddress: 'House 1, Road 1, Dhaka',
      phoneNumber: '+8801712345678',
      productName: product?.productName ?? 'Snapshot',
      productImage: product?.image ?? '/uploads/test.webp',
      productPricePoisha: product?.pricePoisha ?? 10_000,
      productBrand: product?.brand ?? 'Brand',
      productCategory: 'Electronics & Gadgets',
      productDescription: 'Snapshot description',
      productRating: 5,
      totalPoisha,
      ...overrides,
    })
    .returning();
  // Its one line, as a checkout writes it.
  await db.insert(orderItems).values({
    orderId: order!.id,
    position: 0,
    productId: order!.productId,
    productName: order!.productName,
    productImage: order!.productImage,
    productSku: order!.productSku,
    quantity: order!.quantity,
    unitPricePoisha: order!.productPricePoisha,
    lineTotalPoisha: order!.productPricePoisha * order!.quantity,
  });
  return order!;
}
