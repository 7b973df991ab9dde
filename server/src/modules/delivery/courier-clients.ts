import type { Courier } from '@bulkbazar/contract';
import type { Config } from '../../config.js';
import type { CourierClient } from './couriers/courier.js';
import { createPathaoClient } from './couriers/pathao-client.js';
import { createRedxClient } from './couriers/redx-client.js';
import { createSteadfastClient } from './couriers/steadfast-client.js';

/** The clients of the couriers the configuration names (their live APIs, sandboxes or the local stand-ins). */
export function createCourierClients(cfg: Config['couriers']): Partial<Record<Courier, CourierClient>> {
  return {
    ...(cfg.steadfast ? { steadfast: createSteadfastClient(cfg.steadfast) } : {}),
    ...(cfg.pathao ? { pathao: createPathaoClient(cfg.pathao) } : {}),
    ...(cfg.redx ? { redx: createRedxClient(cfg.redx) } : {}),
  };
}
