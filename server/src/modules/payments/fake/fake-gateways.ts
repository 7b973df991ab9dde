import type { FastifyPluginAsync } from 'fastify';
import { FAKE_GATEWAY_PATHS } from '../../../config.js';
import { bkashFakeRoutes } from './bkash-fake.js';
import { sslcommerzFakeRoutes } from './sslcommerz-fake.js';

/**
 * PAYMENTS_FAKE=true: both gateways' APIs and payer pages served by the shop itself, at the paths its
 * clients are pointed to (config.ts), outside /api. Never registered otherwise.
 */
export const fakeGatewaysRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  await app.register(bkashFakeRoutes, { prefix: FAKE_GATEWAY_PATHS.bkash, publicUrl });
  await app.register(sslcommerzFakeRoutes, { prefix: FAKE_GATEWAY_PATHS.sslcommerz, publicUrl });
};
