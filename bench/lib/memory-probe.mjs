// Loaded into the server's node by bench/memory-phases.mjs (`node --import …/memory-probe.mjs
// server/dist/main.js`): prints process.memoryUsage() as one JSON line on stderr at each step of the start
// the server announces (diagnostics channel 'bulkbazar:start-phase', server/src/kernel/start-phases.ts) and
// whenever the process gets SIGUSR2 (the bench signals it after a page, a PDF, a load). With
// BENCH_PROBE_SNAPSHOT=1 each SIGUSR2 also writes a V8 heap snapshot to the temporary folder and prints its
// path (the process stops for seconds and needs about twice its heap meanwhile).
import { subscribe } from 'node:diagnostics_channel';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';

function report(memoryPhase, extra = {}) {
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  process.stderr.write(
    `${JSON.stringify({ memoryPhase, rss, heapTotal, heapUsed, external, arrayBuffers, ...extra })}\n`,
  );
}

subscribe('bulkbazar:start-phase', ({ phase }) => report(phase));

let signals = 0;
process.on('SIGUSR2', () => {
  signals++;
  report(`signal ${signals}`);
  if (process.env.BENCH_PROBE_SNAPSHOT === '1') {
    const file = writeHeapSnapshot(join(tmpdir(), `bulkbazar-${process.pid}-${signals}.heapsnapshot`));
    report(`signal ${signals} snapshot`, { snapshot: file });
  }
});
