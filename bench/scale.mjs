// Catalog latency as the catalog grows. For each size in BENCH_SIZES (default 10000,100000,1000000) and each
// backend in BENCH_BACKENDS (default postgres): seed a fresh database with server/src/cli/seed-scale.ts, start
// the production build (server/dist/main.js: run `npm run build -w server` first), and time sequential GET
// /api/products requests, BENCH_REQUESTS per query type (default 300) after BENCH_WARMUP (default 30):
//
//   first page        newest first, no filter
//   deep page         the page after a cursor ~N/2 rows into the newest-first catalog (keyset paging)
//   category + price  one category and a price band (newest first)
//   price sort        sort=price-asc, the page after a cursor ~N/2 rows in
//   text search       issue 34's kinds in turn, in the default order (relevance): one word, two words, a word
//                     prefix, a brand word + a prefix, a model code, a misspelt word, a Banglish word
//   (offset deep page ?page= at ~N/2 with limit 100, 20 requests, only to show what keyset paging avoids)
//
// The catalog keeps answers in memory (server/src/modules/catalog-cache), which would hide the database, so
// every request is distinct and misses it: deep pages and price pages each use another cursor (collected by
// walking on from the middle with limit=1), filters another price band, searches another text, and the first
// page another `q` made only of punctuation — the server drops that (no search words), so its SQL is exactly
// the plain first page's; only the cache key differs.
//
// On PostgreSQL the same requests are also run without HTTP through the server's own products service (via
// tsx: the expansion of the words, the catalog's statements, the "Did you mean" — all the server sends) to
// separate database time from HTTP, and the median request of each type is shown under EXPLAIN ANALYZE,
// statement by statement, for the largest size.
// Prints p50/p95 per type and size, the ratio largest ÷ smallest size, and a markdown table. The "text
// search · …" rows split the search mix by kind.
//
// PGlite is measured up to 100,000 products by default (BENCH_PGLITE_MAX raises it). A million works but is
// not the embedded engine's job: seeding took 146 s here (PostgreSQL: ~90 s), the data folder is 2.3 GB,
// the whole database runs single-threaded WebAssembly inside the server process (so database and HTTP work
// share one thread and the SQL-only timings below cannot be taken), and text search was ~2× slower than on
// PostgreSQL. Catalogs of that size belong on PostgreSQL (DATABASE_URL).
//
// Run (one benchmark at a time on a shared machine):
//   npm run build -w server && flock /tmp/bench.lock npm run bench:scale
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CATEGORIES } from '@bulkbazar/contract';
import {
  ADJECTIVES,
  BRANDS,
  MATERIALS as SEED_MATERIALS,
  NOUNS as SEED_NOUNS,
} from '../server/src/cli/scale-catalog-words.ts';
import { percentile, startShop } from './lib/server.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres').split(',');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const PGLITE_MAX = Number(process.env.BENCH_PGLITE_MAX ?? 100_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const serverDir = fileURLToPath(new URL('../server', import.meta.url));
const TARGET_MS = 15;
// Issue 34's bar for every kind of text search (its "text search · <kind>" rows): p50 / p95 over HTTP.
const SEARCH_TARGETS = { postgres: { p50: 10, p95: 50 }, pglite: { p50: 30, p95: Infinity } };
// BENCH_SEEDED: measure a database seeded before (`npm run seed:scale`) instead of seeding a fresh one — a
// postgres://… URL, or a PGlite data folder (its `pglite/` inside); one backend and one size (BENCH_SIZES,
// the count it was seeded with). It is left as it is. BENCH_TYPES: only these query types ("text search").
const SEEDED = process.env.BENCH_SEEDED;
const TYPES = process.env.BENCH_TYPES?.split(',');
if (SEEDED && (SIZES.length !== 1 || BACKENDS.length !== 1))
  throw new Error('BENCH_SEEDED needs one size (BENCH_SIZES) and one backend (BENCH_BACKENDS)');

// A deterministic generator, so every run asks the same questions.
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Searches use the words of the seeded catalog itself (loaded through tsx, see package.json), so they never
// drift from what seed-scale.ts writes: single words of its nouns, its materials, brands and adjectives.
const lastWords = (list) => [...new Set(list.map((w) => w.split(' ').at(-1).toLowerCase()))];
const NOUNS = lastWords(SEED_NOUNS.flat());
const MATERIALS = lastWords(SEED_MATERIALS);
const BRAND_WORDS = lastWords([...BRANDS, ...ADJECTIVES]);

const qs = (params) => new URLSearchParams(params).toString();

// Banglish words (Bengali typed in Latin letters, as on a phone keyboard without Avro) of the curated synonym
// groups (server/src/modules/search/synonym-groups.ts) whose English word is a noun of the scale catalog
// (ketli → kettle, charjar → charger, shari → saree): the catalog is in English, so these find it only
// through the synonyms.
const BANGLISH = [
  'chal',
  'chaal',
  'chawal',
  'atta',
  'suji',
  'daal',
  'chini',
  'lobon',
  'peyaj',
  'piyaj',
  'pyaj',
  'roshun',
  'alu',
  'aloo',
  'chaa',
  'ghi',
  'biskut',
  'nudls',
  'muri',
  'chira',
  'khejur',
  'saban',
  'shaban',
  'shampu',
  'sampu',
  'tuthpest',
  'moshari',
  'balti',
  'ketli',
  'blendar',
  'charjar',
  'bettary',
  'batari',
  'istri',
  'genji',
  'jins',
  'shari',
  'sharee',
  'lungee',
  'kamiz',
  'balish',
  'sandel',
  'moja',
  'tupi',
  'lipistik',
  'sugondhi',
  'tala',
  'haturi',
  'pamp',
  'jeneretor',
  'khata',
  'pensil',
  'chula',
  'tayar',
  'soyabin tel',
  'rais kukar',
  'selai meshin',
  'choter bosta',
  'chuler tel',
  'sorishar tel',
];
const VOCABULARY = new Set([
  ...NOUNS,
  ...MATERIALS,
  ...BRAND_WORDS,
  ...SEED_NOUNS.flat().flatMap((n) => n.split(' ')),
]);
const TYPO_WORDS = NOUNS.filter((w) => /^[a-z]{5,}$/.test(w));

/** A misspelling of `word` a shopper makes: a letter dropped, two swapped or one doubled (never the first). */
function misspell(word, rand) {
  const i = 1 + Math.floor(rand() * (word.length - 2));
  const op = Math.floor(rand() * 3);
  if (op === 0) return word.slice(0, i) + word.slice(i + 1);
  if (op === 1) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return word.slice(0, i) + word[i] + word.slice(i);
}

/**
 * n distinct search texts, cycling through the kinds of search a shopper types (issue 34's list). A kind
 * whose texts run out (Banglish: 60 words) repeats them with a trailing punctuation mark, which the server
 * drops from the words but which is another catalog-cache key: the same SQL, not a cached answer.
 */
function searches(n, rand) {
  const pickOf = (list) => list[Math.floor(rand() * list.length)];
  const kinds = [
    ['one word', () => pickOf(NOUNS)],
    ['two words', () => `${pickOf(MATERIALS)} ${pickOf(NOUNS)}`],
    ['word prefix', () => pickOf(NOUNS).slice(0, 4)],
    ['brand + prefix', () => `${pickOf(BRAND_WORDS)} ${pickOf(NOUNS).slice(0, 3)}`],
    [
      'model code',
      () =>
        `${String.fromCharCode(97 + Math.floor(rand() * 26), 97 + Math.floor(rand() * 26))}${1000 + Math.floor(rand() * 9000)}`,
    ],
    [
      'misspelt',
      () => {
        const typo = misspell(pickOf(TYPO_WORDS), rand);
        return VOCABULARY.has(typo) ? '' : typo;
      },
    ],
    // Each word once, then again with a punctuation mark (see above).
    [
      'banglish',
      () => {
        const round = Math.floor(banglish / BANGLISH.length);
        const word = BANGLISH[banglish++ % BANGLISH.length];
        return round ? `${word}${punctuation(round - 1)}` : word;
      },
    ],
  ];
  let banglish = 0;
  const seen = new Set();
  const out = [];
  for (let i = 0; out.length < n && i < n * 50; i++) {
    const [kind, make] = kinds[out.length % kinds.length];
    const q = make();
    if (q && !seen.has(q)) {
      seen.add(q);
      out.push({ query: qs({ q }), kind });
    }
  }
  return out;
}

/** A `q` of punctuation only: no search words, so the first page's SQL, under a cache key of its own. */
function punctuation(i) {
  const chars = '-.,!?*+/#~@';
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor(n / chars.length)) s += chars[n % chars.length];
  return s;
}

