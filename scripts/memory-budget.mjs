// The memory budget of the shop on the embedded database (issue 35, item 7), in MiB of VmHWM (the most memory
// the server process ever held), checked by scripts/memory-guard.mjs as part of `npm test`. The one place the
// figures live: raise them only with a measurement that says why (docs/decisions/0030-small-memory.md).
//
// - firstStart: a first start on a new data folder, filling the demo. Its peak was PGlite creating the folder
//   (initdb in WebAssembly: 793–826 MiB); the build now makes that folder (decision 0035) and the start unpacks
//   it: measured 396 MiB (2026-11-28, load 12), so 450, the target. A loaded CI run reached 452 MiB
//   (2026-11-29) from the demo pictures drawn with sharp; the build draws them now (decision 0035): 320–325 MiB.
// - restart: the same shop started again on its data, a page in English and in Bengali, an invoice PDF and
//   30 s of load, what a 1 GB machine holds every day after the first: measured 389 MiB, so 450 (the issue's
//   target for the whole run).
export const MEMORY_BUDGET_MIB = { firstStart: 450, restart: 450 };
