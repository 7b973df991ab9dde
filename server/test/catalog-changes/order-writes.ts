import { signUp } from '../auth-helpers.js';
import { call, listing, placeOrder, stock, type Shows, type WritePath } from './stage.js';

// Orders: placing takes stock, cancelling and declining give it back; the rest moves no stock.
export const ORDER_WRITES: WritePath[] = [
  {
    route: 'POST /api/addorder',
    shows: 'stock-taken',
    scene: async (s) => {
      const l = await listing(s);
      const buyer = await signUp(s.app);
      return {
        watch: l.watch,
        look: stock,
        write: (app) =>
          call(app, 'POST', '/api/addorder', buyer, {
            productId: l.id,
            quantity: 7,
            shippingAddress: 'House 1, Road 1, Dhaka',
            phoneNumber: '01712345678',
          }),
        after: [93],
      };
    },
  },
  {
    route: 'POST /api/checkout',
    shows: 'stock-taken',
    scene: async (s) => {
      const l = await listing(s);
      const buyer = await signUp(s.app);
      return {
        watch: l.watch,
        look: stock,
        write: (app) =>
          call(app, 'POST', '/api/checkout', buyer, {
            items: [{ productId: l.id, quantity: 6 }],
            shippingAddress: 'House 1, Road 1, Dhaka',
            phoneNumber: '01712345678',
          }),
        after: [94],
      };
    },
  },
  // The buyer's two ways to cancel (SEED.md's DELETE and the newer POST), and the seller's decline.
  ...(
    [
      ['DELETE', '/api/deleteorder/:id', 'buyer'],
      ['POST', '/api/orders/:id/cancel', 'buyer'],
      ['POST', '/api/orders/:id/decline', 'seller'],
    ] as const
  ).map(([method, url, by]): Shows => ({
    route: `${method} ${url}`,
    shows: 'stock-returned',
    scene: async (s) => {
      const l = await listing(s);
      const { buyer, orderId } = await placeOrder(s, l.id, 5);
      const body = by === 'seller' ? { reason: 'Sold out at our warehouse' } : undefined;
      return {
        watch: l.watch,
        look: stock,
        write: (app) =>
          call(app, method, url.replace(':id', orderId), by === 'seller' ? l.seller : buyer, body),
        after: [100],
      };
    },
  })),
  {
    route: 'POST /api/orders/:id/status',
    keeps: 'fulfilment steps move no stock',
    scene: async (s) => {
      const l = await listing(s);
      const { orderId } = await placeOrder(s, l.id, 5);
      return {
        watch: l.watch,
        look: stock,
        write: (app) =>
          call(app, 'POST', `/api/orders/${orderId}/status`, l.seller, {
            from: 'pending',
            status: 'processing',
          }),
      };
    },
  },
  {
    route: 'POST /api/orders/:id/paid',
    keeps: 'a payment moves no stock',
    scene: async (s) => {
      const l = await listing(s);
      const { orderId } = await placeOrder(s, l.id, 5);
      return {
        watch: l.watch,
        look: stock,
        write: (app) => call(app, 'POST', `/api/orders/${orderId}/paid`, s.admin),
      };
    },
  },
  {
    route: 'POST /api/orders/:id/cash-received',
    keeps: 'a payment moves no stock',
    scene: async (s) => {
      const l = await listing(s);
      const { orderId } = await placeOrder(s, l.id, 5);
      await call(s.app, 'POST', `/api/orders/${orderId}/status`, s.admin, {
        from: 'pending',
        status: 'delivered',
      });
      return {
        watch: l.watch,
        look: stock,
        write: (app) => call(app, 'POST', `/api/orders/${orderId}/cash-received`, l.seller),
      };
    },
  },
];
