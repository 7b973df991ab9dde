import type { FastifyPluginAsync } from 'fastify';
import type { FakeCourierOptions } from './fake-courier-options.js';
import { FAKE_COURIER_PATHS } from '../../../config.js';
import { pathaoFakeRoutes } from './pathao-fake.js';
import { redxFakeRoutes } from './redx-fake.js';
import { steadfastFakeRoutes } from './steadfast-fake.js';

/**
 * COURIERS_FAKE=true: the three couriers' APIs served by the shop itself at the paths its clients are pointed
 * to (config.ts), outside /api, each with `POST …/_control/status` to make it send a status callback (administrators only:
 * it marks orders delivered). They take the credentials and sign with the secrets made for this database.
 * Never registered otherwise.
 */
export const fakeCouriersRoutes: FastifyPluginAsync<FakeCourierOptions> = async (app, opts) => {
  await app.register(steadfastFakeRoutes, { prefix: FAKE_COURIER_PATHS.steadfast, ...opts });
  await app.register(pathaoFakeRoutes, { prefix: FAKE_COURIER_PATHS.pathao, ...opts });
  await app.register(redxFakeRoutes, { prefix: FAKE_COURIER_PATHS.redx, ...opts });
};
