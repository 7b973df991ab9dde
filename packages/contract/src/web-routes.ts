/**
 * Every page address of the web app, in React Router's `:param` syntax. The web app's links and routes read
 * them (web/src/lib/paths.ts; web/src/app/routes.test.ts fails when its route tree and this list differ), and
 * the server answers any other page address with a 404 status (server/src/modules/seo/seo.service.ts).
 */
export const WEB_ROUTES = {
  home: '/',
  products: '/products',
  shop: '/shop',
  product: '/product/:id',
  /** The Checkout modal over the product page. */
  checkout: '/product/:id/checkout',
  category: '/category/:slug',
  /** SEED.md's misspelt category route; it redirects to `category` or `products`. */
  legacyCategory: '/productcetagory',
  /** SEED.md's product page, whose product came in navigation state; it redirects to `products`. */
  legacyProductDetails: '/productdetails',
  about: '/about',
  login: '/login',
  register: '/register',
  /** Password reset (issue 16): ask for the e-mailed link, then open it. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** SEED.md's misspelt registration route; it redirects to `register`. */
  legacyRegister: '/regester',
  unsubscribe: '/unsubscribe',
  profile: '/user/profile',
  addProduct: '/addproduct',
  updateProduct: '/update/:id',
  deleteProduct: '/delete',
  myProducts: '/myproducts',
  incomingOrders: '/myproducts/orders',
  /** The cart (issue 13); SEED.md's "My Orders" moved to `myOrders`, and the cart links there. */
  cart: '/cart',
  /** The buyer's orders, grouped by checkout (SEED.md's /cart page, with its title). */
  myOrders: '/orders',
  /** The cart's checkout page: address, payment, one order per seller. */
  cartCheckout: '/checkout',
  purchase: '/purchase/:id',
  dashboard: '/dashboard',
  dashboardUsers: '/dashboard/users',
  dashboardProducts: '/dashboard/allproducts',
  dashboardOrders: '/dashboard/orders',
  dashboardOrder: '/dashboard/orders/:id',
  /** The payment ledger (issue 14): every payment event, filtered, exported as CSV. */
  dashboardPayments: '/dashboard/payments',
  dashboardContent: '/dashboard/content',
  dashboardNewsletter: '/dashboard/newsletter',
  dashboardAddProduct: '/dashboard/addproduct',
  // Requests for quotation (issue 16): the "Request a quote" modal over a product page, a category request,
  // the buyer's requests and one request's page (buyer, seller and admin alike), the seller's "Quote
  // requests", and the admin's list.
  productRfq: '/product/:id/rfq',
  rfqNew: '/rfq/new',
  myRfqs: '/rfqs',
  rfq: '/rfqs/:id',
  /** Accepting a quote: the checkout of its line, a dialog over the request's page. */
  acceptQuote: '/rfqs/:id/accept/:quoteId',
  sellerRfqs: '/myproducts/rfqs',
  /** A seller's public page (issue 16): name, rating over their reviews, years on the shop, listings. */
  seller: '/seller/:id',
  dashboardRfqs: '/dashboard/rfqs',
  /** Notifications (issue 16): the signed-in person's list (the navbar's bell), and the admin's mail outbox. */
  notifications: '/notifications',
  dashboardOutbox: '/dashboard/outbox',
  /** The SMS the stand-in gateway received, and what all SMS cost (issue 32). */
  dashboardSmsOutbox: '/dashboard/sms-outbox',
  /**
   * Marketplace money (issue 29): the seller's Finance page (balances, orders' money, payouts, statements) and the
   * operator's Finance overview; the other finance screens are pages under it (/dashboard/finance/…).
   */
  sellerFinance: '/myproducts/finance',
  dashboardFinance: '/dashboard/finance',
  /** Couriers' cash-on-delivery remittances (issue 29 item 6), a page under Finance. */
  dashboardRemittances: '/dashboard/finance/remittances',
  /** Payout runs (issue 29 item 5), a page under Finance. */
  dashboardPayouts: '/dashboard/finance/payouts',
  /** The commission rules (issue 29 item 1), a page under Finance. */
  dashboardCommission: '/dashboard/finance/commission',
  /** The audit trail of staff actions (issue 33 item 2): search, pages, CSV; administrators only. */
  dashboardAudit: '/dashboard/audit',
  /** The search synonym editor (issue 34 item 2): catalog staff (the listings permission). */
  dashboardSynonyms: '/dashboard/synonyms',
  /** Verified businesses (issue 31 item 5): the applicant's page, and the operators' queue (verification staff). */
  verification: '/verification',
  dashboardVerifications: '/dashboard/verifications',
  /** The operator's credit book (issue 31 item 4): applications, limits, bank transfers, aging; finance staff. */
  dashboardCredit: '/dashboard/credit',
  /** Companies (issue 31 item 1): the signed-in person's company page, and the invitation link's page (e-mailed). */
  company: '/company',
  companyInvitation: '/company-invitations/:token',
  /** The company's invoices and trade credit (issue 31 item 4): owner, finance and approvers; gateways return here. */
  companyCredit: '/company/credit',
  /** Company checkouts waiting for the signed-in approver (issue 31 item 2; the notification links here). */
  approvals: '/approvals',
} as const;

export type WebRoute = (typeof WEB_ROUTES)[keyof typeof WEB_ROUTES];
export type WebRouteMatch = { pattern: WebRoute; params: Record<string, string> };

const segmentsOf = (path: string) => path.split('/').filter((segment, i) => i > 0 && segment !== '');

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

// Split on first use, not when the module loads: a bundle that only reads WEB_ROUTES (the web app's entry, held to
// a size budget) then carries none of the matching code.
let compiled: { pattern: WebRoute; parts: string[] }[] | undefined;

/**
 * The web app's route for a path, matched as React Router matches it: case-insensitive, a trailing slash
 * ignored, percent-escapes decoded, a `:param` standing for one non-empty segment.
 */
export function matchWebRoute(pathname: string): WebRouteMatch | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (trimmed.includes('//')) return undefined;
  const segments = segmentsOf(trimmed).map(decode);
  compiled ??= Object.values(WEB_ROUTES).map((pattern) => ({ pattern, parts: segmentsOf(pattern) }));
  for (const { pattern, parts } of compiled) {
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return true;
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches) return { pattern, params };
  }
  return undefined;
}
