import type { FastifyInstance } from 'fastify';
import { asCookie, type Session } from './auth-helpers.js';

/** SEED.md's POST /api/addorder as `buyer`, to a Dhaka address, with an Idempotency-Key when given. */
export const placeOrder = (
  app: FastifyInstance,
  buyer: Session,
  productId: string,
  quantity: number,
  key?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/addorder',
    headers: { ...asCookie(buyer), ...(key ? { 'idempotency-key': key } : {}) },
    payload: {
      productId,
      quantity,
      shippingAddress: 'House 1, Road 2, Mirpur, Dhaka',
      phoneNumber: '01712345678',
    },
  });
