// Lighthouse on the storefront's three entry pages: / (home), /products and /product/<id>, against the
// production build served by the shop itself on PGlite with its demo data. Lighthouse's default config: a mobile
// phone with simulated throttling (slow 4G, 4× CPU slowdown). Each page is measured LIGHTHOUSE_RUNS times (3), in
// a fresh headless Chromium each time, and the script prints every run's scores and, per page, the median
// performance score, accessibility score and median LCP. Targets: performance ≥ 98, accessibility ≥ 95.
//
// It builds nothing: run `npm run build` first. Run: npm run bench:lighthouse (one measurement at a time on a
// shared machine: `flock /tmp/bench.lock npm run bench:lighthouse`). CHROME_PATH overrides /usr/bin/chromium;
// LIGHTHOUSE_REPORT_DIR=<dir> also writes each run's full JSON report there. Every page is measured in each
// language of LIGHTHOUSE_LANGS (default 'en,bn'): Bengali through the `lang` cookie, as the navbar's switch sets it;
// LIGHTHOUSE_PAGES (default all: home,products,product) narrows the pages for a quick A/B.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop } from './lib/server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const TARGETS = { performance: 98, accessibility: 95 };
const LANGS = (process.env.LIGHTHOUSE_LANGS ?? 'en,bn').split(',').map((l) => l.trim());
// LIGHTHOUSE_PAGES=products,product measures only those of the three pages (home, products, product).
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The audits of a category that lost points, worst first: what to look at when a score is below target. */
function losses(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map(
      (audit) =>
        `${audit.id} (${Math.round(audit.score * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
    );
}

// Trace-recording failures Lighthouse itself says to retry ("Please run Lighthouse again"): they come from a
// loaded machine, not from the page, so a run that hits one is repeated (at most twice) rather than lost.
const TRANSIENT_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

async function auditWithRetry(...args) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(...args);
    } catch (err) {
      if (!err.transient || attempt === 3) throw err;
      console.log(`  ${err.message}: running it again`);
    }
  }
}

async function audit(url, name, run, lang) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(lang === 'en' ? {} : { extraHeaders: { Cookie: `lang=${lang}` } }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      const err = new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      err.transient = TRANSIENT_ERRORS.has(lhr.runtimeError.code);
      throw err;
    }
    if (REPORT_DIR) {
      await mkdir(REPORT_DIR, { recursive: true });
      await writeFile(join(REPORT_DIR, `${name}-${run}.json`), result.report);
    }
    return {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      // Lighthouse's measure of this machine's CPU; the 4× slowdown assumes a fast desktop (≈1500 or more).
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      lost: { performance: losses(lhr, 'performance'), accessibility: losses(lhr, 'accessibility') },
    };
  } finally {
    await chrome.kill();
  }
}

async function approvedProductId(base) {
  const res = await fetch(`${base}/api/products?limit=1`);
  if (!res.ok) throw new Error(`GET /api/products answered ${res.status}`);
  const { products } = await res.json();
  if (!products?.length) throw new Error('No approved product: is SEED_DEMO_DATA on?');
  return products[0]._id;
}

const shop = await startShop('pglite', { SEED_DEMO_DATA: 'true' });
let failed = false;
try {
  const pages = [
    ['home', '/'],
    ['products', '/products'],
    ['product', `/product/${await approvedProductId(shop.base)}`],
  ].filter(([name]) => !ONLY || ONLY.includes(name));
  const summary = [];
  for (const [name, path, lang] of LANGS.flatMap((l) => pages.map(([n, p]) => [`${n}-${l}`, p, l]))) {
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const r = await auditWithRetry(`${shop.base}${path}`, name, run, lang);
      runs.push(r);
      console.log(
        `${path} (${lang}) run ${run}: performance ${r.performance}, accessibility ${r.accessibility}, ` +
          `best practices ${r.bestPractices}, SEO ${r.seo}; LCP ${Math.round(r.lcp)} ms, ` +
          `FCP ${Math.round(r.fcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}; ` +
          `CPU benchmark index ${r.benchmarkIndex}`,
      );
      for (const category of ['performance', 'accessibility']) {
        if (r.lost[category].length)
          console.log(`  ${category} lost points on: ${r.lost[category].join('; ')}`);
      }
    }
    summary.push({
      path,
      lang,
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      lcp: Math.round(median(runs.map((r) => r.lcp))),
    });
  }
  console.log(
    `\nMedians of ${RUNS} runs (mobile, simulated throttling; targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility})`,
  );
  console.table(summary);
  const below = summary.filter(
    (s) => s.performance < TARGETS.performance || s.accessibility < TARGETS.accessibility,
  );
  if (below.length) console.log(`Below target: ${below.map((s) => s.path).join(', ')}`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await shop.stop();
}
process.exit(failed ? 1 : 0);