async function get(base, query) {
  const started = performance.now();
  const res = await fetch(`${base}/api/products?${query}`);
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`GET /api/products?${query}: ${res.status} ${body.slice(0, 200)}`);
  return { ms, body: JSON.parse(body) };
}

/** n cursors of consecutive positions from about half-way into the `sort` order (approxRows long). */
async function cursorsFrom(base, sort, approxRows, n) {
  const page = Math.max(1, Math.min(10_000, Math.round((approxRows * 0.5) / 100)));
  const start = await get(base, qs({ sort, limit: 100, page }));
  let cursor = start.body.nextCursor;
  const cursors = [];
  while (cursors.length < n && cursor) {
    cursors.push(cursor);
    cursor = (await get(base, qs({ sort, limit: 1, cursor }))).body.nextCursor;
  }
  if (cursors.length < n) throw new Error(`only ${cursors.length} ${sort} cursors from the middle`);
  return { cursors, page };
}

/** The request lists (WARMUP + REQUESTS each, all distinct) of every query type. */
async function workloads(base, size) {
  const rand = prng(size);
  const total = WARMUP + REQUESTS;
  const approved = size * 0.96;
  const wanted = (name) => !TYPES || TYPES.some((t) => name.includes(t) || t.includes(name));
  const none = { cursors: [], page: 1 };
  const newest = wanted('deep page') ? await cursorsFrom(base, 'newest', approved, total) : none;
  const cheapest = wanted('price sort') ? await cursorsFrom(base, 'price-asc', approved, total) : none;
  const bands = new Set();
  const filtered = [];
  while (filtered.length < total) {
    const min = Math.round(Math.exp(Math.log(10) + rand() * (Math.log(50_000) - Math.log(10))));
    const max = Math.round(min * (2 + rand() * 8));
    // The contract's index exports the categories, not the bare slug list (category-slugs.ts).
    const category = CATEGORIES[Math.floor(rand() * CATEGORIES.length)].slug;
    const query = qs({ category, minPrice: min, maxPrice: max });
    if (bands.has(query)) continue;
    bands.add(query);
    filtered.push({ query });
  }
  const types = [
    ['first page', Array.from({ length: total }, (_, i) => ({ query: qs({ q: punctuation(i) }) }))],
    ['deep page (cursor)', newest.cursors.map((cursor) => ({ query: qs({ cursor }) }))],
    ['category + price', filtered],
    ['price sort (cursor)', cheapest.cursors.map((cursor) => ({ query: qs({ sort: 'price-asc', cursor }) }))],
    ['text search', searches(total, rand)],
    [
      'offset deep page (contrast)',
      Array.from({ length: 25 }, (_, i) => ({
        query: qs({ limit: 100, page: Math.min(10_000, newest.page + 1 + i) }),
      })),
      5,
    ],
  ];
  return TYPES ? types.filter(([name]) => TYPES.includes(name)) : types;
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), n: sorted.length };
};

