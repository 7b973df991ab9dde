import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import { auditLog } from '../../db/schema.js';
import { archiveOldAudit } from './audit-archive.js';
import { createAuditRepo } from './audit.repo.js';

const database = await createTestDatabase();
const dir = await mkdtemp(join(tmpdir(), 'bb-audit-archive-'));
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the audit retention worker', () => {
  it('writes rows past the retention to a gzip JSON-lines file, then removes exactly those', async () => {
    const now = new Date('2026-11-28T00:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const row = (action: string, at: Date) => ({
      action,
      at,
      targetType: 'listing',
      actorId: 'u1',
      after: { x: 1 },
    });
    await database.db
      .insert(auditLog)
      .values([row('old.1', daysAgo(800)), row('old.2', daysAgo(731)), row('kept', daysAgo(729))]);
    const repo = createAuditRepo(database.db);

    const result = await archiveOldAudit(repo, dir, 730, now);
    expect(result.rows).toBe(2);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^audit-2024-11-28-\d+\.jsonl\.gz$/);
    const lines = gunzipSync(await readFile(join(dir, files[0]!)))
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { action: string; after: unknown });
    expect(lines.map((l) => l.action)).toEqual(['old.1', 'old.2']);
    expect(lines[0]!.after).toEqual({ x: 1 });
    const left = await database.db.select({ action: auditLog.action }).from(auditLog);
    expect(left).toEqual([{ action: 'kept' }]);

    // Nothing past the retention: no file, nothing removed.
    expect(await archiveOldAudit(repo, dir, 730, now)).toEqual({ rows: 0, file: null });
    expect(await readdir(dir)).toHaveLength(1);
  });
});
