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
//
// Three profiles (LIGHTHOUSE_PROFILES, default all three: default,3g-repeat,low-end), issue 32:
// - default: Lighthouse's mobile preset as above (simulated slow 4G, 4× CPU).
// - 3g-repeat: a returning visitor on a weak line — `/` and the product page loaded once (the service worker
//   installs and caches), then audited again in the same browser with its storage kept, under Lighthouse's
//   "regular 3G" (300 ms, 700 Kbps) applied by DevTools throttling, so the cached load is what is measured.
// - low-end: a cheap phone on slow 4G. Lighthouse's 4× CPU slowdown assumes a fast desktop, so on a slower or a
//   faster machine it measures a different phone; here the slowdown is this machine's benchmark index (the
//   median of the default profile's runs, or of one calibration run) divided by the phone's index
//   (LIGHTHOUSE_PHONE_INDEX, default 250: the lower part of the "mid-tier mobile" class of Lighthouse's
//   throttling docs, 125–800), so the figure holds on a fast or a slow machine.
// Targets of the two phone profiles (issue 32): performance ≥ 95 and total blocking time ≤ 200 ms.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { startShop } from './lib/server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const TARGETS = { performance: 98, accessibility: 95 };
const PHONE_TARGETS = { performance: 95, tbt: 200 };
const PROFILES = (process.env.LIGHTHOUSE_PROFILES ?? 'default,3g-repeat,low-end')
  .split(',')
  .map((p) => p.trim());
const PHONE_INDEX = Number(process.env.LIGHTHOUSE_PHONE_INDEX ?? 250);
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

/**
 * One Lighthouse run of `url` in a fresh Chromium. `settings` are the profile's (throttling); `repeat` loads the
 * page once first, unmeasured, in the same browser and keeps its storage for the measured load.
 */
async function audit(url, name, run, lang, { settings = {}, repeat = false } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(lang === 'en' ? {} : { extraHeaders: { Cookie: `lang=${lang}` } }),
      ...(repeat ? { disableStorageReset: true } : {}),
    };
    const config = { extends: 'lighthouse:default', settings };
    if (repeat) await lighthouse(url, { ...flags, onlyCategories: ['performance'] }, config);
    const result = await lighthouse(url, flags, config);
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

/** The profiles' settings; low-end's CPU slowdown is calibrated from `hostIndex` (this machine). */
function profileSettings(profile, hostIndex) {
  const { mobileSlow4G, mobileRegular3G } = constants.throttling;
  if (profile === '3g-repeat')
    return { throttlingMethod: 'devtools', throttling: { ...mobileRegular3G, cpuSlowdownMultiplier: 4 } };
  if (profile === 'low-end') {
    const cpuSlowdownMultiplier = Math.round(Math.max(1, hostIndex / PHONE_INDEX) * 10) / 10;
    return { throttlingMethod: 'simulate', throttling: { ...mobileSlow4G, cpuSlowdownMultiplier } };
  }
  return {};
}

const shop = await startShop('pglite', { SEED_DEMO_DATA: 'true' });
let failed = false;
try {
  const allPages = [
    ['home', '/'],
    ['products', '/products'],
    ['product', `/product/${await approvedProductId(shop.base)}`],
  ].filter(([name]) => !ONLY || ONLY.includes(name));
  const summary = [];
  const indexes = [];
  for (const profile of PROFILES) {
    // The 3G repeat visit is issue 32's "/ and a product page"; the others measure all three.
    const pages = profile === '3g-repeat' ? allPages.filter(([n]) => n !== 'products') : allPages;
    if (profile === 'low-end' && !indexes.length) {
      const calibration = await auditWithRetry(`${shop.base}/`, 'calibration', 1, 'en');
      indexes.push(calibration.benchmarkIndex);
    }
    const settings = profileSettings(profile, median(indexes));
    if (profile === 'low-end')
      console.log(
        `\nlow-end phone: this machine's benchmark index ${median(indexes)} ÷ the phone's ${PHONE_INDEX} → ` +
          `CPU slowdown ${settings.throttling.cpuSlowdownMultiplier}×`,
      );
    for (const [name, path, lang] of LANGS.flatMap((l) => pages.map(([n, p]) => [`${n}-${l}`, p, l]))) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        const r = await auditWithRetry(`${shop.base}${path}`, `${profile}-${name}`, run, lang, {
          settings,
          repeat: profile === '3g-repeat',
        });
        runs.push(r);
        if (profile === 'default') indexes.push(r.benchmarkIndex);
        console.log(
          `[${profile}] ${path} (${lang}) run ${run}: performance ${r.performance}, accessibility ${r.accessibility}, ` +
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
        profile,
        path,
        lang,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        lcp: Math.round(median(runs.map((r) => r.lcp))),
        tbt: Math.round(median(runs.map((r) => r.tbt))),
      });
    }
  }
  console.log(
    `\nMedians of ${RUNS} runs. Targets: default profile performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}; ` +
      `3g-repeat and low-end performance ≥ ${PHONE_TARGETS.performance}, TBT ≤ ${PHONE_TARGETS.tbt} ms`,
  );
  console.table(summary);
  const below = summary.filter((s) =>
    s.profile === 'default'
      ? s.performance < TARGETS.performance || s.accessibility < TARGETS.accessibility
      : s.performance < PHONE_TARGETS.performance || s.tbt > PHONE_TARGETS.tbt,
  );
  if (below.length)
    console.log(`Below target: ${below.map((s) => `${s.path} (${s.lang}, ${s.profile})`).join(', ')}`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await shop.stop();
}
process.exit(failed ? 1 : 0);
