import type { CreditRemindersRepo } from './credit-reminders.repo.js';

type Log = { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * The invoice reminders' sweep (issue 31 item 4): `CREDIT_REMINDER_DAYS_BEFORE` days before an invoice is due, and
 * a day after it is overdue, its company's owner and finance members are told (in the app and by e-mail), once.
 * Every process runs it with the payment sweep's timer; the repo's conditional stamps keep it to one send.
 */
export function createCreditReminders(deps: {
  repo: CreditRemindersRepo;
  daysBefore: number;
  log: Log;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const sweep = async (at: Date = now()) => {
    const sent = await deps.repo.remind(at, deps.daysBefore);
    if (sent.dueSoon + sent.overdue > 0) deps.log.info(sent, 'invoice reminders sent');
    return sent;
  };
  return {
    sweep,
    /** Runs the sweep every `ms`; answers the stop. */
    start(ms: number) {
      const timer = setInterval(() => {
        sweep().catch((err: unknown) => deps.log.error({ err }, 'invoice reminder sweep failed'));
      }, ms);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
export type CreditReminders = ReturnType<typeof createCreditReminders>;
