import {
  cartItemBodySchema,
  cartLinesInputSchema,
  cartProductParamsSchema,
  cartVariantQuerySchema,
  cartSchema,
  errorResponseSchema,
  orderIdParamsSchema,
  reorderResponseSchema,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/access.js';
import type { CartService } from './cart.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const cartReply = { 200: cartSchema, ...errors };

export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    '/cart',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          'Your cart, grouped by seller and priced now (a changed price, stock or rule shows as a problem)',
        response: cartReply,
      },
    },
    async (request) => cart.get(await requireViewer(request)),
  );

  app.put(
    '/cart/items/:productId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          "Set a line's quantity (valid by the product's rules now) and accept today's unit price; the cart takes no stock. A product with variants needs `?variant=` (its lines are priced together as one mix)",
        params: cartProductParamsSchema,
        querystring: cartVariantQuerySchema,
        body: cartItemBodySchema,
        response: cartReply,
      },
    },
    async (request) =>
      cart.setQuantity(
        await requireViewer(request),
        request.params.productId,
        request.body.quantity,
        request.query.variant,
      ),
  );

  app.post(
    '/cart/items/:productId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          'Add to cart: `quantity` more units on the line (checked with what it already holds); a refusal past the cap or the stock carries `inCart` and `allowed` in its fields',
        params: cartProductParamsSchema,
        querystring: cartVariantQuerySchema,
        body: cartItemBodySchema,
        response: cartReply,
      },
    },
    async (request) =>
      cart.add(
        await requireViewer(request),
        request.params.productId,
        request.body.quantity,
        request.query.variant,
      ),
  );

  app.delete(
    '/cart/items/:productId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'Remove a line from your cart',
        params: cartProductParamsSchema,
        querystring: cartVariantQuerySchema,
        response: cartReply,
      },
    },
    async (request) =>
      cart.remove(await requireViewer(request), request.params.productId, request.query.variant),
  );

  app.delete(
    '/cart',
    {
      config: { access: 'user' },
      schema: { tags: ['orders'], summary: 'Empty your cart', response: cartReply },
    },
    async (request) => cart.clear(await requireViewer(request)),
  );

  app.post(
    '/cart/merge',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          "Add a guest cart's lines at sign-in: quantities added to existing lines and snapped to valid ones; `notes` says what changed or was left out",
        body: cartLinesInputSchema,
        response: cartReply,
      },
    },
    async (request) => cart.merge(await requireViewer(request), request.body.items),
  );

  app.post(
    '/cart/preview',
    {
      config: { access: 'public' },
      schema: {
        tags: ['orders'],
        summary: "Price a guest's cart as the server would (nothing is stored)",
        body: cartLinesInputSchema,
        response: cartReply,
      },
    },
    (request) => cart.preview(request.body.items),
  );

  app.post(
    '/orders/:id/reorder',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['orders'],
        summary:
          "Buy again: put one of your orders' lines into your cart at today's prices (what is no longer for sale is skipped)",
        params: orderIdParamsSchema,
        response: { 200: reorderResponseSchema, ...errors },
      },
    },
    async (request) => cart.reorder(await requireViewer(request), request.params.id),
  );
};
