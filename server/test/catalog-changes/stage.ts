import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CatalogChangeReason } from '../../src/kernel/catalog-events.js';
import type { Db } from '../../src/db/client.js';
import { asCookie, signUp, type Session } from '../auth-helpers.js';
import { createProduct } from '../factories.js';

// What a write-path scene is built from: an app to write through, its database, an admin, and helpers
// that put a listing on the shop under a word no other listing has (so a search for it is its own page).

export type Stage = { app: FastifyInstance; db: Db; admin: Session };

/** A card of GET /api/products?view=card, as far as the scenes look. */
export type Card = {
  _id: string;
  productName: string;
  authorName: string;
  price: number;
  maxQuantity: number;
  rating: number;
  reviewCount: number;
};
/**
 * What a read of a watched address gives: a JSON answer's cards (none for a rendered page), and the answer's
 * text as sent (a rendered page's HTML).
 */
export type CatalogAnswer = { products: Card[]; body: string };

/** Ten random lowercase letters: one search word, its own catalog page. */
export const uniqueWord = () =>
  Array.from(randomBytes(10), (b) => String.fromCharCode(97 + (b % 26))).join('');

/** A write through a real route, as `who` (cookie session) or signed out. */
export function call(
  app: FastifyInstance,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  who?: Session,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: who ? asCookie(who) : { origin: 'http://localhost:3000' },
    payload,
  });
}

export type Listing = { seller: Session; id: string; name: string; watch: string };

/** A signed-up seller with one listing (approved, stock 100, MOQ 1 unless overridden), and its page. */
export async function listing(
  s: Stage,
  overrides: Parameters<typeof createProduct>[1] = {},
): Promise<Listing> {
  const word = uniqueWord();
  const seller = await signUp(s.app, { name: `Seller ${word}` });
  const name = `${word} lantern`;
  const product = await createProduct(s.db, {
    sellerId: seller.id,
    productName: name,
    stock: 100,
    minQuantity: 1,
    ...overrides,
  });
  return { seller, id: product.id, name, watch: `/api/products?view=card&q=${word}` };
}

/** An order of `quantity` for the listing, placed by a new buyer through POST /api/addorder. */
export async function placeOrder(s: Stage, productId: string, quantity = 5) {
  const buyer = await signUp(s.app);
  const res = await call(s.app, 'POST', '/api/addorder', buyer, {
    productId,
    quantity,
    shippingAddress: 'House 1, Road 1, Dhaka',
    phoneNumber: '01712345678',
  });
  if (res.statusCode !== 200) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
  return { buyer, orderId: res.json().insertedId as string };
}

// What a scene compares on its page.
export const names = (a: CatalogAnswer) => a.products.map((p) => p.productName);
export const sellers = (a: CatalogAnswer) => a.products.map((p) => p.authorName);
export const stock = (a: CatalogAnswer) => a.products.map((p) => p.maxQuantity);
export const prices = (a: CatalogAnswer) => a.products.map((p) => p.price);

/** A write, staged: the cached catalog page to watch, the part of it compared, and the write itself. */
export type Scene = {
  watch: string;
  look: (answer: CatalogAnswer) => unknown;
  write: (app: FastifyInstance) => Promise<LightMyRequestResponse>;
  /** What `look` gives after the write (for a write that changes the page). */
  after?: unknown;
  /** The write's answer when it is not 200 (a gateway's return redirects the payer: 303). */
  status?: number;
};

type Row = { route: string; scene?: (s: Stage) => Promise<Scene> };
/** The write changes what a catalog page shows: it must tell `shows`, and the next read shows it. */
export type Shows = Row & {
  shows: CatalogChangeReason;
  scene: (s: Stage) => Promise<Scene>;
  /** Why the other processes see it later than within a second (then the cross-process check skips it). */
  laterElsewhere?: string;
};
/** The write changes no catalog answer (why); when it has a scene, the test checks the page is the same. */
export type Keeps = Row & { keeps: string };
export type WritePath = Shows | Keeps;
