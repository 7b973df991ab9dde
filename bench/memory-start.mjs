// Start time and memory of the shop, on PGlite and on PostgreSQL, printed as markdown tables.
//  1. Start time: from spawning the command to the first 200 of GET /readyz (polled every 50 ms; the server
//     listens only after migrations, the admin account, demo data and demo images), on a fresh data folder /
//     fresh empty database, then again on the same one (existing). Three commands: `npm start` as a user
//     types it (it rebuilds web/ and server/ first), `npm run start:built` and `node server/dist/main.js`.
//     BENCH_REPEAT runs each (default 3, a new folder/database per fresh run), the median is printed.
//  2. Phases of one fresh and one existing start of `node server/dist/main.js` at LOG_LEVEL=info, read from
//     the server's own log lines, plus two probes: node loading the bundle (the process stops at the config
//     check) and PGlite.create() alone on a new / an existing folder.
//  3. RSS (VmRSS of the node server process from /proc, sampled every 100 ms): idle after BENCH_SETTLE s,
//     under BENCH_SECONDS of autocannon load (10 connections mixing product list, category pages, product
//     details and searches), and after the load; for the server's first start on a fresh folder/database
//     and for a restart on it. PGlite lives inside the server process; for PostgreSQL the server's own
//     backends are separate processes, summed (PSS) beside it. With BENCH_PRODUCTS > 0 also on that many
//     products (seeded with the scale CLI through startShop).
// Run: flock /tmp/bench.lock npm run bench:memory. Knobs: BENCH_BACKENDS (pglite,postgres), BENCH_REPEAT (3),
// BENCH_SECONDS (10), BENCH_SETTLE (5), BENCH_PRODUCTS (0), BENCH_PARTS (start,phases,rss),
// BENCH_COMMANDS (npm-start,start-built,node), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverArgs, serverCommandLine } from '../scripts/server-command.mjs';
import { freePort, percentile, startShop } from './lib/server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const list = (v, d) =>
  (v ?? d)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const BACKENDS = list(process.env.BENCH_BACKENDS, 'pglite,postgres');
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SETTLE_MS = Number(process.env.BENCH_SETTLE ?? 5) * 1000;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 0);
const PARTS = list(process.env.BENCH_PARTS, 'start,phases,rss');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_PORT = Number(new URL(ADMIN_URL).port || 5432);
const ADMIN = { ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'bench admin password' };
const START_TIMEOUT_MS = 300_000;
const RETRIES = 3; // a start that fails (a build broken mid-edit by someone else) is retried after a pause
const RETRY_PAUSE_MS = 30_000;

const COMMANDS = [
  { key: 'npm-start', name: '`npm start` (build + start)', cmd: 'npm', args: ['start'] },
  { key: 'start-built', name: '`npm run start:built`', cmd: 'npm', args: ['run', 'start:built'] },
  { key: 'node', name: `\`${serverCommandLine()}\``, cmd: process.execPath, args: serverArgs() },
].filter((c) => list(process.env.BENCH_COMMANDS, 'npm-start,start-built,node').includes(c.key));
const NODE = {
  key: 'node',
  name: serverCommandLine(),
  cmd: process.execPath,
  args: serverArgs(),
};

const WORDS = ['steel', 'cotton', 'charger', 'kettle', 'panjabi', 'helmet', 'paper', 'soap', 'drill', 'fan'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const sec = (ms) => (ms === undefined || Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const mib = (kb) => (kb === undefined || Number.isNaN(kb) ? 'n/a' : `${Math.round(kb / 1024)} MiB`);

// ---------------------------------------------------------------- what we created, removed also on failure
const created = { dirs: new Set(), dbs: new Set(), groups: new Set() };
let noisy = false; // another CI run (/tmp/fresh) was seen while measuring

async function adminQuery(text, params) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await c.query(text, params);
  } finally {
    await c.end();
  }
}

