// Where the server's memory goes, step by step: process.memoryUsage() (rss, heapUsed, external, arrayBuffers)
// of `node server/dist/main.js` after the config, the database opened, the migrations, the routes, the admin
// and demo data, listening, idle, the first rendered page (English, then Bengali), an invoice PDF, under a
// short load and after it — for a first start on a fresh data folder/database (it fills the demo) and for a
// restart on it, on PGlite and PostgreSQL. lib/memory-probe.mjs, loaded into the server's node, prints each
// figure on stderr: the server's own steps as it starts, the rest on SIGUSR2 sent by this bench.
// VmRSS/VmHWM are read from /proc beside. BENCH_REPEAT runs, the median printed (all runs for rss).
// BENCH_SNAPSHOT=1 then restarts the PGlite shop once with a heap snapshot on SIGUSR2, writes a V8 heap snapshot at
// idle and prints what holds the most (lib/heap-summary.mjs).
// Run: flock /tmp/bench.lock npm run bench:memory-phases. Knobs: BENCH_BACKENDS (pglite,postgres),
// BENCH_REPEAT (3), BENCH_SECONDS (load, 10), BENCH_SETTLE (s before idle, 3), BENCH_SNAPSHOT (0),
// BENCH_ROOT (the checkout whose build is measured; this one by default), BENCH_DATABASE_URL.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { summarizeHeapSnapshot } from './lib/heap-summary.mjs';
import { serverArgs } from '../scripts/server-command.mjs';
import { freePort, percentile } from './lib/server.mjs';

const root = process.env.BENCH_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const list = (v, d) =>
  (v ?? d)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const BACKENDS = list(process.env.BENCH_BACKENDS, 'pglite,postgres');
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SETTLE_MS = Number(process.env.BENCH_SETTLE ?? 3) * 1000;
const SNAPSHOT = ['1', 'true'].includes(process.env.BENCH_SNAPSHOT ?? '0');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROBE = pathToFileURL(fileURLToPath(new URL('./lib/memory-probe.mjs', import.meta.url))).href;
const ADMIN = { ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'bench admin password' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) =>
  xs.length
    ? percentile(
        [...xs].sort((a, b) => a - b),
        50,
      )
    : undefined;
const mib = (bytes) => (bytes === undefined ? 'n/a' : `${Math.round(bytes / 2 ** 20)}`);

const created = { dirs: new Set(), dbs: new Set(), children: new Set() };

async function adminQuery(text) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

let dbCount = 0;
async function newSite(backend) {
  const dataDir = await mkdtemp(join(os.tmpdir(), 'bb-memph-'));
  created.dirs.add(dataDir);
  const site = { dataDir, env: { DATA_DIR: dataDir } };
  if (backend === 'postgres') {
    const name = `bb_memph_${Date.now().toString(36)}_${dbCount++}`;
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

async function procMem(pid) {
  const s = await readFile(`/proc/${pid}/status`, 'utf8');
  const get = (k) => Number(s.match(new RegExp(`^${k}:\\s+(\\d+)`, 'm'))?.[1]) * 1024;
  return { vmRss: get('VmRSS'), vmHwm: get('VmHWM') };
}

/** Starts node server/dist/main.js with the probe; resolves when /readyz answers 200. */
async function launch(site, snapshot = false) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') && k !== 'INIT_CWD'),
  );
  delete env.DATABASE_URL;
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    BENCH_PROBE_SNAPSHOT: snapshot ? '1' : '0',
    ...ADMIN,
    ...site.env,
  });
  const t0 = performance.now();
  const child = spawn(process.execPath, serverArgs('--import', PROBE), {
    cwd: root,
    env,
    stdio: 'pipe',
  });
  created.children.add(child);
  const figures = [];
  let partial = '';
  let tail = '';
  child.stderr.on('data', (chunk) => {
    tail = (tail + chunk).slice(-3000);
    const parts = (partial + chunk).split('\n');
    partial = parts.pop();
    for (const line of parts) {
      if (!line.startsWith('{"memoryPhase"')) continue;
      figures.push(JSON.parse(line));
    }
  });
  child.stdout.on('data', (chunk) => (tail = (tail + chunk).slice(-3000)));
  const exited = new Promise((r) => child.on('exit', r));
  let readyMs;
  while (readyMs === undefined) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${tail}`);
    if (performance.now() - t0 > 300_000) throw new Error(`no 200 from /readyz in 300 s:\n${tail}`);
    try {
      const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) readyMs = performance.now() - t0;
    } catch {
      // not listening yet
    }
    if (readyMs === undefined) await sleep(50);
  }
  /** SIGUSR2: the server prints its memoryUsage (and a snapshot's path); resolves to that line and /proc's. */
  const mark = async (label) => {
    const want = figures.length + (snapshot ? 2 : 1);
    const proc = await procMem(child.pid);
    child.kill('SIGUSR2');
    const deadline = Date.now() + 120_000;
    while (figures.length < want) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no memory figure (${label})`);
      await sleep(50);
    }
    return { ...figures[want - (snapshot ? 2 : 1)], memoryPhase: label, ...proc };
  };
  const stop = async () => {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
    created.children.delete(child);
  };
  return { base, pid: child.pid, readyMs, figures, mark, stop };
}

