import type { FastifyInstance } from 'fastify';
import { signUp, type Session } from '../auth-helpers.js';
import { call, listing, placeOrder, stock, type Stage, type WritePath } from './stage.js';

// The cart: a line holds no stock (the checkout takes it), so no cart write changes what the catalog shows.
const NO_STOCK = 'the cart takes no stock; only the checkout does';

/** A listing, a buyer, and (optionally) that listing already in the buyer's cart. */
async function cartScene(s: Stage, inCart: boolean) {
  const l = await listing(s);
  const buyer = await signUp(s.app);
  if (inCart) await call(s.app, 'PUT', `/api/cart/items/${l.id}`, buyer, { quantity: 4 });
  return { l, buyer };
}

const scene =
  (
    inCart: boolean,
    write: (app: FastifyInstance, productId: string, buyer: Session) => ReturnType<typeof call>,
  ) =>
  async (s: Stage) => {
    const { l, buyer } = await cartScene(s, inCart);
    return { watch: l.watch, look: stock, write: (app: FastifyInstance) => write(app, l.id, buyer) };
  };

export const CART_WRITES: WritePath[] = [
  {
    route: 'PUT /api/cart/items/:productId',
    keeps: NO_STOCK,
    scene: scene(false, (app, id, buyer) =>
      call(app, 'PUT', `/api/cart/items/${id}`, buyer, { quantity: 7 }),
    ),
  },
  {
    route: 'POST /api/cart/items/:productId',
    keeps: NO_STOCK,
    scene: scene(true, (app, id, buyer) =>
      call(app, 'POST', `/api/cart/items/${id}`, buyer, { quantity: 2 }),
    ),
  },
  {
    route: 'DELETE /api/cart/items/:productId',
    keeps: NO_STOCK,
    scene: scene(true, (app, id, buyer) => call(app, 'DELETE', `/api/cart/items/${id}`, buyer)),
  },
  {
    route: 'DELETE /api/cart',
    keeps: NO_STOCK,
    scene: scene(true, (app, _id, buyer) => call(app, 'DELETE', '/api/cart', buyer)),
  },
  {
    route: 'POST /api/cart/merge',
    keeps: NO_STOCK,
    scene: scene(true, (app, productId, buyer) =>
      call(app, 'POST', '/api/cart/merge', buyer, { items: [{ productId, quantity: 3 }] }),
    ),
  },
  {
    route: 'POST /api/cart/preview',
    keeps: 'prices a guest cart and stores nothing',
    scene: scene(false, (app, productId) =>
      call(app, 'POST', '/api/cart/preview', undefined, { items: [{ productId, quantity: 3 }] }),
    ),
  },
  {
    route: 'POST /api/orders/:id/reorder',
    keeps: NO_STOCK,
    scene: async (s) => {
      const l = await listing(s);
      const { buyer, orderId } = await placeOrder(s, l.id, 5);
      return {
        watch: l.watch,
        look: stock,
        write: (app) => call(app, 'POST', `/api/orders/${orderId}/reorder`, buyer),
      };
    },
  },
  { route: 'POST /api/me/addresses', keeps: 'writes no product, user or order' },
  { route: 'DELETE /api/me/addresses/:id', keeps: 'writes no product, user or order' },
];
