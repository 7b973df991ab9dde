// Catalog throughput, side by side in one run: a bare Fastify server answering a fixed object versus the
// shop's production build with 100,000 products, on GET /api/products (first page, a category page, and
// searches that miss the cache), with autocannon: 10 connections, a warm-up, then BENCH_SECONDS of load.
// Prints req/s, p50/p99 latency and the ratio ours ÷ bare, for the JSON answers and for the server-rendered
// /products page (issue 18). Run: npm run bench:catalog (after npm run build).
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { startScript, startShop } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const WORDS = [
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
  'lantern',
  'saree',
  'cable',
  'battery',
  'notebook',
];

function load(url, { vary, headers } = {}) {
  const options = { url, connections: 10, duration: SECONDS, headers };
  if (vary) {
    // Every request a different search, so none is answered from the catalog cache.
    let n = 0;
    options.requests = [
      {
        setupRequest: (req) => ({
          ...req,
          // (n only grows, so no search repeats and none can come from the cache)
          path: `/api/products?view=card&q=${WORDS[n % WORDS.length]}+${++n}`,
        }),
      },
    ];
  }
  return new Promise((resolve, reject) =>
    autocannon(options, (err, res) => (err ? reject(err) : resolve(res))),
  );
}

async function measure(name, url, opts) {
  await load(url, opts).then(() => {}); // warm-up pass of the same length would double the time: keep it short
  const r = await load(url, opts);
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

const bare = await startScript(fileURLToPath(new URL('./lib/bare-server.mjs', import.meta.url)));
const yardstick = await measure('bare Fastify, fixed object', `${bare.base}/`);
await bare.stop();

const rows = [yardstick];
for (const backend of (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',')) {
  const shop = await startShop(backend, { SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' }, PRODUCTS);
  try {
    rows.push(await measure(`${backend}: first page (whole products)`, `${shop.base}/api/products`));
    // What the storefront asks for: the same page as cards.
    rows.push(await measure(`${backend}: first page (cards)`, `${shop.base}/api/products?view=card`));
    // The same page as the server renders it (issue 18), kept with the catalog's answers, as a browser asks.
    rows.push(
      await measure(`${backend}: /products HTML (cached)`, `${shop.base}/products`, {
        headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en' },
      }),
    );
    rows.push(
      await measure(
        `${backend}: category page 3 (cards)`,
        `${shop.base}/api/products?category=fashion-apparel&page=3&view=card`,
      ),
    );
    rows.push(await measure(`${backend}: uncached searches`, `${shop.base}/api/products`, { vary: true }));
  } finally {
    await shop.stop();
  }
}
for (const r of rows) r['ours ÷ bare'] = (r.rps / yardstick.rps).toFixed(2);
console.log(
  `\nCatalog throughput, ${PRODUCTS.toLocaleString('en')} products, 10 connections, ${SECONDS} s (${new Date().toISOString()})`,
);
console.table(rows);
