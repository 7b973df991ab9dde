import { createECDH, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Session } from '../auth-helpers.js';
import { ACTORS, type Actor, type Actors, type Fixture } from './matrix-fixtures.js';

/** The HTTP status each actor must get. */
export type Expect = Record<Actor, number>;

/**
 * What to send: values for the URL's `:params`, a query string, a JSON body, a multipart image, or the
 * multipart documents of a business verification (a trade licence PDF and an NID image).
 */
export type Call = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  image?: true;
  documents?: true;
};

export type Rule = {
  expect: Expect;
  /**
   * Builds the request from the case's fixture; `caller` is the actor's session (null when anonymous).
   * Declared without parameters, it gets no fixture (none is made for the case).
   */
  call?: (f: Fixture, cast: Actors, caller: Session | null) => Call;
  /** The call ends or changes the caller's own session or password: every case gets a new caller. */
  freshCaller?: true;
};

const table = (status: number, overrides: Partial<Expect> = {}): Expect =>
  ({ ...Object.fromEntries(ACTORS.map((a) => [a, status])), ...overrides }) as Expect;

// A blocked user's session is gone (blocking ends it) and the access plugin treats a banned user as
// signed out, so a blocked user gets what an anonymous visitor gets unless a row says otherwise.

/** A public route: everyone gets `status`, except the overrides (blocked follows anonymous). */
const anyone = (status: number, overrides: Partial<Expect> = {}): Expect =>
  table(status, { ...overrides, blocked: overrides.blocked ?? overrides.anonymous ?? status });
/** A signed-in route: 401 when signed out or blocked, `status` for the others unless overridden. */
const signedIn = (status: number, overrides: Partial<Expect> = {}): Expect =>
  table(status, { anonymous: 401, blocked: 401, ...overrides });
/** An admin route: 401 signed out, 403 for users, `status` for admins. */
const adminOnly = (status = 200): Expect => signedIn(403, { admin: status });

/** Auth library endpoints the app does not mount answer 404 to everyone, whatever they are sent. */
export const CLOSED_LIBRARY_ENDPOINT: Rule = { expect: table(404), call: () => ({ body: {} }) };

