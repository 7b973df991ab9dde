import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import { createOrder, createProduct, createUser } from '../../../test/factories.js';
import type { Database } from '../../db/client.js';
import { productViews } from '../../db/schema.js';
import { createStatsRepo } from './stats.repo.js';
import { conversionRate, createStatsService } from './stats.service.js';
import { createViewCounter } from './view-counter.js';

// The conversion rate, without HTTP: over the dashboard's 30 days, the orders (once per buyer, product and
// day) ÷ the product views (once per viewer, product and day), as a percentage, never above 100.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const now = new Date('2026-06-15T12:00:00+06:00');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

describe('conversion rate', () => {
  it('is a clamped percentage, 0 without views', () => {
    expect(conversionRate(0, 0)).toBe(0);
    expect(conversionRate(3, 0)).toBe(0);
    expect(conversionRate(1, 3)).toBe(33.33);
    expect(conversionRate(2, 8)).toBe(25);
    expect(conversionRate(9, 4)).toBe(100);
  });

  it('divides the last 30 days’ orders (once per buyer, product and day) by their distinct views', async () => {
    const stats = createStatsService(createStatsRepo(database.db), async () => []);
    const counter = createViewCounter(createStatsRepo(database.db), 'a server secret');
    const product = await createProduct(database.db);
    const [a, b] = [await createUser(database.db), await createUser(database.db)];
    // Eight viewers today, one of them reloading; two of them buy — one of them twice in the day.
    for (let i = 0; i < 8; i++) {
      await counter.count(product.id, { userId: null, address: `198.51.100.${i}`, userAgent: 'x' }, now);
      await counter.count(product.id, { userId: null, address: `198.51.100.${i}`, userAgent: 'x' }, now);
    }
    for (const buyerId of [a.id, a.id, b.id])
      await createOrder(database.db, { productId: product.id, buyerId, createdAt: daysAgo(0.1) });
    // A cancelled order does not count; neither do views and orders from before the 30 days.
    await createOrder(database.db, {
      productId: product.id,
      buyerId: (await createUser(database.db)).id,
      orderStatus: 'cancelled',
      createdAt: daysAgo(0.1),
    });
    await createOrder(database.db, { productId: product.id, buyerId: b.id, createdAt: daysAgo(40) });
    await database.db.insert(productViews).values({ productId: product.id, day: '2026-05-01', views: 500 });

    const first = await stats.dashboard(now);
    expect(first).toMatchObject({ productViews: 8, conversionOrders: 2, conversionRate: 25 });

    // Orders without a counted view (an API client, a buyer who never opened the page): never above 100 %.
    for (let i = 0; i < 10; i++)
      await createOrder(database.db, {
        productId: product.id,
        buyerId: (await createUser(database.db)).id,
        createdAt: daysAgo(1),
      });
    expect(await stats.dashboard(now)).toMatchObject({
      productViews: 8,
      conversionOrders: 12,
      conversionRate: 100,
    });
  });
});
