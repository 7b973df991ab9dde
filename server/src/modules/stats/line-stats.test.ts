import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import { createProduct, createUser } from '../../../test/factories.js';
import type { Database } from '../../db/client.js';
import type { Viewer } from '../../kernel/viewer.js';
import { createOrdersRepo } from '../orders/orders.repo.js';
import { createOrdersService } from '../orders/orders.service.js';
import { createStatsRepo } from './stats.repo.js';
import { createStatsService } from './stats.service.js';
import { NO_ONLINE_PAYMENTS } from '../orders/payments-port.js';

// The dashboard on multi-line orders, without HTTP: what was sold is counted from the lines (a product once
// per line, with its quantity and its line's own price), the money from the orders' totals, never twice.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const asViewer = (u: { id: string; name: string; email: string }): Viewer => ({
  ...u,
  image: null,
  role: 'user',
});

describe('dashboard figures from order lines', () => {
  it('count each line of a three-line order in the top products, units and conversions', async () => {
    const orders = createOrdersService(
      createOrdersRepo(database.db),
      { changed: () => {} },
      NO_ONLINE_PAYMENTS,
    );
    const stats = createStatsService(createStatsRepo(database.db), async () => []);
    const seller = await createUser(database.db);
    const product = (productName: string, price: number, extra = {}) =>
      createProduct(database.db, { sellerId: seller.id, productName, price, minQuantity: 5, ...extra });
    // Alpha is ৳100, ৳90 from 30 units: the line's price counts, not the list price.
    const alpha = await product('Alpha', 100, { priceTiers: [{ minQuantity: 30, pricePoisha: 9_000 }] });
    const beta = await product('Beta', 50);
    const gamma = await product('Gamma', 20);
    const [first, second] = [
      asViewer(await createUser(database.db)),
      asViewer(await createUser(database.db)),
    ];
    const ship = { shippingAddress: 'House 4, Road 8, Uttara, Dhaka', phoneNumber: '+8801712345678' };
    const checkout = (buyer: Viewer, items: { productId: string; quantity: number }[]) =>
      orders.checkout(buyer, { ...ship, paymentMethod: 'cod', items });

    const three = await checkout(first, [
      { productId: alpha.id, quantity: 30 },
      { productId: beta.id, quantity: 10 },
      { productId: gamma.id, quantity: 5 },
    ]);
    expect(three.orders).toHaveLength(1);
    expect(three.orders[0]!.items).toHaveLength(3);
    await checkout(second, [{ productId: beta.id, quantity: 25 }]);
    // A cancelled two-line order counts nowhere.
    const cancelled = await checkout(second, [
      { productId: alpha.id, quantity: 100 },
      { productId: gamma.id, quantity: 100 },
    ]);
    await orders.cancelAsBuyer(second, cancelled.orders[0]!._id);

    const dashboard = await stats.dashboard();
    // Money: the two live orders' totals, ৳2,700 + ৳500 + ৳100 and ৳1,250.
    expect(dashboard).toMatchObject({
      totalOrders: 2,
      totalRevenue: 4550,
      averageOrderValue: 2275,
      unitsSold: 70,
      // first × {Alpha, Beta, Gamma} and second × Beta, all today.
      conversionOrders: 4,
    });
    expect(dashboard.daily.at(-1)).toMatchObject({ orders: 2, revenue: 4550 });
    expect(dashboard.topProducts).toEqual([
      { productId: beta.id, productName: 'Beta', unitsSold: 35, revenue: 1750 },
      { productId: alpha.id, productName: 'Alpha', unitsSold: 30, revenue: 2700 },
      { productId: gamma.id, productName: 'Gamma', unitsSold: 5, revenue: 100 },
    ]);
  });
});
