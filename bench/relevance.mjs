// npm run bench:relevance — how well the catalog search answers a Bangladeshi buyer (issue 34): the judged
// queries of search-relevance/queries.json (Bengali, English, Banglish, misspelt, mixed) against the demo shop,
// seeded into an in-memory PGlite and asked through the products service as GET /api/products?q=&limit=10
// asks it. Prints recall@10, precision@10 and nDCG@10 per kind and overall, and the queries that missed.
//   recall@10     share of a query's "must" products in its first 10 results
//   precision@10  of the judged products in the first 10 ("must" or "mustNot"), the share that are "must"
//                 (1 when none is judged); unjudged products are neither
//   nDCG@10       binary gain of "must" products by position (log2 discount), over the ideal order
import { readFile } from 'node:fs/promises';
import { productListQuerySchema } from '@bulkbazar/contract';
import { openPglite } from '../server/src/db/client.ts';
import { runMigrations } from '../server/src/db/migrate.ts';
import { createCatalogRepo } from '../server/src/modules/products/catalog.repo.ts';
import { createProductsService } from '../server/src/modules/products/products.service.ts';
import { createSearchTerms } from '../server/src/modules/search/search-terms.service.ts';
import { createSearchVocabularyRepo } from '../server/src/modules/search/search-vocabulary.repo.ts';
import { seedDemoData } from '../server/src/seed/seed.ts';

const { queries } = JSON.parse(
  await readFile(new URL('./search-relevance/queries.json', import.meta.url), 'utf8'),
);
const database = await openPglite(undefined);
await runMigrations(database);
await seedDemoData(database.db, { info: () => {} });
const db = database.db;
const service = createProductsService(
  createCatalogRepo(db),
  createSearchTerms(createSearchVocabularyRepo(db)),
);

// Every judged product must be on sale in the demo, or the judgement is about nothing.
const onSale = new Set(
  (await db.execute(`select product_name from products where status = 'approved'`)).rows.map(
    (r) => r.product_name,
  ),
);
const unknown = [...new Set(queries.flatMap((q) => [...q.must, ...q.mustNot]))].filter((n) => !onSale.has(n));
if (unknown.length) throw new Error(`judged products not on sale in the demo: ${unknown.join(', ')}`);

const perKind = new Map();
const misses = [];
const started = performance.now();
for (const judged of queries) {
  const page = await service.listCatalog(productListQuerySchema.parse({ q: judged.q, limit: 10 }));
  const top = page.products.map((p) => p.productName);
  const must = new Set(judged.must);
  const mustNot = new Set(judged.mustNot);
  const hits = top.filter((n) => must.has(n)).length;
  const wrong = top.filter((n) => mustNot.has(n)).length;
  const recall = hits / must.size;
  const precision = hits + wrong ? hits / (hits + wrong) : 1;
  const dcg = top.reduce((s, n, i) => s + (must.has(n) ? 1 / Math.log2(i + 2) : 0), 0);
  let ideal = 0;
  for (let i = 0; i < Math.min(10, must.size); i++) ideal += 1 / Math.log2(i + 2);
  const ndcg = dcg / ideal;
  for (const kind of [judged.kind, 'overall']) {
    const k = perKind.get(kind) ?? { n: 0, recall: 0, precision: 0, ndcg: 0 };
    k.n++;
    k.recall += recall;
    k.precision += precision;
    k.ndcg += ndcg;
    perKind.set(kind, k);
  }
  if (recall < 1 || wrong)
    misses.push(
      `  ${judged.kind} "${judged.q}": recall ${recall.toFixed(2)}, ${wrong} unwanted; got ${top.slice(0, 5).join(' | ') || '(nothing)'}`,
    );
}
const ms = performance.now() - started;
await database.close();

const f = (x) => x.toFixed(3);
console.log(
  `search relevance: ${queries.length} judged queries over the demo shop (PGlite, in memory), ${(ms / queries.length).toFixed(1)} ms a query`,
);
console.log('kind       queries  recall@10  precision@10  nDCG@10');
for (const [kind, k] of [...perKind].sort(
  ([a], [b]) => (a === 'overall') - (b === 'overall') || a.localeCompare(b),
))
  console.log(
    `${kind.padEnd(10)} ${String(k.n).padStart(7)}  ${f(k.recall / k.n).padStart(9)}  ${f(k.precision / k.n).padStart(12)}  ${f(k.ndcg / k.n).padStart(7)}`,
  );
if (misses.length) console.log(`\nmissed (${misses.length}):\n${misses.join('\n')}`);
