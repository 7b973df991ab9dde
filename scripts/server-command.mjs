// How the built server is started wherever this repository starts it — `npm start`, the browser tests, the
// memory guard, the benches — and how README.md tells an operator to start it: one list of node's flags.
//
// --max-semi-space-size=4 (MiB): V8 lets its young generation grow to two semi-spaces of 16 MiB while the
// server starts (migrations, routes, the demo data allocate fast and much survives), and keeps them touched
// afterwards. Bounded at 4 MiB the server on PostgreSQL idles at 126–130 MiB against 146–151 after a restart
// and peaks at 136–140 under load against 156–171, with as many requests a second (bench/RESULTS.md,
// 2026-11-29). Smaller (2, 1) saved no more and let the peak under load rise again.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/** The server's entry, from the repository's root. */
export const SERVER_ENTRY = 'server/dist/main.js';

/** node's arguments for the server: its flags, `extra` (a profiler's, a probe's), then the entry. */
export const serverArgs = (...extra) => [...SERVER_NODE_FLAGS, ...extra, SERVER_ENTRY];

/** The same as one shell command, as README.md shows it. */
export const serverCommandLine = () => ['node', ...serverArgs()].join(' ');