const email = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const password = 'a long and unusual passphrase 42';
const uploadedImage = () => `/uploads/u/${randomUUID()}.webp`;
const id = (value: string) => ({ params: { id: value } });
const companyAddressBody = {
  label: 'Shop',
  shippingAddress: 'Shop 4, Khatunganj, Chattogram',
  location: { division: 'Chattogram', district: 'Chattogram', area: 'Kotwali' },
  phoneNumber: '01811111111',
};
/** A Bangladeshi mobile number nobody has used (each case its own: the codes are limited per number). */
/** A browser's PushSubscription.toJSON(): a push service's address and a fresh P-256 key pair's public half. */
const pushSubscriptionBody = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};
const mobile = () => `017${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * The expected answer of every /api route, keyed `METHOD url` exactly as the app registers it. A route
 * the app answers without a row here fails the matrix, and so does a row for a route that is gone.
 */
export const RULES: Record<string, Rule> = {
  // Registration and sessions (the auth library's allow-listed calls).
  'POST /api/auth/sign-up/email': {
    expect: anyone(200),
    call: () => ({ body: { name: 'New Trader', email: email('signup'), password } }),
  },
  'POST /api/auth/sign-in/email': {
    // Each signs in with their own credentials (anonymous with another's): a blocked user may not.
    expect: anyone(200, { blocked: 403 }),
    call: (_f, cast, caller) => {
      const who = caller ?? cast.other;
      return { body: { email: who.email, password: who.password } };
    },
  },
  // Sign-in by SMS code (issue 32): anyone may ask for a code for a number (limits: phone-sign-in.test.ts);
  // a code nobody was sent is refused, naming the field.
  'POST /api/auth/phone-number/send-otp': {
    expect: anyone(200),
    call: () => ({ body: { phoneNumber: mobile() } }),
  },
  'POST /api/auth/phone-number/verify': {
    expect: anyone(400),
    call: () => ({ body: { phoneNumber: mobile(), code: '000000', name: 'New Trader' } }),
  },
  // Forgot password: the same answer for every address (this one has no account); a made-up token is a 400
  // naming the token, for everyone (the link is the credential, not the caller).
  'POST /api/auth/request-password-reset': {
    expect: anyone(200),
    call: () => ({ body: { email: email('forgot') } }),
  },
  'POST /api/auth/reset-password': {
    expect: anyone(400),
    call: () => ({ body: { token: randomUUID(), newPassword: password } }),
  },
  'POST /api/auth/sign-out': { expect: anyone(200), freshCaller: true, call: () => ({ body: {} }) },
  'GET /api/auth/get-session': { expect: anyone(200) },
  'GET /api/auth/providers': { expect: anyone(200) },
  // Starting Google sign-in is open to all (it answers the provider's URL); coming back with a forged
  // code and state (no sign-in was started) is a redirect to the sign-in page's error, for everyone.
  'POST /api/auth/sign-in/social': {
    expect: anyone(200),
    call: () => ({ body: { provider: 'google', callbackURL: '/' } }),
  },
  'GET /api/auth/callback/google': {
    expect: anyone(302),
    call: () => ({ query: { code: 'forged-code', state: 'forged-state' } }),
  },

  // Accounts.
  'GET /api/me': { expect: signedIn(200) },
  // Who is signed in, if anyone: signed out is an answer (user null), not a 401.
  'GET /api/session': { expect: anyone(200) },
  'PATCH /api/me': { expect: signedIn(200), call: () => ({ body: { name: 'Renamed Trader' } }) },
  'POST /api/me/password': {
    expect: signedIn(200),
    freshCaller: true,
    call: (_f, _cast, caller) => ({
      body: { currentPassword: caller?.password ?? password, newPassword: 'another fine passphrase 7' },
    }),
  },
  'GET /api/isadmin': {
    expect: signedIn(403, { admin: 200 }),
    call: (_f, cast) => ({ query: { email: cast.admin.email } }),
  },
  'POST /api/adduser': {
    expect: anyone(200),
    call: () => ({ body: { name: 'Seed Trader', email: email('adduser'), password } }),
  },
  'GET /api/users': { expect: adminOnly() },
  'POST /api/admin/users/:id/role': {
    expect: adminOnly(),
    call: (f) => ({ ...id(f.otherUserId), body: { role: 'admin' } }),
  },
  'POST /api/admin/users/:id/block': { expect: adminOnly(), call: (f) => id(f.otherUserId) },
  'POST /api/admin/users/:id/unblock': { expect: adminOnly(), call: (f) => id(f.blockedUserId) },

  // Catalog.
  'GET /api/products': { expect: anyone(200) },
  'GET /api/products/featured': { expect: anyone(200) },
  'GET /api/products/facets': { expect: anyone(200), call: () => ({ query: { q: 'rice' } }) },
  'GET /api/categories': { expect: anyone(200) },
  'GET /api/search/suggest': { expect: anyone(200), call: () => ({ query: { q: 'ri' } }) },
  'GET /api/product/:id': {
    // A listing under review is seen by its seller and admins only.
    expect: anyone(404, { owner: 200, admin: 200 }),
    call: (f) => id(f.pendingId),
  },

  // Sellers' listings.
  'POST /api/addproduct': {
    expect: signedIn(200),
    call: () => ({
      body: {
        productName: 'Cotton bales',
        image: uploadedImage(),
        brand: 'Matrix',
        category: 'fashion-apparel',
        description: 'Raw cotton, 200 kg bales',
        price: 1500,
        maxQuantity: 100,
        minQuantity: 5,
      },
    }),
  },
  'PATCH /api/update/:id': {
    expect: signedIn(403, { owner: 200, admin: 200 }),
    call: (f) => ({ ...id(f.productId), body: { price: 1 } }),
  },
  'DELETE /api/delete/:id': {
    expect: signedIn(403, { owner: 200, admin: 200 }),
    call: (f) => id(f.productId),
  },
  'GET /api/myproducts': { expect: signedIn(200) },
  // Stock adjustments and history (issue 30 item 7): the product's seller or an admin; the matrix's product has
  // no variants.
  'POST /api/products/:id/stock-adjustments': {
    expect: signedIn(403, { owner: 200, admin: 200 }),
    call: (f) => ({ ...id(f.productId), body: { change: 5, reason: 'received' } }),
  },
  'GET /api/products/:id/stock-history': {
    expect: signedIn(403, { owner: 200, admin: 200 }),
    call: (f) => id(f.productId),
  },
  // Bulk edit of prices and stock (issue 30 item 6): the caller's own products only; anyone else's, an
  // admin's too, is not found (404) and nothing changes.
  'POST /api/myproducts/bulk-edit': {
    expect: signedIn(404, { owner: 200 }),
    call: (f) => ({ body: { items: [{ productId: f.productId, price: 77, stock: 55 }] } }),
  },
  // The caller's own stock value and low-stock list: anyone signed in (a buyer's is empty).
  'GET /api/myproducts/stock-summary': { expect: signedIn(200) },
  // Bulk import and export (issue 30): the seller's own; a job of someone else's is missing (404), and the
  // matrix's PNG is not a .csv or .xlsx file (400 naming `file`).
  'GET /api/myproducts/export.csv': { expect: signedIn(200) },
  'GET /api/myproducts/export.xlsx': { expect: signedIn(200) },
  'GET /api/myproducts/imports': { expect: signedIn(200) },
  'POST /api/myproducts/import': { expect: signedIn(400), call: () => ({ image: true }) },
  'GET /api/myproducts/import/:jobId': {
    expect: signedIn(404),
    call: () => ({ params: { jobId: randomUUID() } }),
  },
  'POST /api/myproducts/import/:jobId/confirm': {
    expect: signedIn(404),
    call: () => ({ params: { jobId: randomUUID() } }),
  },

  // Moderation.
  'GET /api/admin/products': { expect: adminOnly() },
  'POST /api/admin/products/:id/approve': { expect: adminOnly(), call: (f) => id(f.pendingId) },
  'POST /api/admin/products/:id/reject': {
    expect: adminOnly(),
    call: (f) => ({ ...id(f.pendingId), body: { reason: 'Photos do not show the product' } }),
  },
  'POST /api/admin/products/:id/block': { expect: adminOnly(), call: (f) => id(f.productId) },
  'POST /api/admin/products/:id/unblock': { expect: adminOnly(), call: (f) => id(f.blockedProductId) },
  // The moderation queue's Undo: an approved listing goes back to pending.
  'POST /api/admin/products/:id/requeue': { expect: adminOnly(), call: (f) => id(f.productId) },

  // The search synonym editor (issue 34): a new group each case; edits and deletes of a group that is not there
  // (the guard answers before the lookup: only an administrator reaches the 404).
  'GET /api/admin/search/synonyms': { expect: adminOnly(), call: () => ({ query: { q: 'chal' } }) },
  'POST /api/admin/search/synonyms': {
    expect: adminOnly(201),
    call: () => ({ body: { words: [`matrix${randomInt(1e9)}`, `ম্যাট্রিক্স${randomInt(1e9)}`] } }),
  },
  'PUT /api/admin/search/synonyms/:id': {
    expect: adminOnly(404),
    call: () => ({ params: { id: '2000000000' }, body: { words: ['alpha', 'beta'] } }),
  },
  'DELETE /api/admin/search/synonyms/:id': {
    expect: adminOnly(404),
    call: () => ({ params: { id: '2000000000' } }),
  },

  // Orders: the order under test is the buyer's, for a product of the seller.
  'POST /api/addorder': {
    // A seller may not order their own product.
    expect: signedIn(200, { owner: 422 }),
    call: (f) => ({
      body: {
        productId: f.productId,
        quantity: 1,
        shippingAddress: 'House 1, Road 1, Dhaka',
        phoneNumber: '01711111111',
      },
    }),
  },
  // The one-line Buy now form of the checkout (the cart's form is tested in modules/cart).
  'POST /api/checkout': {
    expect: signedIn(200, { owner: 422 }),
    call: (f) => ({
      body: {
        items: [{ productId: f.productId, quantity: 1 }],
        shippingAddress: 'House 1, Road 1, Dhaka',
        phoneNumber: '01711111111',
      },
    }),
  },
  // Payments: the gateways' returns are public (they prove nothing by themselves: the server asks the
  // gateway); an unknown payment changes nothing and lands on My Orders.
  'GET /api/payments/options': { expect: anyone(200) },
  'GET /api/payments/bkash/callback': {
    expect: anyone(303),
    call: () => ({ query: { paymentID: 'TR0011unknown', status: 'success' } }),
  },
  'POST /api/payments/sslcommerz/:outcome': {
    expect: anyone(303),
    call: () => ({ params: { outcome: 'success' }, body: { tran_id: randomUUID(), val_id: 'unknown' } }),
  },
  'POST /api/payments/sslcommerz/ipn': {
    expect: anyone(200),
    call: () => ({ body: { tran_id: randomUUID(), val_id: 'unknown', status: 'VALID' } }),
  },
  'GET /api/admin/payments': { expect: adminOnly() },
  'GET /api/admin/sms-outbox': { expect: adminOnly() },
  'GET /api/me/sms-settings': { expect: signedIn(200) },
  'PUT /api/me/sms-settings': {
    expect: signedIn(200),
    call: () => ({ body: { smsOff: ['order_shipped'] } }),
  },
  // Web push (issue 32): the key is public; a subscription is the caller's own (a push service's https address
  // and a real P-256 key); deleting one that is not the caller's answers 404.
  'GET /api/push/vapid-public-key': { expect: anyone(200) },
  'GET /api/me/push-subscriptions': { expect: signedIn(200) },
  'POST /api/me/push-subscriptions': {
    expect: signedIn(201),
    call: () => ({ body: pushSubscriptionBody() }),
  },
  'DELETE /api/me/push-subscriptions/:id': { expect: signedIn(404), call: () => id(randomUUID()) },
  'GET /api/me/push-settings': { expect: signedIn(200) },
  'PUT /api/me/push-settings': {
    expect: signedIn(200),
    call: () => ({ body: { pushOff: ['order_shipped'] } }),
  },
  'GET /api/admin/export/payments.csv': { expect: adminOnly() },
  // An administrator's refunds (the fixture's orders are unpaid: nothing to refund, 409) and couriers' COD
  // remittances (the fixture's delivered order went with no courier: not a parcel to remit, 400; no courier is
  // set up in the matrix's app, so none publishes statements, 404).
  'POST /api/admin/orders/:id/refunds': {
    expect: adminOnly(409),
    call: (f) => ({
      ...id(f.deliveredOrderId),
      body: { amount: 10, reason: 'Damaged', reference: 'BANK-1' },
    }),
  },
  'GET /api/admin/orders/:id/refunds': { expect: adminOnly(), call: (f) => id(f.orderId) },
  // A refund waiting for its gateway: the fixture's order has none (404 for an administrator).
  'POST /api/admin/orders/:id/refunds/:refundId/retry': {
    expect: adminOnly(404),
    call: (f) => ({ params: { id: f.orderId, refundId: randomUUID() } }),
  },
  'POST /api/admin/orders/:id/refunds/:refundId/resolve': {
    expect: adminOnly(404),
    call: (f) => ({ params: { id: f.orderId, refundId: randomUUID() }, body: { refunded: false } }),
  },
  'POST /api/admin/couriers/:courier/remittances': {
    expect: adminOnly(400),
    call: (f) => ({
      params: { courier: 'steadfast' },
      body: {
        amount: 100,
        fees: 0,
        receivedOn: '2026-01-05',
        reference: `SF-${randomUUID()}`,
        parcels: [{ orderId: f.deliveredOrderId, amount: 100 }],
      },
    }),
  },
  'GET /api/admin/couriers/:courier/remittances': {
    expect: adminOnly(),
    call: () => ({ params: { courier: 'steadfast' } }),
  },
  'GET /api/admin/couriers/:courier/statements': {
    expect: adminOnly(404),
    call: () => ({ params: { courier: 'steadfast' } }),
  },
  'GET /api/admin/couriers/:courier/statements/:statementId': {
    expect: adminOnly(404),
    call: () => ({ params: { courier: 'steadfast', statementId: '1001' } }),
  },
  'GET /api/admin/finance/cod': { expect: adminOnly() },
  // Payouts: each signed-in user sets where their own payouts go (with their own password); only an
  // administrator runs payouts. The fixture's payout is a pending bKash payout to `seller`; the matrix's app has
  // no payout rail (no PAYOUTS_FAKE), so sending it through one is a 409 naming the method, for an admin.
  'GET /api/me/payout-method': { expect: signedIn(200) },
  'PUT /api/me/payout-method': {
    expect: signedIn(200),
    call: (_f, _cast, caller) => ({
      body: { method: 'bkash', walletNumber: '01711223344', currentPassword: caller?.password ?? password },
    }),
  },
  'GET /api/admin/payouts/eligible': { expect: adminOnly() },
  'POST /api/admin/payout-runs': { expect: adminOnly(), call: () => ({ body: { minimum: 1 } }) },
  'GET /api/admin/payout-runs': { expect: adminOnly() },
  'GET /api/admin/payout-runs/:id': { expect: adminOnly(), call: (f) => id(f.payoutRunId) },
  'GET /api/admin/payout-runs/:id/bank.csv': { expect: adminOnly(), call: (f) => id(f.payoutRunId) },
  'GET /api/admin/payout-runs/:id/mfs.csv': { expect: adminOnly(), call: (f) => id(f.payoutRunId) },
  'POST /api/admin/payouts/:id/sent': {
    expect: adminOnly(),
    call: (f) => ({ ...id(f.payoutId), body: { reference: 'BEFTN-1' } }),
  },
  'POST /api/admin/payouts/:id/failed': {
    expect: adminOnly(),
    call: (f) => ({ ...id(f.payoutId), body: { reason: 'Wallet closed' } }),
  },
  'POST /api/admin/payouts/:id/send': { expect: adminOnly(409), call: (f) => id(f.payoutId) },
  // A seller's own finance (any signed-in user may sell: each gets their own books, never another's) and its
  // statements; the commission invoice of a run in which only `seller` was paid; the operator's overview.
  'GET /api/seller/finance': { expect: signedIn(200) },
  'GET /api/seller/finance/orders': { expect: signedIn(200) },
  'GET /api/seller/finance/payouts': { expect: signedIn(200) },
  'GET /api/seller/finance/statement.pdf': {
    expect: signedIn(200),
    call: () => ({ query: { month: '2026-11' } }),
  },
  'GET /api/seller/finance/statement.csv': {
    expect: signedIn(200),
    call: () => ({ query: { month: '2026-11' } }),
  },
  'GET /api/seller/finance/commission-invoices/:runId.pdf': {
    expect: signedIn(404, { seller: 200 }),
    call: (f) => ({ params: { runId: f.payoutRunId } }),
  },
  'GET /api/admin/finance/summary': { expect: adminOnly() },
  'GET /api/admin/finance/summary.csv': { expect: adminOnly() },
  'GET /api/admin/payout-runs/:runId/invoices/:sellerId.pdf': {
    expect: adminOnly(),
    call: (f, cast) => ({ params: { runId: f.payoutRunId, sellerId: cast.seller.id } }),
  },
  // Commission: only an administrator reads or sets the rules; each signed-in user asks what applies to them.
  'GET /api/admin/finance/commission': { expect: adminOnly() },
  'PUT /api/admin/finance/commission': {
    expect: adminOnly(),
    call: () => ({ body: { defaultPercent: 5, fixedFee: 0, categories: { 'fashion-apparel': 7.5 } } }),
  },
  'GET /api/me/commission': {
    expect: signedIn(200),
    call: () => ({ query: { category: 'fashion-apparel' } }),
  },
  'GET /api/myorder': { expect: signedIn(200) },
  'GET /api/seller/orders': { expect: signedIn(200) },
  'GET /api/admin/orders': { expect: adminOnly() },
  'GET /api/orders/:id': {
    expect: signedIn(404, { buyer: 200, seller: 200, admin: 200 }),
    call: (f) => id(f.orderId),
  },
  // The PDF invoice (numbered on the first request of its buyer, seller or an admin).
  'GET /api/orders/:id/invoice.pdf': {
    expect: signedIn(404, { buyer: 200, seller: 200, admin: 200 }),
    call: (f) => id(f.orderId),
  },
  'POST /api/orders/:id/cancel': {
    expect: signedIn(404, { buyer: 200, admin: 200 }),
    call: (f) => id(f.orderId),
  },
  'DELETE /api/deleteorder/:id': {
    expect: signedIn(404, { buyer: 200, admin: 200 }),
    call: (f) => id(f.orderId),
  },
  'POST /api/orders/:id/status': {
    expect: signedIn(404, { seller: 200, admin: 200 }),
    call: (f) => ({ ...id(f.orderId), body: { status: 'processing', from: 'pending' } }),
  },
  'POST /api/orders/:id/decline': {
    expect: signedIn(404, { seller: 200, admin: 200 }),
    call: (f) => ({ ...id(f.orderId), body: { reason: 'Sold out of this size' } }),
  },
  'POST /api/orders/:id/paid': { expect: adminOnly(), call: (f) => id(f.orderId) },
  'POST /api/orders/:id/cash-received': {
    expect: signedIn(404, { seller: 200, admin: 200 }),
    call: (f) => id(f.deliveredOrderId),
  },

  // Reviews: only an order's buyer writes one (anyone else: the order does not exist); only the product's
  // seller replies (the review itself is public: others are refused, 403); only admins remove.
  'POST /api/orders/:id/reviews': {
    expect: signedIn(404, { buyer: 200 }),
    call: (f) => ({
      ...id(f.deliveredOrderId),
      body: { productId: f.soldProductId, stars: 5, text: 'Fine' },
    }),
  },
  'GET /api/orders/:id/reviews': {
    expect: signedIn(404, { buyer: 200 }),
    call: (f) => id(f.deliveredOrderId),
  },
  'GET /api/product/:id/reviews': { expect: anyone(200), call: (f) => id(f.soldProductId) },
  'POST /api/reviews/:id/reply': {
    expect: signedIn(403, { seller: 200 }),
    call: (f) => ({ ...id(f.reviewId), body: { text: 'Thank you' } }),
  },
  'DELETE /api/reviews/:id': {
    expect: adminOnly(),
    call: (f) => ({ ...id(f.reviewId), body: { reason: 'Abusive' } }),
  },
  'GET /api/sellers/:id': { expect: anyone(200), call: (_f, cast) => id(cast.owner.id) },

  // The cart and saved addresses: the fixture puts the product under test in the buyer's cart and gives
  // the buyer a saved address. Another's line or address answers 404, as one that does not exist.
  'GET /api/cart': { expect: signedIn(200) },
  'DELETE /api/cart': { expect: signedIn(200) },
  'PUT /api/cart/items/:productId': {
    // A seller may not put their own product in a cart.
    expect: signedIn(200, { owner: 422 }),
    call: (f) => ({ params: { productId: f.productId }, body: { quantity: 1 } }),
  },
  'POST /api/cart/items/:productId': {
    // Adds to the line; a seller may not put their own product in a cart.
    expect: signedIn(200, { owner: 422 }),
    call: (f) => ({ params: { productId: f.productId }, body: { quantity: 1 } }),
  },
  'DELETE /api/cart/items/:productId': {
    expect: signedIn(404, { buyer: 200 }),
    call: (f) => ({ params: { productId: f.productId } }),
  },
  // The owner's own product is left out with a note: still an answer.
  'POST /api/cart/merge': {
    expect: signedIn(200),
    call: (f) => ({ body: { items: [{ productId: f.productId, quantity: 1 }] } }),
  },
  'POST /api/cart/preview': {
    expect: anyone(200),
    call: (f) => ({ body: { items: [{ productId: f.productId, quantity: 1 }] } }),
  },
  // Pay again: the buyer's only (the payer page would be theirs); the fixture's order is cash on delivery.
  'POST /api/orders/:id/pay-again': {
    expect: signedIn(404, { buyer: 409 }),
    call: (f) => id(f.orderId),
  },
  'POST /api/orders/:id/reorder': { expect: signedIn(404, { buyer: 200 }), call: (f) => id(f.orderId) },
  'GET /api/me/addresses': { expect: signedIn(200) },
  'POST /api/me/addresses': {
    expect: signedIn(200),
    call: () => ({
      body: { label: 'Warehouse', shippingAddress: 'House 1, Road 1, Dhaka', phoneNumber: '01711111111' },
    }),
  },
  'DELETE /api/me/addresses/:id': {
    expect: signedIn(404, { buyer: 200 }),
    call: (f) => id(f.addressId),
  },

  // Companies (issue 31): the fixture's company is owned by `buyer`, with `seller` a member in the buyer role.
  // Everyone else (admins too) gets 404 for it, a member 403 for the owner's actions.
  'POST /api/companies': {
    expect: signedIn(201),
    call: () => ({
      body: {
        name: 'Matrix Wholesale',
        tradeLicence: 'TRAD/DNCC/2',
        bin: '1234567890123',
        tin: '123456789012',
        location: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
        address: 'House 2, Road 2',
      },
    }),
  },
  'GET /api/companies/mine': { expect: signedIn(200) },
  'GET /api/companies/:id': {
    expect: signedIn(404, { buyer: 200, seller: 200 }),
    call: (f) => id(f.companyId),
  },
  'POST /api/companies/:id/invitations': {
    expect: signedIn(404, { buyer: 201, seller: 403 }),
    call: (f) => ({ ...id(f.companyId), body: { email: email('invite'), role: 'buyer' } }),
  },
  // Nobody holds this token: 404 to everyone signed in (an invitation only its e-mail's account can use).
  'POST /api/company-invitations/accept': {
    expect: signedIn(404),
    call: () => ({ body: { token: randomUUID() } }),
  },
  'PUT /api/companies/:id/members/:userId': {
    expect: signedIn(404, { buyer: 200, seller: 403 }),
    call: (f, cast) => ({
      params: { id: f.companyId, userId: cast.seller.id },
      body: { role: 'approver', orderLimit: 5_000_000 },
    }),
  },
  // The owner removes the member; the member leaves; the others find no such company.
  'DELETE /api/companies/:id/members/:userId': {
    expect: signedIn(404, { buyer: 204, seller: 204 }),
    call: (f, cast) => ({ params: { id: f.companyId, userId: cast.seller.id } }),
  },
  'POST /api/companies/:id/owner': {
    expect: signedIn(404, { buyer: 200, seller: 403 }),
    call: (f, cast) => ({ ...id(f.companyId), body: { userId: cast.seller.id } }),
  },
  'PUT /api/companies/:id/settings': {
    expect: signedIn(404, { buyer: 200, seller: 403 }),
    call: (f) => ({ ...id(f.companyId), body: { poRequired: true } }),
  },
  // The company's shared addresses: every member reads them, the owner writes them.
  'GET /api/companies/:id/addresses': {
    expect: signedIn(404, { buyer: 200, seller: 200 }),
    call: (f) => id(f.companyId),
  },
  'POST /api/companies/:id/addresses': {
    expect: signedIn(404, { buyer: 200, seller: 403 }),
    call: (f) => ({ ...id(f.companyId), body: companyAddressBody }),
  },
  'PUT /api/companies/:id/addresses/:addressId': {
    expect: signedIn(404, { buyer: 200, seller: 403 }),
    call: (f) => ({ params: { id: f.companyId, addressId: f.companyAddressId }, body: companyAddressBody }),
  },
  'DELETE /api/companies/:id/addresses/:addressId': {
    expect: signedIn(404, { buyer: 200, seller: 403 }),
    call: (f) => ({ params: { id: f.companyId, addressId: f.companyAddressId } }),
  },
  // Approvals of company checkouts (issue 31 item 2): the inbox is everyone's own (empty when they approve for
  // no company); a checkout nobody here may decide is one that does not exist (the roles: company-checkout.test.ts).
  'GET /api/approvals': { expect: signedIn(200) },
  'POST /api/approvals/:checkoutId/approve': {
    expect: signedIn(404),
    call: () => ({ params: { checkoutId: randomUUID() } }),
  },
  'POST /api/approvals/:checkoutId/reject': {
    expect: signedIn(404),
    call: () => ({ params: { checkoutId: randomUUID() }, body: { reason: 'Not in this month’s budget' } }),
  },

  // Verified businesses (issue 31 item 5): anyone signed in applies (each case a new applicant: one application
  // waits per business); the fixture's application is `seller`'s, whose private document only they and
  // reviewing staff open (everyone else: 404); the queue and decisions are reviewing staff's.
  'POST /api/verification': { expect: signedIn(201), call: () => ({ documents: true }), freshCaller: true },
  'GET /api/verification': { expect: signedIn(200) },
  'GET /api/verification/documents/:id': {
    expect: signedIn(404, { seller: 200, admin: 200 }),
    call: (f) => id(f.verificationDocumentId),
  },
  // Trade credit (issue 31 item 4): the fixture's company (owned by `buyer`, `seller` a member buying for it)
  // has no credit and is not verified; a non-member finds no company, a buying member no invoices.
  'POST /api/companies/:id/credit-application': {
    expect: signedIn(404, { buyer: 201, seller: 403 }),
    call: (f) => ({ ...id(f.companyId), body: { limit: 50_000, termsDays: 30 } }),
  },
  'GET /api/companies/:id/invoices': { expect: signedIn(404, { buyer: 200 }), call: (f) => id(f.companyId) },
  // Paying invoices online is the owner's and finance's (a buying member: 403); an invoice that is not the
  // company's is a 400 naming invoiceIds (the flows: credit-payments.test.ts).
  'POST /api/companies/:id/invoices/pay': {
    expect: signedIn(404, { buyer: 400, seller: 403 }),
    call: (f) => ({ ...id(f.companyId), body: { invoiceIds: [randomUUID()], method: 'bkash' } }),
  },
  // The gateways' returns for invoice payments: public like the checkout's; an unknown payment changes nothing
  // and lands on the credit page.
  'GET /api/credit-payments/bkash/callback': {
    expect: anyone(303),
    call: () => ({ query: { paymentID: 'TR0011unknown', status: 'success' } }),
  },
  'POST /api/credit-payments/sslcommerz/:outcome': {
    expect: anyone(303),
    call: () => ({ params: { outcome: 'success' }, body: { tran_id: randomUUID(), val_id: 'unknown' } }),
  },
  'POST /api/credit-payments/sslcommerz/ipn': {
    expect: anyone(200),
    call: () => ({ body: { tran_id: randomUUID(), val_id: 'unknown', status: 'VALID' } }),
  },
  // Credit off (limit 0) is allowed for an unverified company; a transfer with no open invoice is a 409.
  'PUT /api/admin/companies/:id/credit': {
    expect: adminOnly(),
    call: (f) => ({ ...id(f.companyId), body: { limit: 0, termsDays: 30 } }),
  },
  'GET /api/admin/credit': { expect: adminOnly() },
  'GET /api/admin/credit/aging': { expect: adminOnly() },
  'GET /api/admin/credit/applications': { expect: adminOnly() },
  'POST /api/admin/companies/:id/invoices/payments': {
    expect: adminOnly(409),
    call: (f) => ({ ...id(f.companyId), body: { amount: 100, reference: 'DBBL TT 1' } }),
  },

  'GET /api/admin/verifications': { expect: adminOnly() },
  'POST /api/admin/verifications/:id/approve': { expect: adminOnly(), call: (f) => id(f.verificationId) },
  'POST /api/admin/verifications/:id/reject': {
    expect: adminOnly(),
    call: (f) => ({ ...id(f.verificationId), body: { reason: 'The trade licence has expired' } }),
  },

  // Delivery: the place lists are public; the charge table is the admins'; a courier booking is the order's
  // seller's or an admin's (no courier is set up in the matrix's app: 422 naming the courier); tracking is
  // the buyer's too. The couriers' callbacks answer 404 while their courier is not set up.
  'GET /api/bd-locations': { expect: anyone(200) },
  'GET /api/admin/delivery-rates': { expect: adminOnly() },
  'PUT /api/admin/delivery-rates': {
    expect: adminOnly(),
    call: () => ({
      body: { bands: [{ upToKg: null, charges: { dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 120 } }] },
    }),
  },
  'GET /api/delivery/couriers': { expect: signedIn(200) },
  'GET /api/delivery/due': { expect: signedIn(200) },
  'POST /api/orders/:id/shipment': {
    expect: signedIn(404, { seller: 422, admin: 422 }),
    call: (f) => ({ ...id(f.orderId), body: { courier: 'steadfast' } }),
  },
  'GET /api/orders/:id/tracking': {
    expect: signedIn(404, { buyer: 200, seller: 200, admin: 200 }),
    call: (f) => id(f.orderId),
  },
  'POST /api/couriers/steadfast/callback': { expect: anyone(404), call: () => ({ body: {} }) },
  'POST /api/couriers/pathao/callback': { expect: anyone(404), call: () => ({ body: {} }) },
  'POST /api/couriers/redx/callback': { expect: anyone(404), call: () => ({ body: {} }) },

  // Requests for quotation: the request under test is the buyer's, on the owner's product, which the owner
  // quoted and wrote about; the other sellers cannot answer it, so for them it does not exist.
  'POST /api/rfqs': {
    // A category request (electronics): anyone signed in may ask.
    expect: signedIn(200),
    call: () => ({ body: { category: 'electronics-gadgets', title: 'Phone chargers', quantity: 50 } }),
  },
  'GET /api/rfqs': { expect: signedIn(200) },
  'GET /api/seller/rfqs': { expect: signedIn(200) },
  'GET /api/rfqs/:id': {
    expect: signedIn(404, { buyer: 200, owner: 200, admin: 200 }),
    call: (f) => id(f.rfqId),
  },
  'POST /api/rfqs/:id/quotes': {
    // Its buyer may not quote on it (403); only the product's seller may.
    expect: signedIn(404, { owner: 200, buyer: 403 }),
    call: (f) => ({
      ...id(f.rfqId),
      body: {
        unitPrice: 45,
        quantity: 5,
        validUntil: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      },
    }),
  },
  'POST /api/quotes/:id/accept': {
    // The quoting seller and admins see the quote but may not accept it.
    expect: signedIn(404, { buyer: 200, owner: 403, admin: 403 }),
    call: (f) => ({
      ...id(f.quoteId),
      body: { shippingAddress: 'House 1, Road 1, Dhaka', phoneNumber: '01711111111', paymentMethod: 'cod' },
    }),
  },
  'GET /api/rfqs/:id/messages': {
    expect: signedIn(404, { buyer: 200, owner: 200, admin: 200 }),
    call: (f, cast) => ({ ...id(f.rfqId), query: { sellerId: cast.owner.id } }),
  },
  'POST /api/rfqs/:id/messages': {
    // Admins read threads but do not write in them.
    expect: signedIn(404, { buyer: 200, owner: 200, admin: 403 }),
    call: (f, cast) => ({
      ...id(f.rfqId),
      body: { text: 'Can you deliver by Friday?', sellerId: cast.owner.id },
    }),
  },
  'GET /api/admin/rfqs': { expect: adminOnly() },
  'POST /api/admin/rfqs/:id/hide': {
    expect: adminOnly(),
    call: (f) => ({ ...id(f.rfqId), body: { reason: 'Spam' } }),
  },
  'POST /api/admin/rfq-messages/:id/hide': {
    expect: adminOnly(),
    call: (f) => ({ ...id(f.rfqMessageId), body: { reason: 'Abusive' } }),
  },

  // Notifications: each person's own (a list, a count, settings); the outbox is the admins'.
  'GET /api/notifications': { expect: signedIn(200) },
  'GET /api/notifications/unread': { expect: signedIn(200) },
  'POST /api/notifications/read': { expect: signedIn(200), call: () => ({ body: { all: true } }) },
  'GET /api/notifications/settings': { expect: signedIn(200) },
  'PUT /api/notifications/settings': {
    expect: signedIn(200),
    call: () => ({ body: { lang: 'bn', emailOff: ['new_message'] } }),
  },
  'GET /api/admin/outbox': { expect: adminOnly() },

  // Newsletter, content, figures, exports.
  'POST /api/newsletter': { expect: anyone(200), call: () => ({ body: { email: email('news') } }) },
  'POST /api/newsletter/unsubscribe': {
    expect: anyone(200),
    call: (f) => ({ body: { token: f.unsubscribeToken } }),
  },
  'GET /api/admin/newsletter': { expect: adminOnly() },
  'DELETE /api/admin/newsletter/:id': { expect: adminOnly(), call: (f) => id(f.subscriberId) },
  'GET /api/content': { expect: anyone(200) },
  'PUT /api/admin/content': {
    expect: adminOnly(),
    call: () => ({
      body: {
        heroTitle: 'Wholesale, simply',
        heroSubtitle: 'Buy in bulk from sellers across Bangladesh',
        faq: [{ question: 'How do I pay?', answer: 'Cash on delivery or mobile banking.' }],
      },
    }),
  },
  'GET /api/admin/stats': { expect: adminOnly() },
  // The audit trail: administrators only (filters and CSV).
  'GET /api/admin/audit': { expect: adminOnly(), call: () => ({ query: { action: 'listing.' } }) },
  'GET /api/admin/audit.csv': { expect: adminOnly() },
  'GET /api/admin/export/orders.csv': { expect: adminOnly() },
  'GET /api/admin/export/products.csv': { expect: adminOnly() },
  'GET /api/admin/export/users.csv': { expect: adminOnly() },
  'GET /api/admin/export/subscribers.csv': { expect: adminOnly() },

  // Images.
  'POST /api/uploads': { expect: signedIn(200), call: () => ({ image: true }) },
};
