import { lazyImport } from '../../kernel/lazy-import.js';
import { recipientLang } from './notification-prefs.js';
import { EndpointRefused } from './push-endpoint.js';
import type { PushRepo } from './push.repo.js';
import { renderPush } from './push-texts.js';
import type { PushTransport } from './push-transport.js';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
export type Vapid = { subject: string; publicKey: string; privateKey: string };
type Deps = {
  repo: PushRepo;
  transport: PushTransport;
  vapid: Vapid;
  log: Log;
  now?: () => Date;
};

/** web-push (and its ASN.1 and JWS packages) loads with the first push to send, not at start (decision 0030). */
export const loadWebPush = lazyImport(async () => (await import('web-push')).default);

const BATCH = 20;
/** How long a claimed push is this worker's before another may try it. */
export const PUSH_LEASE_MS = 60_000;
/** Tries before a push is given up; between them 10 s, 20 s, 40 s … at most 10 minutes (news goes stale). */
export const PUSH_MAX_ATTEMPTS = 8;
/** How long a push service keeps a push for a device that is off (a day: order news is stale after that). */
const TTL_SECONDS = 86_400;
const backoffMs = (attempts: number) => Math.min(600_000, 10_000 * 2 ** attempts);
/** A Retry-After in seconds, if the service sent one we can use (at most the longest backoff). */
const retryAfterMs = (value: string | undefined) => {
  const s = Number(value);
  return Number.isFinite(s) && s > 0 ? Math.min(600_000, s * 1000) : null;
};

/**
 * Sends the push outbox, in every process (rows claimed with SKIP LOCKED and a lease, push.repo.ts). The payload
 * is encrypted for the browser's keys and the request signed with the shop's VAPID key by web-push. A service
 * answering 404/410 has dropped the subscription: it is deleted with its waiting pushes. 429, 5xx and no answer
 * are tried again with backoff; any other refusal is final for that push. A push whose worker died after the
 * service took it goes again after the lease with the same Topic (the service replaces one not yet delivered)
 * and the same notification tag (the device replaces one shown): seen once.
 */
export function createPushWorker({ repo, transport, vapid, log, now = () => new Date() }: Deps) {
  async function runOnce(): Promise<number> {
    const due = await repo.claimDue(now(), BATCH, PUSH_LEASE_MS);
    if (due.length === 0) return 0;
    const webpush = await loadWebPush();
    // Subscriptions removed during this pass: their other pushes in the batch went with their rows.
    const gone = new Set<string>();
    const remove = async (subscriptionId: string) => {
      gone.add(subscriptionId);
      await repo.removeSubscription(subscriptionId);
    };
    for (const push of due) {
      if (gone.has(push.subscriptionId)) continue;
      if (push.banned) {
        await repo.markSkipped(push.id, 'the account is blocked');
        continue;
      }
      if (push.pushOff?.includes(push.kind)) {
        await repo.markSkipped(push.id, 'turned off by the recipient');
        continue;
      }
      const payload = renderPush(
        push.notificationId,
        push.notificationKind,
        push.data,
        recipientLang(push.lang, push.data),
      );
      if (!payload) {
        await repo.markSkipped(push.id, `no text for kind ${push.notificationKind}`);
        continue;
      }
      try {
        const request = webpush.generateRequestDetails(
          { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: vapid,
            TTL: TTL_SECONDS,
            contentEncoding: 'aes128gcm',
            urgency: 'normal',
            // 32 URL-safe characters: the notification's id, the same on every try to this browser.
            topic: push.notificationId.replace(/-/g, ''),
          },
        );
        await repo.markSending(push.id, now());
        const answer = await transport({
          endpoint: request.endpoint,
          method: request.method,
          headers: request.headers as Record<string, string | number>,
          body: (request.body as Buffer | null) ?? null,
        });
        if (answer.status >= 200 && answer.status < 300) {
          await repo.markSent(push.id, now());
        } else if (answer.status === 404 || answer.status === 410) {
          await remove(push.subscriptionId);
        } else {
          const again = answer.status === 429 || answer.status >= 500;
          const last = !again || push.attempts + 1 >= PUSH_MAX_ATTEMPTS;
          const wait = retryAfterMs(answer.retryAfter) ?? backoffMs(push.attempts);
          await repo.markFailed(
            push.id,
            `the push service answered ${answer.status}: ${answer.body}`,
            last ? null : new Date(now().getTime() + wait),
          );
          log.warn(
            { push: push.id, status: answer.status, attempt: push.attempts + 1 },
            'a push was refused',
          );
        }
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        // An address that is (or now resolves to) a private one is never sent to: the subscription goes.
        if (err instanceof EndpointRefused) {
          await remove(push.subscriptionId);
          log.warn({ push: push.id, err: message }, 'a push subscription was refused and removed');
          continue;
        }
        const last = push.attempts + 1 >= PUSH_MAX_ATTEMPTS;
        await repo.markFailed(
          push.id,
          message,
          last ? null : new Date(now().getTime() + backoffMs(push.attempts)),
        );
        log.warn({ push: push.id, attempt: push.attempts + 1, err: message }, 'sending a push failed');
      }
    }
    return due.length;
  }

  /** Polls every `pollMs`; stop waits for a pass in flight. */
  function start(pollMs: number): () => Promise<void> {
    let stopped = false;
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      if (stopped) return;
      running = runOnce()
        .catch((err: unknown) => log.error({ err }, 'the push worker failed a pass'))
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, pollMs);
        });
    };
    let timer = setTimeout(tick, pollMs);
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    };
  }

  return { runOnce, start };
}
