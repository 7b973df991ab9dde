import type { Courier, PaymentGateway } from '@bulkbazar/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { CourierClient } from '../delivery/couriers/courier.js';
import type { GatewayClient } from '../payments/gateways/gateway.js';
import type { FinanceLedger } from './refund-ledger.js';
import { createRefundsRepo } from './refunds.repo.js';
import { refundsRoutes } from './refunds.routes.js';
import { createRefundsService } from './refunds.service.js';
import { createRemittancesRepo } from './remittances.repo.js';
import { remittancesRoutes } from './remittances.routes.js';
import { createRemittancesService } from './remittances.service.js';

// Operator refunds and couriers' COD remittances (issue 29 items 6 and 7): repos → services → routes, built
// from what composition.ts hands in from the other modules (the ledger, the payments' gateway clients, the
// couriers' clients), so its block there stays one call.

export type RefundsWiring = {
  db: Db;
  ledger: FinanceLedger;
  gateways: Partial<Record<PaymentGateway, GatewayClient>>;
  couriers: Partial<Record<Courier, CourierClient>>;
  codRemittanceDays: number;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
};

/** Registers the routes; answers the refunds service (the orders module lists an order's refunds with it). */
export async function registerRefundsAndRemittances(app: FastifyInstance, prefix: string, w: RefundsWiring) {
  const refunds = createRefundsService({
    repo: createRefundsRepo(w.db, w.ledger),
    gateways: w.gateways,
    log: w.log,
  });
  await app.register(refundsRoutes, { prefix, refunds });
  await app.register(remittancesRoutes, {
    prefix,
    remittances: createRemittancesService({
      repo: createRemittancesRepo(w.db, w.ledger),
      couriers: w.couriers,
      remittanceDays: w.codRemittanceDays,
    }),
  });
  return refunds;
}
