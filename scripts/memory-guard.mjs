// The memory guard (issue 35, item 7; run once by `npm test`, not per database): starts the BUILT server
// (server/dist/main.js) on PGlite with the demo data, then starts it again on that data folder, renders a page
// in English and in Bengali, makes an invoice PDF and takes 30 s of bounded load on loopback (10 requests in
// flight), and fails when the process's VmHWM passes the budget of scripts/memory-budget.mjs. Prints the
// figures either way. Builds the shop first unless server/dist and web/dist are there (MEMORY_GUARD_BUILD=1
// builds anyway). Knobs: MEMORY_GUARD_SECONDS (30).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEMORY_BUDGET_MIB } from './memory-budget.mjs';
import { run } from './run.mjs';
import { serverArgs } from './server-command.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const LOAD_SECONDS = Number(process.env.MEMORY_GUARD_SECONDS ?? 30);
const IN_FLIGHT = 10;
const ADMIN = { ADMIN_EMAIL: 'memory-guard@example.com', ADMIN_PASSWORD: 'memory guard password' };

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** VmHWM and VmRSS of a process, in MiB, from /proc (Linux, as on the VPS the budget is for). */
async function memory(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+)`, 'm'))?.[1]);
  return { hwm: Math.round(kb('VmHWM') / 1024), rss: Math.round(kb('VmRSS') / 1024) };
}

/** The server as an operator starts it (scripts/server-command.mjs) on `dataDir`; resolves once /readyz answers 200, with the time it took. */
async function startShop(dataDir) {
  const port = await freePort();
  const started = Date.now();
  // The embedded database and the process's own rate-limit counts, whatever the caller's environment says: the
  // budget is for the one-process shop on a small machine.
  const { DATABASE_URL: _postgres, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: {
      ...env,
      ...ADMIN,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before it was ready`);
    if (Date.now() > deadline) throw new Error('the server was not ready within 180 s');
    const ready = await fetch(`${base}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    // Polling, not sleeping for a fixed time: the next try is the condition.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const readyMs = Date.now() - started;
  return {
    base,
    pid: child.pid,
    readyMs,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function expectOk(res, what) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res;
}

/** The admin's bearer token (the server makes the admin from ADMIN_EMAIL/ADMIN_PASSWORD at start). */
async function signIn(base) {
  const res = await expectOk(
    await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
    }),
    'signing in as the admin',
  );
  return res.headers.get('set-auth-token');
}

/** The first id (`_id`, as the API names it, or `id`) in a list answer, however the list is wrapped. */
function firstId(value) {
  if (Array.isArray(value))
    for (const item of value) {
      const id = item?._id ?? item?.id;
      if (typeof id === 'string' || typeof id === 'number') return String(id);
    }
  if (value && typeof value === 'object')
    for (const inner of Object.values(value)) {
      const id = firstId(inner);
      if (id) return id;
    }
  return undefined;
}

/** What a visitor and an admin do once: pages in both languages, a product page, an invoice PDF. */
async function visit(base) {
  const home = await (await expectOk(await fetch(`${base}/`), 'the home page')).text();
  if (!home.includes('id="page-state"')) throw new Error('the home page was not rendered by the server');
  await expectOk(await fetch(`${base}/`, { headers: { cookie: 'lang=bn' } }), 'the Bengali home page');
  const products = await (await expectOk(await fetch(`${base}/api/products`), 'the product list')).json();
  const productId = firstId(products);
  if (!productId) throw new Error('the demo has no products');
  await expectOk(await fetch(`${base}/product/${productId}`), 'a product page');
  const auth = { authorization: `Bearer ${await signIn(base)}` };
  const orders = await (
    await expectOk(await fetch(`${base}/api/admin/orders`, { headers: auth }), 'the admin order list')
  ).json();
  const orderId = firstId(orders);
  if (!orderId) throw new Error('the demo has no orders');
  const pdf = await expectOk(
    await fetch(`${base}/api/orders/${orderId}/invoice.pdf`, { headers: auth }),
    'an invoice PDF',
  );
  const bytes = Buffer.from(await pdf.arrayBuffer());
  if (bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error('the invoice is not a PDF');
  return productId;
}

/** LOAD_SECONDS of IN_FLIGHT requests at a time: pages, the product list, a product, searches. */
async function load(base, productId) {
  const paths = [
    '/',
    '/products',
    `/product/${productId}`,
    '/api/products',
    '/api/products?page=2',
    '/api/search/suggest?q=ri',
    '/api/categories',
  ];
  const until = Date.now() + LOAD_SECONDS * 1000;
  let requests = 0;
  let failures = 0;
  const worker = async (n) => {
    for (let i = n; Date.now() < until; i += IN_FLIGHT) {
      const headers = i % 3 === 0 ? { cookie: 'lang=bn' } : {};
      const res = await fetch(`${base}${paths[i % paths.length]}`, { headers }).catch(() => undefined);
      requests++;
      if (!res || res.status >= 500) failures++;
      await res?.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, (_, n) => worker(n)));
  return { requests, failures };
}

if (
  process.env.MEMORY_GUARD_BUILD === '1' ||
  !existsSync(join(root, 'server/dist/main.js')) ||
  !existsSync(join(root, 'web/dist/index.html'))
) {
  const built = await run('npm', ['run', 'build'], { cwd: root });
  if (built !== 0) process.exit(built);
}

const dataDir = await mkdtemp(join(tmpdir(), 'bb-memory-guard-'));
const over = [];
try {
  const first = await startShop(dataDir);
  const firstMem = await memory(first.pid);
  await first.stop();
  console.log(
    `first start with the demo: ready in ${(first.readyMs / 1000).toFixed(1)} s, VmHWM ${firstMem.hwm} MiB (budget ${MEMORY_BUDGET_MIB.firstStart})`,
  );
  if (firstMem.hwm > MEMORY_BUDGET_MIB.firstStart) over.push('first start');

  const shop = await startShop(dataDir);
  try {
    const productId = await visit(shop.base);
    const afterVisit = await memory(shop.pid);
    const { requests, failures } = await load(shop.base, productId);
    const after = await memory(shop.pid);
    console.log(
      `restart: ready in ${(shop.readyMs / 1000).toFixed(1)} s; after pages and a PDF RSS ${afterVisit.rss} MiB; ` +
        `after ${LOAD_SECONDS} s of load (${requests} requests, ${failures} failed) RSS ${after.rss} MiB, ` +
        `VmHWM ${after.hwm} MiB (budget ${MEMORY_BUDGET_MIB.restart})`,
    );
    if (failures > 0) throw new Error(`${failures} of ${requests} requests under load failed`);
    if (after.hwm > MEMORY_BUDGET_MIB.restart) over.push('restart');
  } finally {
    await shop.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
if (over.length > 0) {
  console.error(`FAILED: memory over budget (${over.join(', ')}); see scripts/memory-budget.mjs.`);
  process.exit(1);
}
console.log('memory guard: within budget');
