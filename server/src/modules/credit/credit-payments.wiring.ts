import type { PaymentGateway } from '@bulkbazar/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { GatewayClient } from '../payments/gateways/gateway.js';
import { createCreditPaymentsRepo, type PostRepaid } from './credit-payments.repo.js';
import { creditPaymentsRoutes } from './credit-payments.routes.js';
import { createCreditPaymentsService } from './credit-payments.service.js';
import { createCreditRemindersRepo } from './credit-reminders.repo.js';
import { createCreditReminders } from './credit-reminders.service.js';

// A company's own payments of its invoices and the invoice reminders (issue 31 item 4): repos → services →
// routes and the reminders' timer, built from what composition.ts hands in (the checkout's gateway clients, the
// ledger's credit_repaid posting), so its block there stays one call.

export type CreditPaymentsWiring = {
  db: Db;
  gateways: Partial<Record<PaymentGateway, GatewayClient>>;
  baseUrl: string;
  /** How long a started payment keeps its invoices from another one (PAYMENT_HOLD_MINUTES). */
  heldMinutes: number;
  /** CREDIT_REMINDER_DAYS_BEFORE. */
  reminderDaysBefore: number;
  /** How often the reminders' sweep runs (PAYMENT_SWEEP_MS; 0: never on a timer). */
  sweepMs: number;
  postRepaid: PostRepaid;
  log: {
    info: (obj: object, msg: string) => void;
    warn: (obj: object, msg: string) => void;
    error: (obj: object, msg: string) => void;
  };
};

/** Registers the routes and the sweep; answers the bank transfers' recorder (the credit service's) and the sweep. */
export async function registerCreditPayments(app: FastifyInstance, prefix: string, w: CreditPaymentsWiring) {
  const repo = createCreditPaymentsRepo(w.db, w.postRepaid);
  const creditPayments = createCreditPaymentsService({
    repo,
    gateways: w.gateways,
    baseUrl: w.baseUrl,
    heldMinutes: w.heldMinutes,
    log: w.log,
  });
  await app.register(creditPaymentsRoutes, { prefix, creditPayments });
  const reminders = createCreditReminders({
    repo: createCreditRemindersRepo(w.db),
    daysBefore: w.reminderDaysBefore,
    log: w.log,
  });
  if (w.sweepMs > 0) {
    const stop = reminders.start(w.sweepMs);
    app.addHook('onClose', async () => stop());
  }
  return { recordBankTransfer: repo.recordBankTransfer, reminders };
}
