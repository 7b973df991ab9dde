import type { FastifyPluginAsync } from 'fastify';
import { FAKE_GATEWAY_PATHS } from '../../../config.js';
import type { StandInSecrets } from '../../../stand-in-secrets.js';
import { bkashFakeRoutes } from './bkash-fake.js';
import { sslcommerzFakeRoutes } from './sslcommerz-fake.js';

/**
 * PAYMENTS_FAKE=true: both gateways' APIs and payer pages served by the shop itself, at the paths its
 * clients are pointed to (config.ts), outside /api. They take the credentials made for this database (and
 * SSLCommerz signs its returns with that store password). Never registered otherwise.
 */
export const fakeGatewaysRoutes: FastifyPluginAsync<{ publicUrl: string; secrets: StandInSecrets }> = async (
  app,
  { publicUrl, secrets },
) => {
  await app.register(bkashFakeRoutes, {
    prefix: FAKE_GATEWAY_PATHS.bkash,
    publicUrl,
    credentials: secrets.bkash,
  });
  await app.register(sslcommerzFakeRoutes, {
    prefix: FAKE_GATEWAY_PATHS.sslcommerz,
    publicUrl,
    store: secrets.sslcommerz,
  });
};
