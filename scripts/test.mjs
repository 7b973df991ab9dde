// `npm test`: the whole suite. Unit, API and component tests (Vitest), then the browser tests (Playwright
// in the system Chromium against the production build). Without a Chromium the browser tests are reported
// as SKIPPED — except under CI=true, where that is a failure. Ends with one line of totals.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './chromium.mjs';
import { run } from './run.mjs';

const suiteStarted = Date.now();
const reports = await mkdtemp(join(tmpdir(), 'bb-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

/** Runs Vitest with `args` and `env`, adding its counts to the totals. */
async function vitest(label, args, env = process.env) {
  const json = join(reports, `${label}.json`);
  console.log(`\n== ${label} ==`);
  const started = Date.now();
  const code = await run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
    { env },
  );
  try {
    const r = JSON.parse(await readFile(json, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } catch {
    totals.failed += 1;
  }
  if (code !== 0) exitCode = code;
  console.log(`== ${label}: ${elapsed(started)} ==`);
}

/** Minutes and seconds since `started`, for the timing line each part prints (CI time is watched). */
function elapsed(started) {
  const s = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}

// One project group at a time: the server suites start real processes and load both cores, and the
// browser-less web tests (timing-sensitive renders) should not compete with them.
// The server files that open no database run here, once (vitest.config.ts, DATABASE_FREE).
await vitest('contract, web and database-free server tests', [
  '--project',
  'contract',
  '--project',
  'web',
  '--project',
  'server-unit',
]);
if (process.env.TEST_DATABASE_URL) {
  // Both backends: the server suite against PostgreSQL, then again on the embedded PGlite.
  await vitest('server suite on PostgreSQL', ['--project', 'server']);
  const { TEST_DATABASE_URL: _pg, ...embedded } = process.env;
  await vitest('server suite on PGlite', ['--project', 'server'], embedded);
} else {
  await vitest('server suite on PGlite', ['--project', 'server']);
}

const chromium = findChromium();
if (!chromium) {
  if (process.env.CI === 'true') {
    console.error(
      'FAILED: browser tests need Chromium (apt-get install -y chromium, or set CHROME_PATH); CI=true requires them.',
    );
    exitCode = 1;
    totals.failed += 1;
  } else {
    console.log(
      'SKIPPED: browser tests (no Chromium found; install it with `apt-get install -y chromium` or set CHROME_PATH).',
    );
  }
} else {
  const e2eJson = join(reports, 'e2e.json');
  const started = Date.now();
  console.log('\n== browser tests ==');
  const e2eCode = await run('node', ['scripts/test-e2e.mjs'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson, E2E_REPORTERS: 'list,json' },
  });
  try {
    const { stats } = JSON.parse(await readFile(e2eJson, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } catch {
    totals.failed += 1;
  }
  if (e2eCode !== 0) exitCode = e2eCode;
  console.log(`== browser tests: ${elapsed(started)} ==`);
}

// The memory guard (issue 35): once, on the embedded database, against the build the browser tests just made
// (or its own build when they did not run: a build left from another checkout would measure old code).
// Counted as one test.
{
  const started = Date.now();
  console.log('\n== memory guard ==');
  const guardCode = await run('node', ['scripts/memory-guard.mjs'], {
    env: { ...process.env, MEMORY_GUARD_BUILD: chromium ? '0' : '1' },
  });
  if (guardCode === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    exitCode = guardCode;
  }
  console.log(`== memory guard: ${elapsed(started)} ==`);
}

await rm(reports, { recursive: true, force: true });
if (exitCode === 0 && totals.failed > 0) exitCode = 1;
console.log(`\nThe whole suite took ${elapsed(suiteStarted)}.`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
