import type {
  AdminProductsQuery,
  OrderListQuery,
  OrderStatus,
  PaymentLedgerQuery,
  ProductFacetsQuery,
  ProductListQuery,
  UserListQuery,
} from '@bulkbazar/contract';
import { cartKeys, meKey } from './query-keys-shell';

/**
 * Every cache key of the app, in one tree. A key is a path from a root ('products', 'orders', 'admin', …) down
 * to one answer, so invalidating a prefix refreshes exactly one branch: `queryKeys.products.all()` after any
 * change to the catalog, `queryKeys.admin.orders.all()` after an order moved on. The api files build their
 * queryOptions from these and nothing else writes a key by hand, so the reader of an answer and the writer
 * that invalidates it cannot drift apart. Every entry is a function, so every key is written the same way.
 */
export const queryKeys = {
  /** The session's user (query-keys-shell.ts). */
  me: meKey,
  auth: {
    providers: () => ['auth', 'providers'] as const,
  },
  /** The shop's document (hero texts, FAQ, merchant numbers): the home page, checkout and the editor share it. */
  content: () => ['content'] as const,
  /** The public catalog and a seller's own listings: a listing that changes invalidates all of them. */
  products: {
    all: () => ['products'] as const,
    lists: () => ['products', 'list'] as const,
    list: (query: ProductListQuery) => ['products', 'list', query] as const,
    /** The product page, the edit form and checkout read the same entry: an edit or an order shows in all. */
    detail: (id: string) => ['products', 'detail', id] as const,
    featured: () => ['products', 'featured'] as const,
    /** The counts beside a results page (GET /api/products/facets), per words and filters. */
    facets: (query: ProductFacetsQuery) => ['products', 'facets', query] as const,
    mine: (query: { page: number }) => ['products', 'mine', query] as const,
    /** The seller's stock value and low-stock list: under products, so any listing change refreshes it. */
    stockSummary: () => ['products', 'stock-summary'] as const,
  },
  /** The buyer's cart (query-keys-shell.ts). */
  cart: cartKeys,
  /**
   * What the checkout may offer to pay online (the configured gateways, the COD advance rule, the hold time):
   * the same for every buyer; a saved COD advance rule invalidates it.
   */
  paymentOptions: () => ['payment-options'] as const,
  /** The signed-in user's saved shipping addresses (checkout reads them). */
  addresses: () => ['addresses'] as const,
  /** A buyer's and a seller's orders. */
  orders: {
    all: () => ['orders'] as const,
    mine: (query: { page: number }) => ['orders', 'mine', query] as const,
    seller: (query: { page: number; status?: OrderStatus }) => ['orders', 'seller', query] as const,
  },
  /**
   * Everything an admin screen shows lives under 'admin', so a change that could touch several lists (an order
   * moved on, a user blocked) invalidates one branch without guessing.
   */
  admin: {
    all: () => ['admin'] as const,
    stats: () => ['admin', 'stats'] as const,
    users: {
      all: () => ['admin', 'users'] as const,
      list: (query: UserListQuery) => ['admin', 'users', query] as const,
    },
    products: {
      all: () => ['admin', 'products'] as const,
      list: (query: AdminProductsQuery) => ['admin', 'products', query] as const,
    },
    orders: {
      /** The lists and the details pages. */
      all: () => ['admin', 'orders'] as const,
      lists: () => ['admin', 'orders', 'list'] as const,
      list: (query: OrderListQuery) => ['admin', 'orders', 'list', query] as const,
      detail: (id: string) => ['admin', 'orders', 'detail', id] as const,
    },
    /** The payment ledger (every payment event), one entry per filter and page. */
    payments: {
      all: () => ['admin', 'payments'] as const,
      list: (query: PaymentLedgerQuery) => ['admin', 'payments', query] as const,
    },
    subscribers: {
      all: () => ['admin', 'subscribers'] as const,
      list: (query: UserListQuery) => ['admin', 'subscribers', query] as const,
    },
    /** The Finance overview (issue 29), one entry per range of days. */
    financeSummary: (query: { from?: string; to?: string }) =>
      ['admin', 'finance', 'summary', query] as const,
  },
  /** The signed-in seller's books (issue 29): balances and next payout, their orders' money, their payouts. */
  sellerFinance: {
    all: () => ['seller-finance'] as const,
    overview: () => ['seller-finance', 'overview'] as const,
    orders: (query: { page: number; month?: string }) => ['seller-finance', 'orders', query] as const,
    payouts: (query: { page: number }) => ['seller-finance', 'payouts', query] as const,
  },
};