async function signIn(base) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`admin sign-in: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${res.headers.get('set-auth-token')}` };
}

async function loadPaths(base) {
  const page = await fetch(`${base}/api/products?limit=50`).then((r) => r.json());
  const ids = page.products.map((p) => p._id);
  const { categories } = await fetch(`${base}/api/categories`).then((r) => r.json());
  const words = [
    'steel',
    'cotton',
    'charger',
    'kettle',
    'panjabi',
    'helmet',
    'paper',
    'soap',
    'drill',
    'fan',
  ];
  const paths = [];
  for (let i = 0; i < 200; i++) {
    paths.push('/api/products');
    paths.push(`/api/products?category=${categories[i % categories.length].slug}`);
    paths.push(`/api/product/${ids[i % ids.length]}`);
    paths.push(`/api/products?q=${words[i % words.length]}`);
    paths.push(i % 2 ? '/' : '/products'); // rendered pages
  }
  return paths;
}

/** One start: its own steps, then idle, pages, a PDF, load, after load. */
async function oneStart(site, state) {
  const s = await launch(site);
  try {
    await sleep(SETTLE_MS);
    const rows = [];
    const add = async (label) => rows.push(await s.mark(label));
    await add('idle');
    for (const [lang, label] of [
      ['en', 'after the first page (English)'],
      ['bn', 'after the first page (Bengali)'],
    ]) {
      const res = await fetch(`${s.base}/`, { headers: { cookie: `lang=${lang}` } });
      const html = await res.text();
      if (!res.ok || !html.includes('<html')) throw new Error(`GET / (${lang}): ${res.status}`);
      await add(label);
    }
    const headers = await signIn(s.base);
    const orders = await fetch(`${s.base}/api/admin/orders?limit=1`, { headers }).then((r) => r.json());
    const order = (orders.orders ?? orders.items ?? [])[0];
    if (!order) throw new Error('no demo order for the invoice');
    const pdf = await fetch(`${s.base}/api/orders/${order._id ?? order.id}/invoice.pdf`, { headers });
    const bytes = Buffer.from(await pdf.arrayBuffer());
    if (!pdf.ok || bytes.subarray(0, 4).toString() !== '%PDF') throw new Error(`invoice PDF: ${pdf.status}`);
    await add('after an invoice PDF');
    const paths = await loadPaths(s.base);
    let n = 0;
    let peak = 0;
    const sampling = setInterval(
      () =>
        procMem(s.pid)
          .then((m) => (peak = Math.max(peak, m.vmRss)))
          .catch(() => {}),
      100,
    );
    const result = autocannon({
      url: s.base,
      connections: 10,
      duration: SECONDS,
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) }],
    });
    await sleep((SECONDS * 1000) / 2);
    await add('under load (half-way)');
    const res = await result;
    clearInterval(sampling);
    await sleep(SETTLE_MS);
    await add('after the load');
    return {
      state,
      readyMs: s.readyMs,
      // The server's own steps (before any signal), then the bench's.
      rows: [...s.figures.filter((f) => !f.memoryPhase.startsWith('signal')), ...rows],
      peak,
      hwm: (await procMem(s.pid)).vmHwm,
      rps: Math.round(res.requests.average),
      errors: res.errors + res.non2xx,
    };
  } finally {
    await s.stop();
  }
}

