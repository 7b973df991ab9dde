import type { PaymentGateway } from '@bulkbazar/contract';
import type { Config } from '../../config.js';
import { createBkashClient } from './gateways/bkash-client.js';
import type { GatewayClient } from './gateways/gateway.js';
import { createSslcommerzClient } from './gateways/sslcommerz-client.js';

/** The clients of the gateways the configuration names (their sandboxes, live, or the local stand-ins). */
export function createGatewayClients(
  cfg: Config['payments'],
): Partial<Record<PaymentGateway, GatewayClient>> {
  return {
    ...(cfg.bkash ? { bkash: createBkashClient(cfg.bkash) } : {}),
    ...(cfg.sslcommerz ? { sslcommerz: createSslcommerzClient(cfg.sslcommerz) } : {}),
  };
}
