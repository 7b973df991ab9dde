import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase } from './open-database.js';
import { PGLITE_SETTINGS } from './pglite-settings.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("the embedded database's settings (decision 0030)", () => {
  it('a shop on PGlite opens its data folder with the small-machine settings', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bb-pglite-settings-'));
    dirs.push(dataDir);
    const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' }));
    try {
      for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
        const { rows } = (await database.db.execute(
          sql`select current_setting(${name}) as value`,
        )) as unknown as {
          rows: Array<{ value: string }>;
        };
        expect(rows[0]!.value, name).toBe(value);
      }
      expect(PGLITE_SETTINGS.shared_buffers).toBe('16MB');
    } finally {
      await database.release();
    }
  }, 60_000);
});
