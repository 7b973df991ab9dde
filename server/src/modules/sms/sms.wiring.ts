import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createBulkSmsBdGateway } from './gateways/bulksmsbd.js';
import { createFakeSmsGateway } from './gateways/fake-sms.js';
import type { SmsGateway } from './gateways/sms-gateway.js';
import { createSslWirelessGateway } from './gateways/sslwireless.js';
import { createSmsRepo } from './sms.repo.js';
import { smsRoutes } from './sms.routes.js';
import { createSmsWorker } from './sms-worker.js';

/** The stand-in's folder under the data folder (SMS_FAKE). */
export const fakeSmsDir = (dataDir: string) => join(dataDir, 'sms');

/**
 * SMS (issue 32): the operator's SMS page and the opt-outs under /api, and in every process a worker sending the
 * SMS outbox (polled as the e-mail outbox is; `kick` wakes it at once, for a sign-in code someone waits for).
 * Without a gateway configured the messages wait in the outbox.
 */
export async function registerSms(
  app: FastifyInstance,
  db: Db,
  config: Config,
  codesToday: () => Promise<{ sent: number; refused: number }>,
): Promise<{ kick: () => void }> {
  const { sms } = config;
  const fake = sms.gateway?.kind === 'fake' ? createFakeSmsGateway(fakeSmsDir(config.dataDir)) : null;
  const gateway: SmsGateway | null =
    fake ??
    (sms.gateway?.kind === 'sslwireless'
      ? createSslWirelessGateway(sms.gateway)
      : sms.gateway?.kind === 'bulksmsbd'
        ? createBulkSmsBdGateway(sms.gateway)
        : null);
  const repo = createSmsRepo(db);
  let kick = () => {};
  if (gateway) {
    const worker = createSmsWorker({ repo, gateway, costPoisha: sms.costPoisha, log: app.log }).start(
      config.mail.pollMs,
    );
    kick = worker.kick;
    app.addHook('onClose', worker.stop);
  }
  await app.register(smsRoutes, {
    prefix: '/api',
    repo,
    codesToday,
    costPoisha: sms.costPoisha,
    received: fake ? fake.received : null,
  });
  return { kick: () => kick() };
}
