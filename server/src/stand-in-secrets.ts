import { createHmac } from 'node:crypto';
import type { Config } from './config.js';

/**
 * The courier stand-ins' credentials and webhook secrets (COURIERS_FAKE): derived from one random seed made
 * on the first start and kept in the database (like the generated AUTH_SECRET), so they differ per data
 * folder and survive restarts. Constants in the source would let anyone post a courier's "delivered"
 * callback to a demo shop.
 */
export function standInSecrets(seed: string) {
  const derive = (name: string) => createHmac('sha256', seed).update(name).digest('base64url');
  return {
    steadfast: {
      apiKey: derive('steadfast-api-key'),
      secretKey: derive('steadfast-secret-key'),
      webhookToken: derive('steadfast-webhook-token'),
    },
    pathao: {
      clientSecret: derive('pathao-client-secret'),
      password: derive('pathao-password'),
      webhookSecret: derive('pathao-webhook-secret'),
    },
    redx: { apiToken: derive('redx-api-token'), webhookToken: derive('redx-webhook-token') },
  };
}

export type StandInSecrets = ReturnType<typeof standInSecrets>;

/** The configuration with the courier clients pointed at the stand-ins with this database's secrets. */
export function withStandInSecrets(config: Config, s: StandInSecrets): Config {
  const c = config.couriers;
  if (!c.fake || !c.steadfast || !c.pathao || !c.redx) return config;
  return {
    ...config,
    couriers: {
      ...c,
      steadfast: { ...c.steadfast, ...s.steadfast },
      pathao: { ...c.pathao, ...s.pathao },
      redx: { ...c.redx, ...s.redx },
    },
  };
}
