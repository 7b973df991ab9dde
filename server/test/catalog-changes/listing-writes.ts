import { call, listing, names, prices, stock, type Shows, type WritePath } from './stage.js';

// Listings: edits and deletes change what the shop shows; a new listing waits for review.
export const LISTING_WRITES: WritePath[] = [
  {
    route: 'POST /api/addproduct',
    keeps: 'a new listing is pending, off the shop, until a moderator approves it',
    scene: async (s) => {
      const l = await listing(s);
      const word = l.watch.split('q=')[1]!;
      return {
        watch: l.watch,
        look: names,
        write: (app) =>
          call(app, 'POST', '/api/addproduct', l.seller, {
            productName: `${word} second lantern`,
            image: '/uploads/seed/home-kitchen-appliances-2.webp',
            brand: 'B',
            category: 'home-kitchen-appliances',
            description: 'D',
            price: 10,
            maxQuantity: 100,
            minQuantity: 1,
          }),
      };
    },
  },
  {
    route: 'PATCH /api/update/:id',
    shows: 'product-updated',
    scene: async (s) => {
      const l = await listing(s, { price: 100 });
      return {
        watch: l.watch,
        look: prices,
        write: (app) => call(app, 'PATCH', `/api/update/${l.id}`, l.seller, { price: 123 }),
        after: [123],
      };
    },
  },
  {
    route: 'POST /api/products/:id/stock-adjustments',
    shows: 'product-updated',
    scene: async (s) => {
      const l = await listing(s);
      return {
        watch: l.watch,
        look: stock,
        write: (app) =>
          call(app, 'POST', `/api/products/${l.id}/stock-adjustments`, l.seller, {
            change: 25,
            reason: 'received',
          }),
        after: [125],
      };
    },
  },
  {
    route: 'POST /api/myproducts/bulk-edit',
    shows: 'product-updated',
    scene: async (s) => {
      const l = await listing(s, { price: 100 });
      return {
        watch: l.watch,
        look: prices,
        write: (app) =>
          call(app, 'POST', '/api/myproducts/bulk-edit', l.seller, {
            items: [{ productId: l.id, price: 87.5, stock: 140 }],
          }),
        after: [87.5],
      };
    },
  },
  {
    route: 'DELETE /api/delete/:id',
    shows: 'product-deleted',
    scene: async (s) => {
      const l = await listing(s);
      return {
        watch: l.watch,
        look: names,
        write: (app) => call(app, 'DELETE', `/api/delete/${l.id}`, l.seller),
        after: [],
      };
    },
  },

  // ─── moderation: approving, blocking, unblocking and requeuing put a listing on the shop or take it off
  ...(
    [
      ['approve', 'pending', true],
      ['block', 'approved', false],
      ['unblock', 'blocked', true],
      ['requeue', 'approved', false],
    ] as const
  ).map(([action, from, onSale]): Shows => ({
    route: `POST /api/admin/products/:id/${action}`,
    shows: 'product-moderated',
    scene: async (s) => {
      const l = await listing(s, { status: from });
      return {
        watch: l.watch,
        look: names,
        write: (app) => call(app, 'POST', `/api/admin/products/${l.id}/${action}`, s.admin),
        after: onSale ? [l.name] : [],
      };
    },
  })),
  {
    route: 'POST /api/admin/products/:id/reject',
    keeps: 'only a pending listing can be rejected, and it is off the shop before and after',
    scene: async (s) => {
      const l = await listing(s, { status: 'pending' });
      return {
        watch: l.watch,
        look: names,
        write: (app) =>
          call(app, 'POST', `/api/admin/products/${l.id}/reject`, s.admin, { reason: 'Blurry photo' }),
      };
    },
  },
  // Bulk import (issue 30): the request writes only the job; the listings it creates (pending) or edits are written
  // afterwards by the job through the listings service, which tells the catalog as PATCH /api/update/:id does.
  {
    route: 'POST /api/myproducts/import',
    keeps: 'writes the import job; its listing writes go through the listings service later',
  },
  {
    route: 'POST /api/myproducts/import/:jobId/confirm',
    keeps: 'moves the job to importing; its listing writes go through the listings service later',
  },
];
