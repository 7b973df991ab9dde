import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxPage } from '@bulkbazar/contract';
import { lazyImport } from '../../kernel/lazy-import.js';

// mailparser (about 25 MiB) is imported when the dashboard's outbox page is first opened, not at start.
const mailparser = lazyImport(() => import('mailparser'));

/**
 * The e-mails the file mailer wrote (DATA_DIR/outbox, one .eml each), newest first, parsed for the dashboard
 * (GET /api/admin/outbox): how the demo, and a shop without SMTP, shows what it sent.
 */
export async function readOutbox(dir: string | null, page: number, limit: number): Promise<OutboxPage> {
  if (!dir) return { keptHere: false, items: [], total: 0, page, limit };
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const files = await Promise.all(
    names
      .filter((n) => n.endsWith('.eml'))
      .map(async (name) => ({ name, mtime: (await stat(join(dir, name))).mtimeMs })),
  );
  files.sort((a, b) => b.mtime - a.mtime || (a.name < b.name ? -1 : 1));
  const slice = files.slice((page - 1) * limit, page * limit);
  const { simpleParser } = await mailparser();
  const items = await Promise.all(
    slice.map(async ({ name, mtime }) => {
      const mail = await simpleParser(await readFile(join(dir, name)));
      const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
      return {
        id: name.replace(/\.eml$/, ''),
        to,
        subject: mail.subject ?? '',
        text: (mail.text ?? '').trim(),
        date: (mail.date ?? new Date(mtime)).toISOString(),
      };
    }),
  );
  return { keptHere: true, items, total: files.length, page, limit };
}