async function snapshotAtIdle() {
  const site = await newSite('pglite');
  try {
    const first = await launch(site);
    await first.stop();
    const s = await launch(site, true);
    try {
      await sleep(SETTLE_MS);
      await s.mark('idle');
      const file = s.figures.find((f) => f.snapshot)?.snapshot;
      const summary = await summarizeHeapSnapshot(file);
      await rm(file, { force: true });
      return summary;
    } finally {
      await s.stop();
    }
  } finally {
    await removeSite(site);
  }
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function report(runs, summary) {
  const out = [
    `\n## Memory by phase (MiB) — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n`,
  ];
  out.push(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; ` +
      `Node ${process.version}; load average ${os.loadavg()[0].toFixed(2)}. Build measured: ${root}.`,
  );
  out.push(
    `Command: \`flock /tmp/bench.lock npm run bench:memory-phases\` (repeats ${REPEAT}, load ${SECONDS} s, ` +
      'autocannon 10 connections: product list, category, product, search, rendered / and /products).',
  );
  for (const backend of BACKENDS) {
    for (const state of ['first start', 'restart']) {
      const these = runs.filter((r) => r.backend === backend && r.state === state);
      if (!these.length) continue;
      const labels = [...new Set(these.flatMap((r) => r.rows.map((x) => x.memoryPhase)))];
      const med = (label, key) =>
        median(
          these.map((r) => r.rows.find((x) => x.memoryPhase === label)?.[key]).filter((v) => v !== undefined),
        );
      out.push(`\n### ${backend}, ${state} (median of ${these.length})\n`);
      out.push(
        table(
          ['phase', 'rss (all runs)', 'heapUsed', 'external', 'arrayBuffers'],
          labels.map((label) => [
            label,
            `${mib(med(label, 'rss'))} (${these.map((r) => mib(r.rows.find((x) => x.memoryPhase === label)?.rss)).join(', ')})`,
            mib(med(label, 'heapUsed')),
            mib(med(label, 'external')),
            mib(med(label, 'arrayBuffers')),
          ]),
        ),
      );
      out.push(
        `\nReady after ${(median(these.map((r) => r.readyMs)) / 1000).toFixed(2)} s (${these.map((r) => (r.readyMs / 1000).toFixed(2)).join(', ')}); ` +
          `VmRSS peak under load ${mib(median(these.map((r) => r.peak)))} MiB; VmHWM ${mib(median(these.map((r) => r.hwm)))} MiB ` +
          `(${these.map((r) => mib(r.hwm)).join(', ')}); ${median(these.map((r) => r.rps))} req/s, errors ${these.map((r) => r.errors).join(', ')}.`,
      );
    }
  }
  if (summary) out.push(`\n### Heap snapshot at idle after a restart (PGlite)\n\n${summary}`);
  console.log(out.join('\n'));
}

async function cleanup() {
  for (const child of created.children) child.kill('SIGKILL');
  for (const dir of created.dirs) await rm(dir, { recursive: true, force: true }).catch(() => {});
  for (const db of created.dbs)
    await adminQuery(`drop database if exists ${db} with (force)`).catch(() => {});
}
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => void cleanup().finally(() => process.exit(130)));

const runs = [];
let summary;
try {
  for (let i = 0; i < REPEAT; i++) {
    for (const backend of BACKENDS) {
      const site = await newSite(backend);
      try {
        for (const state of ['first start', 'restart']) {
          const r = await oneStart(site, state);
          runs.push({ backend, ...r });
          console.error(
            `  ${backend} run ${i + 1} ${state}: ready ${(r.readyMs / 1000).toFixed(2)} s, idle rss ${mib(r.rows.find((x) => x.memoryPhase === 'idle')?.rss)} MiB, VmHWM ${mib(r.hwm)} MiB`,
          );
        }
      } finally {
        await removeSite(site);
      }
    }
  }
  if (SNAPSHOT) summary = await snapshotAtIdle();
} catch (err) {
  process.exitCode = 1;
  console.error(err);
} finally {
  await cleanup();
}
report(runs, summary);
