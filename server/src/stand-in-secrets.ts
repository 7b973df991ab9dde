import { createHmac } from 'node:crypto';
import type { Config } from './config.js';

/**
 * The stand-ins' credentials and secrets (PAYMENTS_FAKE, COURIERS_FAKE): derived from one random seed made on
 * the first start and kept in the database (like the generated AUTH_SECRET), so they differ per data folder
 * and survive restarts. Constants in the source would let anyone sign what the shop believes: a courier's
 * "delivered" callback, or an SSLCommerz "cancelled" return (its verify_sign is keyed by the store password).
 */
export function standInSecrets(seed: string) {
  const derive = (name: string) => createHmac('sha256', seed).update(name).digest('base64url');
  return {
    bkash: {
      appKey: derive('bkash-app-key'),
      appSecret: derive('bkash-app-secret'),
      username: `merchant-${derive('bkash-username').slice(0, 12)}`,
      password: derive('bkash-password'),
    },
    sslcommerz: {
      storeId: `bulkbazar${derive('sslcommerz-store-id').slice(0, 8)}`,
      storePassword: derive('sslcommerz-store-password'),
    },
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

/** Whether this configuration serves any stand-in, so needs this database's secrets. */
export const needsStandInSecrets = (config: Config) =>
  config.payments.fake || config.couriers.fake || config.payouts.fake;

/** The configuration with the gateway and courier clients pointed at the stand-ins with this database's secrets. */
export function withStandInSecrets(config: Config, s: StandInSecrets): Config {
  const p = config.payments;
  const payments =
    p.fake && p.bkash && p.sslcommerz
      ? { ...p, bkash: { ...p.bkash, ...s.bkash }, sslcommerz: { ...p.sslcommerz, ...s.sslcommerz } }
      : p;
  const c = config.couriers;
  const couriers =
    c.fake && c.steadfast && c.pathao && c.redx
      ? {
          ...c,
          steadfast: { ...c.steadfast, ...s.steadfast },
          pathao: { ...c.pathao, ...s.pathao },
          redx: { ...c.redx, ...s.redx },
        }
      : c;
  return { ...config, payments, couriers };
}
