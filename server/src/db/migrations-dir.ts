import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The SQL files sit beside this module in the source tree, and under dist/db/ in the bundled build.
const candidates = ['./migrations', './db/migrations'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
export const MIGRATIONS_DIR = candidates.find((p) => existsSync(p)) ?? candidates[0]!;
