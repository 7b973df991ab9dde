// Issue 30's bulk import at its limit: a generated 10,000-row CSV (2,500 garments × 4 variants — sizes S/M/L/XL
// in one colour) validated (a dry run) and then imported (confirm) on PGlite, through the app's HTTP routes
// in-process (inject), timed from the upload to the job's end. Target: validate + import ≤ 60 s.
// Then the same file again: every listing matched by SKU, nothing changed (the re-import path's time).
//
// Run (one benchmark at a time on a shared machine):
//   flock /tmp/bench.lock npm run bench:import
import { randomUUID } from 'node:crypto';
import { LISTING_SHEET_HEADERS_EN } from '@bulkbazar/contract';
import { buildTestApp } from '../server/test/build-test-app.ts';
import { asCookie, signUp } from '../server/test/auth-helpers.ts';
import { filePart, multipartBody } from '../server/src/modules/uploads/multipart-bodies.ts';

const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 2500);
const SIZES = ['S', 'M', 'L', 'XL'];
const TARGET_S = 60;

function csv() {
  const lines = [LISTING_SHEET_HEADERS_EN.join(',')];
  for (let p = 0; p < PRODUCTS; p++)
    for (const size of SIZES) {
      const row = {
        handle: `polo-${p}`,
        name: `Cotton polo ${p}`,
        description: 'Combed cotton pique 200 GSM',
        category: 'Fashion & Apparel',
        brand: 'Mirpur Knit',
        price: String(180 + (p % 50)),
        minimum: '40',
        pack: '2',
        tiers: '100:170; 500:160',
        variant_rule: 'mixed',
        option1_name: 'Size',
        option1_value: size,
        option2_name: 'Colour',
        option2_value: 'Navy',
        sku: `POLO-${p}-${size}`,
        stock: '120',
        image: `/uploads/u/${randomUUID()}.webp`,
      };
      lines.push(LISTING_SHEET_HEADERS_EN.map((h) => row[h] ?? '').join(','));
    }
  return Buffer.from(lines.join('\n'));
}

const t = await buildTestApp();
const seller = await signUp(t.app, { name: 'Bench Garments' });
const headers = asCookie(seller);

async function job(id) {
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: `/api/myproducts/import/${id}`, headers });
    const body = res.json();
    if (['ready', 'done', 'failed'].includes(body.status)) return body;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function upload(bytes, dryRun) {
  const form = multipartBody([filePart(bytes, 'bench.csv', 'text/csv')]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/myproducts/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
  if (res.statusCode !== 202) throw new Error(`upload refused: ${res.statusCode} ${res.body}`);
  return res.json().jobId;
}

const file = csv();
const rows = PRODUCTS * SIZES.length;
console.log(
  `bench:import — ${rows} rows (${PRODUCTS} products × ${SIZES.length} variants), ${(file.length / 1024 / 1024).toFixed(1)} MB, PGlite`,
);
let start = performance.now();
const id = await upload(file, true);
const checked = await job(id);
const validateS = (performance.now() - start) / 1000;
if (checked.rows.length)
  throw new Error(`unexpected row errors: ${JSON.stringify(checked.rows.slice(0, 3))}`);
start = performance.now();
await t.app.inject({ method: 'POST', url: `/api/myproducts/import/${id}/confirm`, headers });
const done = await job(id);
const importS = (performance.now() - start) / 1000;
start = performance.now();
const again = await job(await upload(file, false));
const reimportS = (performance.now() - start) / 1000;
await t.close();
console.log(`validate (dry run)   ${validateS.toFixed(1)} s`);
console.log(`import (confirm)     ${importS.toFixed(1)} s  — created ${done.created}, status ${done.status}`);
console.log(`total                ${(validateS + importS).toFixed(1)} s  (target ≤ ${TARGET_S} s)`);
console.log(
  `re-import, no change ${reimportS.toFixed(1)} s  — unchanged ${again.unchanged}, updated ${again.updated}`,
);
