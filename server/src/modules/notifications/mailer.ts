import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { lazyImport } from '../../kernel/lazy-import.js';

// nodemailer is imported with the first mail, not at start (decision 0030).
const nodemailer = lazyImport(async () => (await import('nodemailer')).default);
const mailComposer = lazyImport(async () => (await import('nodemailer/lib/mail-composer/index.js')).default);

/** One e-mail: `messageId` is the notification's, so a receiver can drop a second copy of it. */
export type Mail = { to: string; subject: string; text: string; messageId: string };
export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

/** Through an SMTP server (SMTP_URL). A refusal or a dropped connection rejects, and the worker retries. */
export function createSmtpMailer(url: string, from: string): Mailer {
  let transport: Transporter | undefined;
  return {
    async send(mail) {
      transport ??= (await nodemailer()).createTransport(url, { from });
      await transport.sendMail({ ...mail, from, messageId: mail.messageId });
    },
    close: () => transport?.close(),
  };
}

/**
 * Without SMTP: each mail as an RFC 822 .eml file in `dir` (DATA_DIR/outbox), named by its time and id, so the
 * demo's mails can be read (GET /api/admin/outbox) and a repeat delivery overwrites rather than duplicates.
 */
export function createFileMailer(dir: string, from: string): Mailer {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const MailComposer = await mailComposer();
      const raw = await new MailComposer({ ...mail, from, messageId: mail.messageId }).compile().build();
      const id = mail.messageId.replace(/[^\w.-]/g, '');
      await writeFile(join(dir, `${id}.eml`), raw);
    },
    close: () => {},
  };
}
