// Checkouts per second: 50 concurrent buyers each placing 5-line carts (POST /api/checkout with `items`) over 10
// products of 3 sellers, on PGlite and on PostgreSQL, each line through the quantity engine and the stock guard.
// Then the stock check for every product: initial = stock now + units in placed checkouts.
// Run: npm run build -w server && npm run bench:checkout. Bounded by BENCH_SECONDS and BENCH_MAX_CHECKOUTS.
import { post as postKeptAlive } from './lib/post.mjs';
import { account, percentile, startShop } from './lib/server.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MAX_CHECKOUTS = Number(process.env.BENCH_MAX_CHECKOUTS ?? 20_000);
const LINES = 5;
const PRODUCTS = 10;
const STOCK = 1_000_000;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench admin password' };
// The database server the PostgreSQL run creates its own database on (and drops it after).
process.env.BENCH_DATABASE_URL ??= process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A small deterministic generator (mulberry32): every run offers the same carts. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const json = (token) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function post(base, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Ten listings of three sellers: packs of 1, 6 or 12, a volume price from ten packs, approved by the admin. */
async function listProducts(base, admin) {
  const sellers = await Promise.all([0, 1, 2].map((i) => account(base, `seller${i}@bench.example.com`)));
  const products = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const pack = [1, 6, 12][i % 3];
    const price = 50 + i * 7.25;
    const { insertedId } = await post(base, '/api/addproduct', sellers[i % 3], {
      productName: `Bench item ${i}`,
      image: '/uploads/seed/electronics-gadgets-1.webp',
      brand: 'Bench',
      category: 'electronics-gadgets',
      description: 'Bought by the carton',
      price,
      maxQuantity: STOCK,
      minQuantity: pack,
      orderIncrement: pack,
      priceTiers: [{ minQuantity: pack * 10, price: price - 5 }],
    });
    await post(base, `/api/admin/products/${insertedId}/approve`, admin, {});
    products.push({ id: insertedId, pack });
  }
  return products;
}

async function run(backend) {
  const shop = await startShop(backend, {
    SEED_DEMO_DATA: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT_MAX: '10000',
    WRITE_RATE_LIMIT_MAX: '1000000',
    DATABASE_POOL_MAX: '20',
  });
  try {
    const { base } = shop;
    const admin = await account(base, ADMIN.email, ADMIN.password);
    const products = await listProducts(base, admin);
    const buyers = [];
    for (let i = 0; i < BUYERS; i += 10)
      buyers.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, BUYERS - i) }, (_, j) =>
            account(base, `buyer${i + j}@bench.example.com`),
          ),
        )),
      );

    const next = random(2026);
    const cart = () =>
      [...products]
        .sort(() => next() - 0.5)
        .slice(0, LINES)
        .map((p) => ({ productId: p.id, quantity: p.pack * (1 + Math.floor(next() * 15)) }));
    const sold = new Map(products.map((p) => [p.id, 0]));
    const latencies = [];
    const failures = new Map();
    let placed = 0;
    let orders = 0;
    let started = 0;
    const end = Date.now() + SECONDS * 1000;
    const t0 = Date.now();
    await Promise.all(
      buyers.map(async (token) => {
        while (Date.now() < end && started < MAX_CHECKOUTS) {
          started++;
          const items = cart();
          const t = performance.now();
          const res = await postKeptAlive(
            `${base}/api/checkout`,
            json(token),
            JSON.stringify({ items, shippingAddress: 'House 1, Road 1, Dhaka', phoneNumber: '01712345678' }),
          );
          const body = JSON.parse(res.body);
          latencies.push(performance.now() - t);
          if (res.status === 200) {
            placed++;
            orders += body.orders.length;
            for (const l of items) sold.set(l.productId, sold.get(l.productId) + l.quantity);
          } else {
            const key = `${res.status} ${body.code}`;
            failures.set(key, (failures.get(key) ?? 0) + 1);
          }
        }
      }),
    );
    const elapsed = (Date.now() - t0) / 1000;
    let broken = 0;
    for (const p of products) {
      const now = await fetch(`${base}/api/product/${p.id}`).then((r) => r.json());
      if (now.maxQuantity + sold.get(p.id) !== STOCK) broken++;
    }
    latencies.sort((a, b) => a - b);
    const unitsSold = [...sold.values()].reduce((a, b) => a + b, 0);
    return {
      backend,
      'checkouts/s': Math.round(placed / elapsed),
      'lines/s': Math.round((placed * LINES) / elapsed),
      placed,
      orders,
      failed: [...failures.values()].reduce((a, b) => a + b, 0),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p99 ms': Math.round(percentile(latencies, 99)),
      'stock check':
        broken === 0 ? `ok (${PRODUCTS} products, ${unitsSold} units)` : `BROKEN for ${broken} products`,
      failures: [...failures].map(([k, n]) => `${k} ×${n}`).join(', ') || '-',
    };
  } finally {
    await shop.stop();
  }
}

const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres').split(',');
const rows = [];
for (const backend of backends) rows.push(await run(backend));
console.log(
  `\n${BUYERS} concurrent buyers, ${LINES}-line checkouts over ${PRODUCTS} products of 3 sellers, ` +
    `${SECONDS} s (at most ${MAX_CHECKOUTS} checkouts) each (${new Date().toISOString()})`,
);
console.table(rows);
if (rows.some((r) => r['stock check'].startsWith('BROKEN') || r.failed > 0)) process.exit(1);
