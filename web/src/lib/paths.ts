import { WEB_ROUTES as R } from '@bulkbazar/contract';

// Every URL of the web app lives here (CONVENTIONS #10); links and routes both read it. The addresses come
// from the contract's WEB_ROUTES, which the server also reads to answer unknown addresses with a 404 status.
const withQuantity = (path: string, quantity?: number) =>
  quantity === undefined ? path : `${path}?${new URLSearchParams({ quantity: String(quantity) })}`;

export const paths = {
  home: R.home,
  shop: R.shop,
  products: R.products,
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  category: (slug: string) => `/category/${encodeURIComponent(slug)}`,
  /** SEED.md's misspelt category route; it redirects to `category` or `products`. */
  legacyCategory: R.legacyCategory,
  /** SEED.md's product details route; it redirects to `products`. */
  legacyProductDetails: R.legacyProductDetails,
  about: R.about,
  unsubscribe: R.unsubscribe,
  login: R.login,
  register: R.register,
  /** SEED.md's misspelt registration route; it redirects to `register`. */
  legacyRegister: R.legacyRegister,
  profile: R.profile,
  // Routes of the ordering and dashboard issues; listed so nav items and links have one home.
  /** The buyer's cart (a guest's too); its checkout; the orders placed. */
  cart: R.cart,
  cartCheckout: R.cartCheckout,
  myOrders: R.myOrders,
  dashboard: R.dashboard,
  // The admin dashboard's pages (issue 6).
  dashboardUsers: R.dashboardUsers,
  dashboardProducts: R.dashboardProducts,
  dashboardOrders: R.dashboardOrders,
  dashboardOrder: (id: string) => `/dashboard/orders/${encodeURIComponent(id)}`,
  dashboardPayments: R.dashboardPayments,
  dashboardContent: R.dashboardContent,
  dashboardNewsletter: R.dashboardNewsletter,
  dashboardAddProduct: R.dashboardAddProduct,
  // Listings and ordering.
  addProduct: R.addProduct,
  myProducts: R.myProducts,
  incomingOrders: R.incomingOrders,
  updateProduct: (id: string) => `/update/${encodeURIComponent(id)}`,
  deleteProduct: R.deleteProduct,
  /**
   * The Checkout modal over the product page (a child route, so Back closes it): Buy now, one line, starting
   * at `quantity` (else the MOQ).
   */
  checkout: (id: string, quantity?: number) =>
    withQuantity(`/product/${encodeURIComponent(id)}/checkout`, quantity),
  purchase: (id: string, quantity?: number) => withQuantity(`/purchase/${encodeURIComponent(id)}`, quantity),
} as const;

/** Route patterns for the router, next to the link builders above so the two cannot drift apart. */
export const routePatterns = {
  product: R.product,
  category: R.category,
  dashboardOrder: R.dashboardOrder,
  updateProduct: R.updateProduct,
  purchase: R.purchase,
  /** Relative to `product`. */
  checkout: 'checkout',
} as const;
