import { ECDH } from 'node:crypto';
import {
  PUSH_SUBSCRIPTIONS_PER_USER,
  type PushKind,
  type PushSettings,
  type PushSubscriptionInfo,
} from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import { endpointRefusal } from './push-endpoint.js';
import type { PushRepo } from './push.repo.js';

type Deps = { repo: PushRepo; allowInsecureEndpoints: boolean };
type SubscriptionIn = { endpoint: string; keys: { p256dh: string; auth: string } };

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });
const fromBase64url = (s: string) => Buffer.from(s.replace(/=+$/, ''), 'base64url');
const toInfo = (row: { id: string; endpoint: string; createdAt: Date }): PushSubscriptionInfo => ({
  id: row.id,
  endpoint: row.endpoint,
  createdAt: row.createdAt.toISOString(),
});

/** Each person's browsers with push on (issue 32), and the kinds of push they turned off. */
export function createPushService({ repo, allowInsecureEndpoints }: Deps) {
  return {
    async subscribe(viewer: Viewer, body: SubscriptionIn): Promise<PushSubscriptionInfo> {
      const refused = endpointRefusal(body.endpoint, allowInsecureEndpoints);
      if (refused) throw invalid('endpoint', refused);
      // A key that is not a point on P-256 could never be sealed for: refused now, not at the first send.
      try {
        ECDH.convertKey(fromBase64url(body.keys.p256dh), 'prime256v1');
      } catch {
        throw invalid('keys.p256dh', 'must be a P-256 public key in base64url');
      }
      const row = await repo.subscribe(
        viewer.id,
        { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
        PUSH_SUBSCRIPTIONS_PER_USER,
      );
      return toInfo(row);
    },
    list: async (viewer: Viewer) => (await repo.list(viewer.id)).map(toInfo),
    async unsubscribe(viewer: Viewer, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.unsubscribe(viewer.id, id)))
        throw new AppError('NOT_FOUND', 'Push subscription not found', { id: 'Push subscription not found' });
    },
    settings: async (viewer: Viewer): Promise<PushSettings> => ({
      pushOff: (await repo.pushOff(viewer.id)) as PushKind[],
    }),
    async saveSettings(viewer: Viewer, body: PushSettings): Promise<PushSettings> {
      const pushOff = [...new Set(body.pushOff)];
      await repo.setPushOff(viewer.id, pushOff);
      return { pushOff };
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
