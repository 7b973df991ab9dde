import {
  PHONE_CODE_MINUTES,
  smsSegments,
  type Lang,
  type NotificationData,
  type SmsKind,
} from '@bulkbazar/contract';
import type { SmsGateway } from './gateways/sms-gateway.js';
import { SmsGatewayError } from './gateways/sms-gateway.js';
import type { SmsRepo } from './sms.repo.js';
import { renderSms } from './sms-texts.js';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
type Deps = {
  repo: SmsRepo;
  gateway: SmsGateway;
  /** What one SMS part costs (SMS_COST_POISHA). */
  costPoisha: number;
  log: Log;
  now?: () => Date;
};

const BATCH = 20;
/** How long a claimed message is this worker's before another may try it. */
export const SMS_LEASE_MS = 60_000;
/** Tries before a message is given up; between them 10 s, 20 s, 40 s … at most 10 minutes (news goes stale). */
export const SMS_MAX_ATTEMPTS = 8;
/** The recipient's chosen language, else the one the event happened in, else English (as their e-mails). */
const langOf = (chosen: string | null, data: NotificationData): Lang =>
  chosen === 'bn' || chosen === 'en' ? chosen : data.lang === 'bn' ? 'bn' : 'en';
const backoffMs = (attempts: number) => Math.min(600_000, 10_000 * 2 ** attempts);

/**
 * Sends the SMS outbox. Every process runs one; rows are claimed with SKIP LOCKED and a lease (sms.repo.ts), and
 * each goes with its row id as the gateway's reference, so a message whose worker died after the gateway took it
 * is dropped by the gateway when sent again (SSL Wireless, the stand-in); a gateway that cannot drop repeats
 * (BulkSMSBD) is not called again for it. Never twice.
 */
export function createSmsWorker({ repo, gateway, costPoisha, log, now = () => new Date() }: Deps) {
  async function runOnce(): Promise<number> {
    const due = await repo.claimDue(now(), BATCH, SMS_LEASE_MS);
    for (const sms of due) {
      const kind = sms.kind as SmsKind;
      if (sms.banned) {
        await repo.markSkipped(sms.id, 'the account is blocked');
        continue;
      }
      if (kind !== 'sign_in_code' && sms.smsOff?.includes(kind)) {
        await repo.markSkipped(sms.id, 'turned off by the recipient');
        continue;
      }
      if (
        kind === 'sign_in_code' &&
        now().getTime() - sms.createdAt.getTime() > PHONE_CODE_MINUTES * 60_000
      ) {
        await repo.markSkipped(sms.id, 'the code expired before it could be sent');
        continue;
      }
      if (sms.sendingAt && !gateway.dropsRepeats) {
        await repo.markFailed(
          sms.id,
          'its worker stopped while sending; not sent again (the gateway cannot drop a repeat)',
          null,
          false,
        );
        continue;
      }
      const text = renderSms(kind, sms.data, langOf(sms.lang, sms.data));
      const segments = smsSegments(text).segments;
      try {
        await repo.markSending(sms.id, now());
        await gateway.send({ to: sms.phoneNumber, text, reference: sms.id, kind });
        // The code itself is not kept once sent: only its hash (phone_codes).
        const kept = kind === 'sign_in_code' ? text.replace(/\d{6}/, '******') : text;
        await repo.markSent(sms.id, now(), { text: kept, segments, costPoisha: segments * costPoisha });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const answered = err instanceof SmsGatewayError ? err.answered : true;
        const last = sms.attempts + 1 >= SMS_MAX_ATTEMPTS;
        await repo.markFailed(
          sms.id,
          message,
          last ? null : new Date(now().getTime() + backoffMs(sms.attempts)),
          answered,
        );
        log.warn({ sms: sms.id, attempt: sms.attempts + 1, err: message }, 'sending an SMS failed');
      }
    }
    return due.length;
  }

  /** Polls every `pollMs`; `kick()` runs a pass now (a sign-in code is waited for). Stop waits for a pass. */
  function start(pollMs: number) {
    let stopped = false;
    let running: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      if (stopped) return;
      clearTimeout(timer);
      running = running
        .then(() => runOnce())
        .catch((err: unknown) => log.error({ err }, 'the SMS worker failed a pass'))
        .finally(() => {
          clearTimeout(timer);
          if (!stopped) timer = setTimeout(tick, pollMs);
        });
    };
    timer = setTimeout(tick, pollMs);
    return {
      kick: () => {
        if (!stopped) tick();
      },
      stop: async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
      },
    };
  }

  return { runOnce, start };
}
