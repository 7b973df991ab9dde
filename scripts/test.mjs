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
/** Each failed test, by part, file and name with its first error line: repeated at the very end, because CI
 * may keep only the tail of a long log and a failure scrolled out of it cannot be fixed at its cause. */
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim()) ?? '';

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
    for (const file of r.testResults ?? []) {
      const where = file.name.replace(`${process.cwd()}/`, '');
      const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failed)
        failures.push(`${label}: ${where} › ${t.fullName} — ${firstLine(t.failureMessages?.[0])}`);
      // A file that failed to load or whose hooks failed has no failed test of its own to name.
      if (file.status === 'failed' && failed.length === 0)
        failures.push(`${label}: ${where} — ${firstLine(file.message)}`);
    }
  } catch {
    totals.failed += 1;
    failures.push(`${label}: no JSON report (Vitest did not finish)`);
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
    const report = JSON.parse(await readFile(e2eJson, 'utf8'));
    const { stats } = report;
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    // Playwright's report nests describe blocks as suites under one suite per file.
    const walk = (suite, outer) => {
      const titles = suite.title && !/\.(ts|js)$/.test(suite.title) ? [...outer, suite.title] : outer;
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const error = test.results?.find((r) => r.error)?.error?.message;
          failures.push(
            `browser [${test.projectName}]: ${spec.file} › ${[...titles, spec.title].join(' › ')} — ${firstLine(error)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) walk(child, titles);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
  } catch {
    totals.failed += 1;
    failures.push('browser tests: no JSON report (Playwright did not finish)');
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
    failures.push('memory guard: over budget or did not start (see its lines above)');
    exitCode = guardCode;
  }
  console.log(`== memory guard: ${elapsed(started)} ==`);
}

await rm(reports, { recursive: true, force: true });
if (exitCode === 0 && totals.failed > 0) exitCode = 1;
console.log(`\nThe whole suite took ${elapsed(suiteStarted)}.`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
