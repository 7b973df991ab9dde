/** What nodemailer's errors carry about the server's answer (SMTP reply code and the command it answered). */
type SmtpError = { responseCode?: unknown; command?: unknown };

// Commands whose refusal is about this one mail: its recipient (RCPT TO) or its content (DATA).
const ABOUT_THE_MAIL = new Set(['RCPT TO', 'DATA']);

/**
 * True when the SMTP server refused this mail for good: a 5xx reply (RFC 5321 §4.2.1, "permanent negative") to
 * its recipient or its content, e.g. 550 no such mailbox or 554 rejected as spam. Trying again sends the same
 * mail to the same answer, so the worker records it as failed at once rather than 12 times over hours.
 *
 * Everything else is retried with backoff: every 4xx (421 service closing, 451 local error, 452 no room: the
 * server means "later"), a dropped connection, and 5xx replies to the greeting, the sign-in or MAIL FROM. Those
 * are about the server or our account there (a misconfigured relay, a password changed), not about the mail,
 * and would otherwise throw away every mail in the outbox while someone fixes the setting.
 */
export function isPermanentRefusal(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { responseCode, command } = err as SmtpError;
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    typeof command === 'string' &&
    ABOUT_THE_MAIL.has(command)
  );
}
