import { describe, expect, it } from 'vitest';
import { isPermanentRefusal } from './smtp-refusal.js';

// The shapes nodemailer's SMTP connection gives its errors (lib/smtp-connection: _formatError).
const refusal = (responseCode: number | undefined, command: string, code = 'EENVELOPE') =>
  Object.assign(new Error(`refused ${responseCode}`), { responseCode, command, code });

describe('which SMTP refusals are final for the mail', () => {
  it('a 5xx to the recipient or the content is final', () => {
    expect(isPermanentRefusal(refusal(550, 'RCPT TO'))).toBe(true);
    expect(isPermanentRefusal(refusal(553, 'RCPT TO'))).toBe(true);
    expect(isPermanentRefusal(refusal(554, 'DATA', 'EMESSAGE'))).toBe(true);
  });

  it('every 4xx is retried, whatever command it answers', () => {
    for (const [code, command] of [
      [421, 'CONN'],
      [451, 'RCPT TO'],
      [452, 'RCPT TO'],
      [451, 'DATA'],
      [421, 'MAIL FROM'],
    ] as const)
      expect(isPermanentRefusal(refusal(code, command)), `${code} ${command}`).toBe(false);
  });

  it('a 5xx about the server or our account there (greeting, sign-in, sender) is retried', () => {
    expect(isPermanentRefusal(refusal(554, 'CONN', 'EPROTOCOL'))).toBe(false);
    expect(isPermanentRefusal(refusal(535, 'AUTH PLAIN', 'EAUTH'))).toBe(false);
    expect(isPermanentRefusal(refusal(550, 'MAIL FROM'))).toBe(false);
  });

  it('no reply at all (refused connection, timeout, a file mailer error) is retried', () => {
    expect(
      isPermanentRefusal(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' })),
    ).toBe(false);
    expect(isPermanentRefusal(refusal(undefined, 'CONN', 'ETIMEDOUT'))).toBe(false);
    expect(isPermanentRefusal('550 as a string')).toBe(false);
    expect(isPermanentRefusal(null)).toBe(false);
  });
});