/**
 * The same requests straight against the database, through the server's own catalog code (its repo and the
 * query schema, loaded with tsx; each request is the one or two statements the server would send), timed in
 * a child process. For the largest size, the request with the median time is run again under EXPLAIN
 * (ANALYZE, BUFFERS), statement by statement.
 */
function measureDb(dbUrl, types, explain) {
  const code = `
    import { drizzle } from 'drizzle-orm/node-postgres';
    import pg from 'pg';
    import { productListQuerySchema } from '@bulkbazar/contract';
    import { createCatalogRepo } from './src/modules/products/catalog.repo.ts';
    import { createProductsService } from './src/modules/products/products.service.ts';
    import { createSearchTerms } from './src/modules/search/search-terms.service.ts';
    import { createSearchVocabularyRepo } from './src/modules/search/search-vocabulary.repo.ts';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const { url, types, explain } = JSON.parse(input);
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    let log = [];
    const db = drizzle({ client: pool, logger: { logQuery: (sql, params) => log.push({ sql, params }) } });
    // As composition.ts wires them: the search words expanded (synonyms, Banglish), the catalog, the correction.
    const service = createProductsService(createCatalogRepo(db), createSearchTerms(createSearchVocabularyRepo(db)));
    const run = async (q) => {
      const query = productListQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
      log = [];
      const started = performance.now();
      await service.listCatalog(query);
      return { ms: performance.now() - started, statements: log };
    };
    const out = { times: {}, statements: {}, plans: {} };
    for (const [name, queries, warmup] of types) {
      const measured = [];
      for (const [i, q] of queries.entries()) {
        const r = await run(q);
        if (i >= warmup) measured.push({ i, ms: r.ms, n: r.statements.length });
      }
      out.times[name] = measured.map((m) => m.ms);
      out.statements[name] = measured.map((m) => m.n);
      if (explain) {
        const median = [...measured].sort((a, b) => a.ms - b.ms)[Math.floor(measured.length / 2)];
        const { statements } = await run(queries[median.i]);
        out.plans[name] = [];
        for (const s of statements) {
          const { rows } = await pool.query('explain (analyze, buffers) ' + s.sql, s.params);
          out.plans[name].push({ params: s.params, plan: rows.map((r) => r['QUERY PLAN']).join('\\n') });
        }
      }
    }
    out.version = (await pool.query('show server_version')).rows[0].server_version;
    await pool.end();
    process.stdout.write(JSON.stringify(out));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      cwd: serverDir,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (c) =>
      c === 0 ? resolve(JSON.parse(out)) : reject(new Error(`database timing helper exited ${c}`)),
    );
    child.stdin.end(
      JSON.stringify({
        url: dbUrl,
        explain,
        types: types.map(([name, list, warmup = WARMUP]) => [name, list.map((r) => r.query), warmup]),
      }),
    );
  });
}

/** The database startShop created just now (bb_bench_<base-36 time>, between `from` and `to`). */
async function benchDatabase(from, to) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  const { rows } = await c.query(`select datname from pg_database where datname like 'bb_bench_%'`);
  await c.end();
  const found = rows
    .map((r) => r.datname)
    .filter((n) => {
      const t = parseInt(n.slice('bb_bench_'.length), 36);
      return t >= from && t <= to;
    });
  if (found.length !== 1) throw new Error(`cannot tell the bench database from ${JSON.stringify(found)}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${found[0]}`;
  return url.toString();
}

async function measureSql(dbUrl, types, explain) {
  const out = await measureDb(dbUrl, types, explain);
  const results = {};
  const plans = {};
  for (const [name, list, warmup = WARMUP] of types) {
    const times = out.times[name];
    results[name] = stats(times);
    const counts = [...out.statements[name]].sort((a, b) => a - b);
    results[name].note = `${counts[0]}–${counts.at(-1)} statements`;
    const kinds = {};
    for (const [j, ms] of times.entries()) {
      const kind = list[j + warmup].kind;
      if (kind) (kinds[`${name} · ${kind}`] ??= []).push(ms);
    }
    for (const [k, t] of Object.entries(kinds)) results[k] = stats(t);
    if (out.plans[name]) plans[name] = out.plans[name];
  }
  return { results, plans, version: out.version };
}

async function measureHttp(base, types) {
  const results = {};
  const kinds = {};
  for (const [name, list, warmup = WARMUP] of types) {
    const times = [];
    for (const [i, { query, kind }] of list.entries()) {
      const { ms } = await get(base, query);
      if (i < warmup) continue;
      times.push(ms);
      if (kind) (kinds[`${name} · ${kind}`] ??= []).push(ms);
    }
    results[name] = stats(times);
  }
  for (const [k, times] of Object.entries(kinds)) results[k] = stats(times);
  return results;
}

const fmt = (ms) => (ms === undefined ? '–' : ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
const runs = [];
const allPlans = [];
let pgVersion = '';
const largest = Math.max(...SIZES);
for (const backend of BACKENDS) {
  for (const size of SIZES) {
    if (backend === 'pglite' && size > PGLITE_MAX) {
      console.log(
        `\nskipping pglite at ${size.toLocaleString('en')}: PGlite is measured up to ${PGLITE_MAX.toLocaleString('en')} (see the comment at the top)`,
      );
      continue;
    }
    console.log(`\n== ${backend}, ${size.toLocaleString('en')} products ==`);
    const from = Date.now();
    const seeded = !SEEDED ? {} : backend === 'postgres' ? { DATABASE_URL: SEEDED } : { DATA_DIR: SEEDED };
    const shop = SEEDED
      ? await startShop('pglite', { SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', ...seeded }, 0)
      : await startShop(backend, { SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' }, size);
    const seedSeconds = (Date.now() - from) / 1000;
    try {
      const types = await workloads(shop.base, size);
      const http = await measureHttp(shop.base, types);
      let sqlOnly = {};
      if (backend === 'postgres') {
        const measured = await measureSql(
          SEEDED ?? (await benchDatabase(from, Date.now())),
          types,
          size === largest,
        );
        sqlOnly = measured.results;
        pgVersion = measured.version;
        for (const [name, statements] of Object.entries(measured.plans))
          allPlans.push({ backend, size, name, statements });
      }
      runs.push({ backend, size, seedSeconds, http, sqlOnly });
      console.table(
        Object.fromEntries(
          Object.entries(http).map(([name, h]) => [
            name,
            {
              'HTTP p50 ms': fmt(h.p50),
              'HTTP p95 ms': fmt(h.p95),
              'no-HTTP p50 ms': fmt(sqlOnly[name]?.p50),
              'no-HTTP p95 ms': fmt(sqlOnly[name]?.p95),
              n: h.n,
              note: sqlOnly[name]?.note ?? '',
            },
          ]),
        ),
      );
    } finally {
      await shop.stop();
    }
  }
}

for (const { backend, size, name, statements } of allPlans) {
  for (const [i, { params, plan }] of statements.entries())
    console.log(
      `\n-- plan: ${backend} ${size.toLocaleString('en')} · ${name} (median request, statement ${i + 1} of ${statements.length}) · params ${JSON.stringify(params)}\n${plan}`,
    );
}

// The summary: p50/p95 per type and size, and the growth from the smallest to the largest size.
const mark = (backend, name, { p50, p95 }) => {
  const search = name.startsWith('text search · ') && SEARCH_TARGETS[backend];
  if (search) return p50 <= search.p50 && p95 <= search.p95 ? '' : ' ✗';
  return p50 <= TARGET_MS ? '' : ' ✗';
};
const lines = [];
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
lines.push(`Catalog at scale — ${new Date().toISOString()}`);
lines.push(
  `Machine: ${cpu}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${os.platform()} ${os.release()}${pgVersion ? `, PostgreSQL ${pgVersion}` : ''}`,
);
lines.push(
  `Command: ${SEEDED ? `BENCH_SEEDED=${SEEDED} ` : ''}${TYPES ? `BENCH_TYPES="${TYPES.join(',')}" ` : ''}BENCH_SIZES=${SIZES.join(',')} BENCH_BACKENDS=${BACKENDS.join(',')} BENCH_REQUESTS=${REQUESTS} BENCH_WARMUP=${WARMUP} flock /tmp/bench.lock npm run bench:scale`,
);
lines.push(
  'Sequential requests, each distinct (no catalog-cache hits), searches in the default order (relevance); ms; ✗ = ' +
    "a search kind above issue 34's bar (PostgreSQL p50 10 / p95 50, PGlite p50 30), another row p50 above 15. " +
    '"no HTTP": the same requests through the server\'s own products service in a child process (expansion, ' +
    'catalog, "Did you mean"; PostgreSQL only).',
);
lines.push('');
for (const backend of BACKENDS) {
  const mine = runs.filter((r) => r.backend === backend);
  if (!mine.length) continue;
  const names = Object.keys(mine[0].http);
  const small = mine[0];
  const big = mine.at(-1);
  lines.push(
    `**${backend}** (seed + start: ${mine.map((r) => `${r.size.toLocaleString('en')} in ${r.seedSeconds.toFixed(0)} s`).join(', ')})`,
  );
  lines.push('');
  lines.push(
    `| query | ${mine.map((r) => `${r.size.toLocaleString('en')} HTTP p50 / p95`).join(' | ')} | ${mine.map((r) => `${r.size.toLocaleString('en')} no-HTTP p50 / p95`).join(' | ')} | HTTP p50 ${big.size.toLocaleString('en')} ÷ ${small.size.toLocaleString('en')} | no-HTTP p50 ÷ |`,
  );
  lines.push(`|---|${mine.map(() => '---|').join('')}${mine.map(() => '---|').join('')}---|---|`);
  for (const name of names) {
    const h = mine.map((r) => r.http[name]);
    const s = mine.map((r) => r.sqlOnly[name]);
    const ratio = (a, b) => (a && b ? `${(a.p50 / b.p50).toFixed(2)}×` : '–');
    lines.push(
      `| ${name} | ${h.map((x) => (x ? `${fmt(x.p50)} / ${fmt(x.p95)}${mark(backend, name, x)}` : '–')).join(' | ')} | ${s.map((x) => (x ? `${fmt(x.p50)} / ${fmt(x.p95)}` : '–')).join(' | ')} | ${ratio(h.at(-1), h[0])} | ${ratio(s.at(-1), s[0])} |`,
    );
  }
  lines.push('');
}
console.log(`\n${lines.join('\n')}`);
