import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createPushRepo } from './push.repo.js';
import { pushRoutes } from './push.routes.js';
import { createPushService } from './push.service.js';
import { createPushTransport } from './push-transport.js';
import { createPushWorker, loadWebPush } from './push-worker.js';

/**
 * Web push (issue 32): the VAPID keys (VAPID_PUBLIC_KEY/_PRIVATE_KEY, else a pair made on the first start and
 * kept in the database, like the generated auth secret), the routes under /api, and in every process a worker
 * sending the push outbox, polled as the e-mail outbox is.
 */
export async function registerPush(app: FastifyInstance, db: Db, config: Config): Promise<void> {
  const repo = createPushRepo(db);
  // A pair is made only by the first start on a database; later starts read it (web-push is not loaded).
  const keys =
    config.push.vapid ?? (await repo.storedVapidKeys(async () => (await loadWebPush()).generateVAPIDKeys()));
  const worker = createPushWorker({
    repo,
    transport: createPushTransport(config.push.allowInsecureEndpoints),
    vapid: { subject: config.push.subject, ...keys },
    log: app.log,
  });
  const stop = worker.start(config.mail.pollMs);
  app.addHook('onClose', stop);
  const push = createPushService({ repo, allowInsecureEndpoints: config.push.allowInsecureEndpoints });
  await app.register(pushRoutes, { prefix: '/api', push, publicKey: keys.publicKey });
}