let dbCount = 0;
/** A data folder (uploads, PGlite) and, for postgres, a new empty database: env for the server. */
async function newSite(backend) {
  const dataDir = await mkdtemp(join(os.tmpdir(), 'bb-mem-'));
  created.dirs.add(dataDir);
  const site = { backend, dataDir, env: { DATA_DIR: dataDir } };
  if (backend === 'postgres') {
    const name = `bb_mem_${Date.now().toString(36)}_${dbCount++}`;
    await adminQuery(`create database ${name}`);
    created.dbs.add(name);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    site.db = name;
    site.env.DATABASE_URL = url.toString();
  }
  return site;
}

async function removeSite(site) {
  await rm(site.dataDir, { recursive: true, force: true });
  created.dirs.delete(site.dataDir);
  if (site.db) {
    await adminQuery(`drop database if exists ${site.db} with (force)`);
    created.dbs.delete(site.db);
  }
}

// ---------------------------------------------------------------- processes, from /proc
async function procStat(pid) {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8');
  const f = text.slice(text.lastIndexOf(')') + 2).split(' '); // state ppid pgrp ...
  return { state: f[0], ppid: Number(f[1]), pgrp: Number(f[2]) };
}

async function processes() {
  const out = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const st = await procStat(name);
      const cmd = (await readFile(`/proc/${name}/cmdline`, 'utf8')).split('\0').filter(Boolean);
      out.push({ pid: Number(name), ...st, cmd });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** The node process running server/dist/main.js in a process group (npm → sh → node). */
async function serverPidIn(pgid) {
  const found = (await processes()).find(
    (p) =>
      p.pgrp === pgid &&
      p.state !== 'Z' &&
      basename(p.cmd[0] ?? '').startsWith('node') &&
      p.cmd.some((a) => a.endsWith('server/dist/main.js')),
  );
  return found?.pid;
}

const groupAlive = async (pgid) => (await processes()).some((p) => p.pgrp === pgid && p.state !== 'Z');

async function checkNoise() {
  if ((await processes()).some((p) => p.cmd.some((a) => a.includes('/tmp/fresh')))) noisy = true;
}

/** VmRSS and VmHWM of a process, in kB. */
async function memKb(pid) {
  const s = await readFile(`/proc/${pid}/status`, 'utf8');
  const get = (k) => Number(s.match(new RegExp(`^${k}:\\s+(\\d+)`, 'm'))?.[1]);
  return { rss: get('VmRSS'), hwm: get('VmHWM') };
}

/** PSS and RSS of a process in kB (PSS splits shared memory such as shared_buffers between its users). */
async function pssKb(pid) {
  try {
    const s = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8');
    const get = (k) => Number(s.match(new RegExp(`^${k}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
    return { pss: get('Pss'), rss: get('Rss') };
  } catch {
    return { pss: 0, rss: 0 };
  }
}

/** Local ports of the process's TCP connections to PostgreSQL: they name its backends in pg_stat_activity. */
async function pgClientPorts(pid) {
  const inodes = new Set();
  for (const fd of await readdir(`/proc/${pid}/fd`).catch(() => [])) {
    const m = (await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')).match(/^socket:\[(\d+)\]$/);
    if (m) inodes.add(m[1]);
  }
  const ports = [];
  for (const table of ['tcp', 'tcp6']) {
    const text = await readFile(`/proc/${pid}/net/${table}`, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10 || !inodes.has(cols[9])) continue;
      if (parseInt(cols[2].split(':')[1], 16) === PG_PORT) ports.push(parseInt(cols[1].split(':')[1], 16));
    }
  }
  return ports;
}

// ---------------------------------------------------------------- starting and stopping
function childEnv(extra) {
  // As a user's shell would have it: without the npm_* variables of the `npm run bench:memory` around us.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') && k !== 'INIT_CWD'),
  );
  delete env.DATABASE_URL;
  return { ...env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'true', ...ADMIN, ...extra };
}

const portOpen = (port) =>
  new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

/** SIGTERM to the whole group (npm, sh, node), SIGKILL after 20 s; waits for it to go and the port to close. */
async function stopGroup(pgid, exited, port) {
  const signal = (sig) => {
    try {
      process.kill(-pgid, sig);
    } catch (err) {
      if (err.code !== 'ESRCH') throw err;
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + 20_000;
  while ((await groupAlive(pgid)) && Date.now() < deadline) await sleep(50);
  if (await groupAlive(pgid)) {
    console.error(`  process group ${pgid} still there after 20 s: SIGKILL`);
    signal('SIGKILL');
    while (await groupAlive(pgid)) await sleep(50);
  }
  await exited;
  created.groups.delete(pgid);
  for (let i = 0; i < 200 && (await portOpen(port)); i++) await sleep(50);
}

/**
 * Spawns the command detached (its own process group) and polls GET /readyz every 50 ms until a 200.
 * Resolves to { readyMs, wall0, serverPid, base, lines, stop }; on failure stops the group and throws.
 */
async function launch(command, site, { logLevel = 'warn' } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = childEnv({ ...site.env, PORT: String(port), LOG_LEVEL: logLevel });
  await checkNoise();
  const wall0 = Date.now();
  const t0 = performance.now();
  const child = spawn(command.cmd, command.args, { cwd: root, env, detached: true, stdio: 'pipe' });
  created.groups.add(child.pid);
  let tail = '';
  const lines = [];
  let partial = '';
  child.stdout.on('data', (chunk) => {
    const text = partial + chunk.toString();
    const parts = text.split('\n');
    partial = parts.pop();
    for (const line of parts) lines.push({ at: Date.now(), line });
    tail = (tail + chunk).slice(-3000);
  });
  child.stderr.on('data', (chunk) => (tail = (tail + chunk).slice(-3000)));
  let exit;
  const exited = new Promise((r) => child.on('exit', (code, sig) => r((exit = { code, sig }))));
  const stop = () => stopGroup(child.pid, exited, port);
  let readyMs;
  while (readyMs === undefined) {
    if (exit) {
      await stop();
      throw new Error(`${command.name} exited (${exit.code ?? exit.sig}) before answering:\n${tail.trim()}`);
    }
    if (performance.now() - t0 > START_TIMEOUT_MS) {
      await stop();
      throw new Error(
        `${command.name}: no 200 from /readyz in ${START_TIMEOUT_MS / 1000} s:\n${tail.trim()}`,
      );
    }
    try {
      const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) readyMs = performance.now() - t0;
    } catch {
      // not listening yet
    }
    if (readyMs === undefined) await sleep(50);
  }
  const serverPid = command.cmd === process.execPath ? child.pid : await serverPidIn(child.pid);
  return { readyMs, wall0, serverPid, base, lines, stop };
}

/** Runs fn(site) on a new site, removing it afterwards; retries with a new site when a start fails. */
async function withSite(backend, label, fn) {
  for (let attempt = 1; ; attempt++) {
    const site = await newSite(backend);
    try {
      return await fn(site);
    } catch (err) {
      if (attempt >= RETRIES) throw err;
      console.error(`  ${label}: ${err.message.split('\n').slice(0, 12).join('\n    ')}`);
      console.error(`  retrying in ${RETRY_PAUSE_MS / 1000} s (attempt ${attempt + 1} of ${RETRIES})`);
      await sleep(RETRY_PAUSE_MS);
    } finally {
      await removeSite(site);
    }
  }
}

// ---------------------------------------------------------------- 1. start time
async function timedStart(command, site) {
  const s = await launch(command, site);
  const mem = s.serverPid ? await memKb(s.serverPid).catch(() => ({})) : {};
  await s.stop();
  return { ms: s.readyMs, rss: mem.rss };
}

async function startTimes(backend) {
  const results = new Map(COMMANDS.map((c) => [c.key, { fresh: [], existing: [], error: undefined }]));
  for (let i = 0; i < REPEAT; i++) {
    for (const command of COMMANDS) {
      const r = results.get(command.key);
      const label = `${backend} ${command.key} run ${i + 1}`;
      try {
        await withSite(backend, label, async (site) => {
          const fresh = await timedStart(command, site);
          const existing = await timedStart(command, site);
          r.fresh.push(fresh);
          r.existing.push(existing);
          console.log(`  ${label}: fresh ${sec(fresh.ms)}, existing ${sec(existing.ms)}`);
        });
      } catch (err) {
        r.error = err.message.split('\n')[0];
        console.error(`  ${label} failed: ${err.message}`);
      }
    }
  }
  return COMMANDS.map((command) => ({ backend, command, ...results.get(command.key) }));
}

// ---------------------------------------------------------------- 2. phases
/** node loads the bundle and its dependencies, then stops at the config check (PORT=x is invalid). */
async function loadProbe() {
  const times = [];
  for (let i = 0; i < REPEAT; i++) {
    const t0 = performance.now();
    const child = spawn(process.execPath, ['server/dist/main.js'], {
      cwd: root,
      env: childEnv({ PORT: 'not-a-port' }),
      stdio: 'ignore',
    });
    const code = await new Promise((r) => child.on('exit', r));
    if (code !== 1) throw new Error(`config-check probe exited with ${code}`);
    times.push(performance.now() - t0);
  }
  return median(times);
}

/** PGlite.create() alone on a new folder, then again on it, in a separate node (time and its RSS). */
async function pgliteProbe() {
  const dir = await mkdtemp(join(os.tmpdir(), 'bb-mem-'));
  created.dirs.add(dir);
  const code = `
    import { PGlite } from '@electric-sql/pglite';
    const t0 = performance.now();
    const db = await PGlite.create({ dataDir: process.argv[1] });
    const ms = performance.now() - t0;
    console.log(JSON.stringify({ ms, rssKb: process.memoryUsage().rss / 1024 }));
    await db.close();`;
  try {
    const run = async () => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', code, join(dir, 'pglite')], {
        cwd: join(root, 'server'),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (c) => (out += c));
      const exitCode = await new Promise((r) => child.on('exit', r));
      if (exitCode !== 0) throw new Error(`PGlite probe exited with ${exitCode}`);
      return JSON.parse(out.trim().split('\n').pop());
    };
    return { fresh: await run(), existing: await run() };
  } finally {
    await rm(dir, { recursive: true, force: true });
    created.dirs.delete(dir);
  }
}

/** One fresh and one existing start at LOG_LEVEL=info: when each milestone was logged, after the spawn. */
async function phases(backend) {
  const milestone = (s, re) => {
    for (const { line } of s.lines) {
      try {
        const entry = JSON.parse(line);
        if (re.test(entry.msg ?? '')) return entry.time - s.wall0;
      } catch {
        // not a log line
      }
    }
    return undefined;
  };
  const runs = { fresh: [], existing: [] };
  for (let i = 0; i < REPEAT; i++) {
    await withSite(backend, `${backend} phases run ${i + 1}`, async (site) => {
      for (const state of ['fresh', 'existing']) {
        const s = await launch(NODE, site, { logLevel: 'info' });
        await s.stop();
        runs[state].push({
          admin: milestone(s, /^Administrator /),
          seeded: milestone(s, /^Demo data seeded/),
          listening: milestone(s, /^Server listening/),
          ready: s.readyMs,
        });
      }
    });
  }
  const med = (xs, k) => {
    const values = xs.map((x) => x[k]).filter((v) => v !== undefined);
    return values.length ? median(values) : undefined;
  };
  return ['fresh', 'existing'].map((state) => ({
    backend,
    state,
    ...Object.fromEntries(['admin', 'seeded', 'listening', 'ready'].map((k) => [k, med(runs[state], k)])),
  }));
}

// ---------------------------------------------------------------- 3. RSS
/** Samples fn() every intervalMs until stop() is called; resolves stop() to the samples. */
function sampler(fn, intervalMs) {
  const samples = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = Date.now();
      try {
        samples.push(await fn());
      } catch {
        // process gone
      }
      await sleep(Math.max(0, intervalMs - (Date.now() - t)));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return samples;
  };
}

async function loadPaths(base) {
  const page = await fetch(`${base}/api/products?limit=50`).then((r) => r.json());
  const ids = page.products.map((p) => p._id);
  const words = [
    ...new Set([
      ...page.products
        .map((p) => p.productName.split(/\s+/)[0].toLowerCase())
        .filter((w) => /^[a-z]{3,}$/.test(w)),
      ...WORDS,
    ]),
  ];
  const { categories } = await fetch(`${base}/api/categories`).then((r) => r.json());
  const slugs = categories.map((c) => c.slug);
  if (!ids.length || !slugs.length) throw new Error('no products or categories to load');
  const paths = [];
  for (let i = 0; i < 420; i++) {
    paths.push('/api/products');
    paths.push(`/api/products?category=${slugs[i % slugs.length]}&page=${1 + (i % 3)}`);
    paths.push(`/api/product/${ids[i % ids.length]}`);
    paths.push(`/api/products?q=${encodeURIComponent(words[i % words.length])}`);
  }
  return paths;
}

function load(base, paths) {
  let n = 0;
  const options = {
    url: base,
    connections: 10,
    duration: SECONDS,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) }],
  };
  return new Promise((resolve, reject) =>
    autocannon(options, (err, res) => (err ? reject(err) : resolve(res))),
  );
}

/** Idle, under load, after: RSS of the server process (and, for postgres, PSS of its backends). */
async function measureRss(base, pid, backend) {
  let monitor;
  let backends = [];
  const refreshBackends = async () => {
    const ports = await pgClientPorts(pid);
    const { rows } = await monitor.query(
      'select pid from pg_stat_activity where client_port = any($1::int[])',
      [ports],
    );
    backends = rows.map((r) => r.pid);
  };
  if (backend === 'postgres') {
    monitor = new pg.Client({ connectionString: ADMIN_URL });
    await monitor.connect();
  }
  const sample = async () => {
    const server = (await memKb(pid)).rss;
    if (!monitor) return { server };
    let pss = 0;
    for (const p of backends) pss += (await pssKb(p)).pss;
    return { server, pss, n: backends.length };
  };
  const quiet = async () => {
    await sleep(SETTLE_MS);
    if (monitor) await refreshBackends();
    const stop = sampler(sample, 100);
    await sleep(1000);
    const s = await stop();
    return { server: median(s.map((x) => x.server)), pss: median(s.map((x) => x.pss)), n: s.at(-1)?.n };
  };
  try {
    await checkNoise();
    const idle = await quiet();
    const paths = await loadPaths(base);
    const refresher = monitor ? sampler(refreshBackends, 1000) : undefined;
    const stop = sampler(sample, 100);
    const result = await load(base, paths);
    const s = await stop();
    await refresher?.();
    const after = await quiet();
    const loadN = Math.max(0, ...s.map((x) => x.n ?? 0));
    return {
      idle,
      peak: { server: Math.max(...s.map((x) => x.server)), pss: Math.max(...s.map((x) => x.pss ?? 0)) },
      mean: {
        server: s.reduce((a, x) => a + x.server, 0) / s.length,
        pss: s.reduce((a, x) => a + (x.pss ?? 0), 0) / s.length,
      },
      after,
      hwm: (await memKb(pid)).hwm,
      samples: s.length,
      loadN,
      rps: Math.round(result.requests.average),
      errors: result.errors + result.non2xx,
    };
  } finally {
    await monitor?.end();
  }
}

async function rssDemo(backend) {
  return withSite(backend, `${backend} rss`, async (site) => {
    const rows = [];
    for (const state of ['first start (fresh)', 'restart (existing)']) {
      const s = await launch(NODE, site);
      try {
        rows.push({
          backend,
          data: `demo data, ${state}`,
          ...(await measureRss(s.base, s.serverPid, backend)),
        });
      } finally {
        await s.stop();
      }
      console.log(
        `  ${backend} ${state}: idle ${mib(rows.at(-1).idle.server)}, peak ${mib(rows.at(-1).peak.server)}`,
      );
    }
    return rows;
  });
}

async function rssScale(backend) {
  const t0 = performance.now();
  let shop;
  try {
    shop = await startShop(backend, { ...ADMIN, LOG_LEVEL: 'warn' }, PRODUCTS);
  } catch (err) {
    // startShop leaves its server running when it never answered: stop the ones we spawned, by pid.
    for (const p of await processes())
      if (p.ppid === process.pid && p.cmd.some((a) => a.endsWith('server/dist/main.js'))) process.kill(p.pid);
    throw err;
  }
  const seedAndStartMs = performance.now() - t0;
  try {
    const m = await measureRss(shop.base, shop.pid, backend);
    return {
      backend,
      data: `${PRODUCTS.toLocaleString('en')} products (seed + start ${sec(seedAndStartMs)})`,
      ...m,
    };
  } finally {
    await shop.stop();
  }
}

// ---------------------------------------------------------------- output
function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

function report({ starts, phaseRows, probes, rssRows, startedAt }) {
  const out = [];
  const knobs = Object.entries(process.env)
    .filter(([k]) => k.startsWith('BENCH_'))
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  const cmd =
    process.env.npm_lifecycle_event === 'memory' ? 'npm run bench:memory' : 'node bench/memory-start.mjs';
  const cpus = os.cpus();
  out.push(`\n## Start time and memory (${startedAt.toISOString()})\n`);
  out.push(
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ` +
      `${os.type()} ${os.release()}; Node ${process.version}; load average at start ${os.loadavg()[0].toFixed(2)}.`,
  );
  out.push(`Command: \`${knobs ? `${knobs} ` : ''}${cmd}\` (repeats: ${REPEAT}, load: ${SECONDS} s).`);
  if (noisy)
    out.push('**Another CI run (/tmp/fresh) was active during some measurements: figures are noisy.**');

  if (starts.length) {
    out.push(
      `\n### Time from spawn to the first 200 of GET /readyz (median of ${REPEAT}; all runs in brackets)\n`,
    );
    const runs = (xs) =>
      xs.length
        ? `${sec(median(xs.map((x) => x.ms)))} (${xs.map((x) => (x.ms / 1000).toFixed(2)).join(', ')})`
        : 'n/a';
    const rss = (xs) => mib(median(xs.map((x) => x.rss).filter((v) => v !== undefined)));
    out.push(
      table(
        ['backend', 'command', 'fresh folder/db', 'existing', 'server RSS at ready: fresh / existing'],
        starts.map((s) => [
          s.backend,
          s.command.name + (s.error && s.fresh.length < REPEAT ? ` ⚠ ${s.error.slice(0, 80)}` : ''),
          runs(s.fresh),
          runs(s.existing),
          `${rss(s.fresh)} / ${rss(s.existing)}`,
        ]),
      ),
    );
    const notes = [];
    for (const backend of BACKENDS) {
      const get = (key, state) => {
        const s = starts.find((x) => x.backend === backend && x.command.key === key);
        return s?.[state].length ? median(s[state].map((x) => x.ms)) : undefined;
      };
      for (const state of ['fresh', 'existing']) {
        const npm = get('npm-start', state);
        const built = get('start-built', state);
        const node = get('node', state);
        if (npm !== undefined && built !== undefined)
          notes.push(
            `${backend}, ${state}: the build in \`npm start\` adds ${sec(npm - built)}` +
              (node !== undefined ? `; npm itself adds ${sec(built - node)} to node` : ''),
          );
      }
    }
    if (notes.length) out.push(`\n${notes.map((n) => `- ${n}`).join('\n')}`);
  }

  if (phaseRows.length || probes.load !== undefined) {
    out.push(
      `\n### Phases of a start of \`node server/dist/main.js\` (LOG_LEVEL=info; ms after spawn, median of ${REPEAT})\n`,
    );
    out.push(
      table(
        ['backend', 'data', 'admin created', 'demo data seeded', 'listening', 'first 200'],
        phaseRows.map((p) => [
          p.backend,
          p.state,
          p.admin === undefined ? '—' : `${Math.round(p.admin)}`,
          p.seeded === undefined ? '—' : `${Math.round(p.seeded)}`,
          p.listening === undefined ? 'n/a' : `${Math.round(p.listening)}`,
          `${Math.round(p.ready)}`,
        ]),
      ),
    );
    out.push(
      '\nBefore "admin created": node starts, loads the bundle, opens the database and migrates it, hashes the ' +
        'admin password. Between "seeded" and "listening": the demo pictures are drawn with sharp.',
    );
    if (probes.load !== undefined)
      out.push(
        `- node + loading server/dist/main.js and its dependencies (stops at the config check): ${Math.round(probes.load)} ms`,
      );
    if (probes.pglite)
      out.push(
        `- PGlite.create() alone, new folder: ${Math.round(probes.pglite.fresh.ms)} ms, process RSS ` +
          `${mib(probes.pglite.fresh.rssKb)}; existing folder: ${Math.round(probes.pglite.existing.ms)} ms, ` +
          `${mib(probes.pglite.existing.rssKb)}`,
      );
  }

  if (rssRows.length) {
    out.push(
      `\n### RSS of the node server process (VmRSS every 100 ms; load: autocannon, 10 connections, ${SECONDS} s, ` +
        'products list / category pages / product details / searches)\n',
    );
    out.push(
      table(
        [
          'backend',
          'data',
          'idle',
          'load peak',
          'load mean',
          `after load (+${SETTLE_MS / 1000} s)`,
          'VmHWM',
          'req/s (errors)',
          'PostgreSQL backends of the server, Σ PSS: idle / peak / after',
        ],
        rssRows.map((r) => [
          r.backend,
          r.data,
          mib(r.idle.server),
          mib(r.peak.server),
          mib(r.mean.server),
          mib(r.after.server),
          mib(r.hwm),
          `${r.rps} (${r.errors})`,
          r.backend === 'postgres'
            ? `${r.loadN} backends: ${mib(r.idle.pss)} / ${mib(r.peak.pss)} / ${mib(r.after.pss)}`
            : 'in the server process',
        ]),
      ),
    );
    out.push(
      '\nPGlite runs inside the server process, so its RSS includes the database. PostgreSQL runs in its own ' +
        'processes: the last column sums the proportional set size of the backends serving this server ' +
        '(found through its connections in pg_stat_activity); the postmaster and shared background ' +
        'processes are not counted. VmHWM: the highest RSS since the process started (startup included).',
    );
  }
  console.log(out.join('\n'));
}

// ---------------------------------------------------------------- main
async function cleanupAll() {
  for (const pgid of created.groups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  for (const dir of created.dirs) await rm(dir, { recursive: true, force: true }).catch(() => {});
  for (const db of created.dbs)
    await adminQuery(`drop database if exists ${db} with (force)`).catch((e) =>
      console.error(`could not drop ${db}: ${e.message}`),
    );
}

for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    console.error(`\n${sig}: cleaning up`);
    cleanupAll().finally(() => process.exit(130));
  });

const startedAt = new Date();
const results = { starts: [], phaseRows: [], probes: {}, rssRows: [], startedAt };
let failed = false;
try {
  await checkNoise();
  for (const backend of BACKENDS) {
    if (PARTS.includes('start')) {
      console.log(`${backend}: start times`);
      results.starts.push(...(await startTimes(backend)));
    }
    if (PARTS.includes('phases')) {
      console.log(`${backend}: phases`);
      results.phaseRows.push(...(await phases(backend)));
    }
    if (PARTS.includes('rss')) {
      console.log(`${backend}: RSS`);
      results.rssRows.push(...(await rssDemo(backend)));
      if (PRODUCTS > 0) {
        console.log(`${backend}: RSS with ${PRODUCTS} products`);
        results.rssRows.push(await rssScale(backend));
      }
    }
  }
  if (PARTS.includes('phases')) {
    results.probes.load = await loadProbe();
    if (BACKENDS.includes('pglite')) results.probes.pglite = await pgliteProbe();
  }
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await cleanupAll();
}
report(results);
if (failed) process.exitCode = 1;
