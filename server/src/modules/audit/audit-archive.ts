import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { AuditRepo, AuditRow } from './audit.repo.js';

const BATCH = 1_000;

/**
 * The retention worker's one pass: rows older than `retentionDays` are written, oldest first, to a gzip'd
 * JSON-lines file under `dir` (audit-<cutoff>-<first id>.jsonl.gz), and only once the file is complete are those
 * very rows deleted (bulkbazar_audit_archive, the one way past the append-only trigger). A crash before the
 * delete leaves the rows in the table and a file that the next pass writes again under the same name.
 */
export async function archiveOldAudit(
  repo: AuditRepo,
  dir: string,
  retentionDays: number,
  now = new Date(),
): Promise<{ rows: number; file: string | null }> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const first = await repo.olderThan(cutoff, 0, 1);
  if (first.length === 0) return { rows: 0, file: null };
  await mkdir(dir, { recursive: true });
  const file = join(dir, `audit-${cutoff.toISOString().slice(0, 10)}-${first[0]!.id}.jsonl.gz`);
  const partial = `${file}.partial`;
  const ids: number[] = [];
  async function* lines() {
    for (let after = 0; ;) {
      const rows: AuditRow[] = await repo.olderThan(cutoff, after, BATCH);
      for (const row of rows) {
        ids.push(row.id);
        yield `${JSON.stringify({ ...row, at: row.at.toISOString() })}\n`;
      }
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1]!.id;
    }
  }
  try {
    await pipeline(lines, createGzip(), createWriteStream(partial, { flush: true }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  let removed = 0;
  for (let i = 0; i < ids.length; i += BATCH) removed += await repo.archive(ids.slice(i, i + BATCH));
  return { rows: removed, file };
}
