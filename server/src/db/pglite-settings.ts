import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings of the embedded database, for a shop on a 1 GB machine (decision 0030, measured in
 * bench/RESULTS.md). PGlite runs PostgreSQL inside the server's process, in WebAssembly memory that grows and
 * never shrinks, so what PostgreSQL reserves stays in the server's RSS for good:
 * - shared_buffers: PostgreSQL's default 128MB is touched as the database opens (≈ 130 MiB of RSS before the
 *   first query). 16MB holds the demo's hot pages; what does not fit is read again from the data folder's files,
 *   which the operating system keeps in its page cache (a copy, no disk read), and that memory the system can
 *   take back when it needs it, unlike WebAssembly's.
 * - maintenance_work_mem: 64MB by default, what CREATE INDEX (the migrations) and VACUUM may take; 16MB.
 * - work_mem stays 4MB (per sort or hash of a query: the catalog's pages sort at most a page of rows).
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
};

/** PGlite's own start parameters plus ours (`-c name=value` each). */
export function pgliteStartParams(settings: Readonly<Record<string, string>> = PGLITE_SETTINGS): string[] {
  return [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
}
