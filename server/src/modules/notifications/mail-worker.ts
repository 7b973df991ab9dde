import { isPhoneOnlyEmail } from '@bulkbazar/contract';
import { isOptional, recipientLang } from './notification-prefs.js';
import type { Mailer } from './mailer.js';
import { renderNotification } from './notification-texts.js';
import { isPermanentRefusal } from './smtp-refusal.js';
import type { NotificationsRepo } from './notifications.repo.js';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
type Deps = {
  repo: NotificationsRepo;
  mailer: Mailer;
  baseUrl: string;
  log: Log;
  /** The host part of Message-IDs (<notification id@host>). */
  host: string;
  now?: () => Date;
};

const BATCH = 20;
/** How long a claimed mail is this worker's before another may try it (a send that hangs, a crash). */
export const LEASE_MS = 60_000;
/**
 * Tries before a mail is given up as `failed`; between them 10 s, 20 s, 40 s … at most an hour. A mail the SMTP
 * server refuses for good (a 5xx to its recipient or content: smtp-refusal.ts) is `failed` after the first.
 */
export const MAX_ATTEMPTS = 12;
const backoffMs = (attempts: number) => Math.min(3_600_000, 10_000 * 2 ** attempts);

/**
 * Sends the outbox's e-mails. Every process runs one; rows are claimed with SKIP LOCKED and a lease, so two
 * workers never send the same mail at once, and a mail whose sender died is sent after the lease.
 */
export function createMailWorker({ repo, mailer, baseUrl, log, host, now = () => new Date() }: Deps) {
  /** One pass: sends what is due now; answers how many were handled. */
  async function runOnce(): Promise<number> {
    const due = await repo.claimDue(now(), BATCH, LEASE_MS);
    for (const mail of due) {
      if (mail.banned) {
        await repo.markSkipped(mail.id, 'the account is blocked');
        continue;
      }
      // An account made from a phone number (issue 32) has a placeholder address no mail can reach.
      if (isPhoneOnlyEmail(mail.email)) {
        await repo.markSkipped(mail.id, 'no e-mail address: the account signs in by phone');
        continue;
      }
      if (mail.emailOff?.includes(mail.kind) && isOptional(mail.kind)) {
        await repo.markSkipped(mail.id, 'turned off by the recipient');
        continue;
      }
      const lang = recipientLang(mail.lang, mail.data);
      const text = renderNotification(mail.kind, mail.data, lang, baseUrl);
      if (!text) {
        await repo.markSkipped(mail.id, `no e-mail for kind ${mail.kind}`);
        continue;
      }
      try {
        await mailer.send({ to: mail.email, ...text, messageId: `<${mail.id}@${host}>` });
        await repo.markSent(mail.id, now());
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const last = isPermanentRefusal(err) || mail.attempts + 1 >= MAX_ATTEMPTS;
        await repo.markFailed(
          mail.id,
          message,
          last ? null : new Date(now().getTime() + backoffMs(mail.attempts)),
        );
        log.warn(
          { notification: mail.id, attempt: mail.attempts + 1, err: message },
          'sending an e-mail failed',
        );
      }
    }
    return due.length;
  }

  /** Polls every `pollMs`, the first time `pollMs` after the start; the returned function stops it and waits for a pass in flight. */
  function start(pollMs: number): () => Promise<void> {
    let stopped = false;
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      if (stopped) return;
      running = runOnce()
        .catch((err: unknown) => log.error({ err }, 'the e-mail worker failed a pass'))
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
