import { eq } from 'drizzle-orm';
import { orders } from '../../src/db/schema.js';
import { call, listing, placeOrder, type CatalogAnswer, type Stage, type WritePath } from './stage.js';

// Reviews: writing or removing one changes the product's rating and review count, which cards show; a
// seller's reply changes neither.

const ratings = (a: CatalogAnswer) => a.products.map((p) => [p.rating, p.reviewCount]);

/** A listing with one delivered order (moved there in the database: the moves are other rows' business). */
async function delivered(s: Stage) {
  const l = await listing(s);
  const { buyer, orderId } = await placeOrder(s, l.id, 5);
  await s.db.update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.id, orderId));
  return { l, buyer, orderId };
}

/** …and its buyer's 5-star review. */
async function reviewed(s: Stage) {
  const d = await delivered(s);
  const res = await call(s.app, 'POST', `/api/orders/${d.orderId}/reviews`, d.buyer, {
    productId: d.l.id,
    stars: 5,
  });
  if (res.statusCode !== 200) throw new Error(`review refused: ${res.statusCode} ${res.body}`);
  return { ...d, reviewId: res.json().review._id as string };
}

export const REVIEW_WRITES: WritePath[] = [
  {
    route: 'POST /api/orders/:id/reviews',
    shows: 'product-rated',
    scene: async (s) => {
      const { l, buyer, orderId } = await delivered(s);
      return {
        watch: l.watch,
        look: ratings,
        write: (app) =>
          call(app, 'POST', `/api/orders/${orderId}/reviews`, buyer, { productId: l.id, stars: 4 }),
        after: [[4, 1]],
      };
    },
  },
  {
    route: 'DELETE /api/reviews/:id',
    shows: 'product-rated',
    scene: async (s) => {
      const { l, reviewId } = await reviewed(s);
      return {
        watch: l.watch,
        look: ratings,
        write: (app) => call(app, 'DELETE', `/api/reviews/${reviewId}`, s.admin, { reason: 'Abusive' }),
        after: [[0, 0]],
      };
    },
  },
  {
    route: 'POST /api/reviews/:id/reply',
    keeps: "writes the seller's reply: the rating and the count stay",
    scene: async (s) => {
      const { l, reviewId } = await reviewed(s);
      return {
        watch: l.watch,
        look: ratings,
        write: (app) => call(app, 'POST', `/api/reviews/${reviewId}/reply`, l.seller, { text: 'Thank you!' }),
      };
    },
  },
];
