import type { OrderListQuery, ProductListQuery, UserListQuery } from '@bulkbazar/contract';
import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

// The writers invalidate branches (`products.all()`, `admin.orders.lists()`); these check, with TanStack's own
// prefix matching, that each branch reaches the answers it is meant to and no others.
const productQuery = { page: 1, limit: 20, sort: 'newest' } as ProductListQuery;
const orderQuery = { page: 1, limit: 5 } as OrderListQuery;
const userQuery = { page: 1, limit: 20 } as UserListQuery;

const leaves = {
  me: queryKeys.me(),
  providers: queryKeys.auth.providers(),
  content: queryKeys.content(),
  productList: queryKeys.products.list(productQuery),
  productDetail: queryKeys.products.detail('p1'),
  featured: queryKeys.products.featured(),
  myProducts: queryKeys.products.mine({ page: 1 }),
  myOrders: queryKeys.orders.mine({ page: 1 }),
  sellerOrders: queryKeys.orders.seller({ page: 1, status: 'pending' }),
  stats: queryKeys.admin.stats(),
  adminUsers: queryKeys.admin.users.list(userQuery),
  adminProducts: queryKeys.admin.products.list({ page: 1, limit: 20 }),
  adminOrderList: queryKeys.admin.orders.list(orderQuery),
  adminOrder: queryKeys.admin.orders.detail('o1'),
  subscribers: queryKeys.admin.subscribers.list(userQuery),
  paymentOptions: queryKeys.paymentOptions(),
  payments: queryKeys.admin.payments.list({ page: 1, limit: 20 }),
};

function reached(branch: QueryKey): string[] {
  return Object.entries(leaves)
    .filter(([, key]) => partialMatchKey(key, branch))
    .map(([name]) => name);
}

describe('query keys', () => {
  it('put the whole catalog, and only it, under products', () => {
    expect(reached(queryKeys.products.all())).toEqual([
      'productList',
      'productDetail',
      'featured',
      'myProducts',
    ]);
    // An order placed refreshes the lists and its own product, not every product page.
    expect(reached(queryKeys.products.lists())).toEqual(['productList']);
  });

  it("put a buyer's and a seller's orders under orders, apart from the dashboard's", () => {
    expect(reached(queryKeys.orders.all())).toEqual(['myOrders', 'sellerOrders']);
  });

  it('put every admin screen under admin, the order lists apart from the details page', () => {
    expect(reached(queryKeys.admin.all())).toEqual([
      'stats',
      'adminUsers',
      'adminProducts',
      'adminOrderList',
      'adminOrder',
      'subscribers',
      'payments',
    ]);
    expect(reached(queryKeys.admin.orders.all())).toEqual(['adminOrderList', 'adminOrder']);
    expect(reached(queryKeys.admin.orders.lists())).toEqual(['adminOrderList']);
  });

  it("keep the session's user and the shop's document out of every other branch", () => {
    expect(reached(queryKeys.me())).toEqual(['me']);
    expect(reached(queryKeys.content())).toEqual(['content']);
    expect(reached(queryKeys.paymentOptions())).toEqual(['paymentOptions']);
    expect(reached(queryKeys.admin.payments.all())).toEqual(['payments']);
  });
});
