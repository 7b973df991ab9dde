// Where a search's time goes, kind by kind, straight against a seeded database (no HTTP): for each kind of
// search (one word, two words, word + number as bench:catalog sends them, a word prefix, a model code,
// Bengali), BENCH_REQUESTS distinct searches (default 60, drawn with BENCH_SEED) through the server's own
// catalog code (repo.listApproved: the statements the server sends). Prints p50/p95 ms, the p50 of each
// search repeated at once ("warm": its pages now in PostgreSQL's buffers) and statements per search; with
// BENCH_EXPLAIN=1 the median search of each kind again under EXPLAIN (ANALYZE, BUFFERS).
//
// Run on a database seeded with `npm run seed:scale`:
//   DATABASE_URL=postgres://…/db npm run bench:search             (PostgreSQL)
//   DATA_DIR=/absolute/path/to/data npm run bench:search          (PGlite: the shop's data folder, not in use)
// BENCH_KINDS=two words,one word picks kinds.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { join } from 'node:path';
import pg from 'pg';
import { productListQuerySchema } from '@bulkbazar/contract';
import { MATERIALS, NOUNS as SEED_NOUNS } from '../server/src/cli/scale-catalog-words.ts';
import { createCatalogRepo } from '../server/src/modules/products/catalog.repo.ts';
import { catalogRequest } from '../server/src/modules/products/products.service.ts';
import { schema } from '../server/src/db/schema.ts';
import { percentile } from './lib/server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const ONLY = process.env.BENCH_KINDS?.split(',');

let log = [];
const logger = { logQuery: (sql, params) => log.push({ sql, params }) };
let db;
let raw;
let close;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  db = drizzlePg({ client: pool, schema, logger });
  raw = async (text, params) => (await pool.query(text, params)).rows;
  close = () => pool.end();
} else {
  const client = await PGlite.create({
    dataDir: join(process.env.DATA_DIR ?? './data', 'pglite'),
    extensions: { pg_trgm }, // migration 0029
  });
  db = drizzlePglite({ client, schema, logger });
  raw = async (text, params) => (await client.query(text, params)).rows;
  close = () => client.close();
}
const repo = createCatalogRepo(db);

// A deterministic generator, so every run asks the same questions.
let seed = Number(process.env.BENCH_SEED ?? 42);
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(rand() * list.length)];
const lastWords = (list) => [...new Set(list.map((w) => w.split(' ').at(-1).toLowerCase()))];
const NOUNS = lastWords(SEED_NOUNS.flat());
const MATS = lastWords(MATERIALS);
const BENCH_WORDS = ['steel', 'cotton', 'charger', 'kettle', 'panjabi', 'helmet', 'paper', 'soap', 'drill'];
const BENGALI = ['চাল', 'মিনিকেট চা', 'ডাল', 'তেল ৫', 'সাবান', 'শাড়ি'];
let n = 0;
const KINDS = {
  'one word': () => pick(NOUNS),
  'two words': () => `${pick(MATS)} ${pick(NOUNS)}`,
  'word+number': () => `${pick(BENCH_WORDS)} ${++n + 100}`,
  'word prefix': () => pick(NOUNS).slice(0, 4),
  'model code': () =>
    `${String.fromCharCode(97 + Math.floor(rand() * 26), 97 + Math.floor(rand() * 26))}${1000 + Math.floor(rand() * 9000)}`,
  bengali: () => `${pick(BENGALI)}${rand() < 0.5 ? '' : ' ' + pick(BENGALI)}`,
};

async function run(q) {
  const query = productListQuerySchema.parse({ q, view: 'card' });
  const { filter, position } = catalogRequest(query);
  log = [];
  const started = performance.now();
  const rows = await repo.listApproved(filter, query.sort, position, query.limit + 1);
  return { ms: performance.now() - started, statements: log, found: rows.length };
}

const table = [];
for (const [kind, make] of Object.entries(KINDS)) {
  if (ONLY && !ONLY.includes(kind)) continue;
  const measured = [];
  for (let i = 0; i < REQUESTS + 5; i++) {
    const q = make();
    const r = await run(q);
    // The same search again at once: its pages are in PostgreSQL's buffers now (the gap is cold reads).
    const again = await run(q);
    if (i >= 5) measured.push({ q, ...r, warm: again.ms });
  }
  const ms = measured.map((m) => m.ms).sort((a, b) => a - b);
  const median = [...measured].sort((a, b) => a.ms - b.ms)[Math.floor(measured.length / 2)];
  table.push({
    kind,
    p50: +percentile(ms, 50).toFixed(2),
    p95: +percentile(ms, 95).toFixed(2),
    'warm p50': +percentile(
      measured.map((m) => m.warm).sort((a, b) => a - b),
      50,
    ).toFixed(2),
    statements: +(measured.reduce((s, m) => s + m.statements.length, 0) / measured.length).toFixed(2),
    'median q': median.q,
  });
  if (EXPLAIN) {
    const { statements } = await run(median.q);
    console.log(`\n### ${kind}: "${median.q}" (${statements.length} statements)`);
    for (const s of statements) {
      const plan = await raw('explain (analyze, buffers) ' + s.sql, s.params);
      console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
}
console.table(table);
await close();
