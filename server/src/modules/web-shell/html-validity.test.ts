import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HtmlValidate, type Message } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';
import { buildRenderingBundle } from '../../../test/rendering-bundle.js';

// Issue 28: the HTML the server renders is valid by html-validate's `standard` preset (WHATWG content models,
// ARIA, forms) and its accessibility rules, so assistive technology and crawlers read the page the markup says. Every storefront page the
// server renders, in both languages.
let dir: string;
let t: TestApp;
let pages: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bb-html-'));
  t = await buildTestApp({ WEB_DIST_DIR: await buildRenderingBundle(dir) });
  const seller = await createUser(t.database.db, { name: 'Karim Traders' });
  const product = await createProduct(t.database.db, {
    sellerId: seller.id,
    productName: 'Miniket Rice 50kg',
    price: 3150,
    minQuantity: 20,
    category: 'electronics-gadgets',
    priceTiers: [{ minQuantity: 100, pricePoisha: 300_000 }],
  });
  await createProduct(t.database.db, { sellerId: seller.id, productName: 'মিনিকেট চাল ২৫ কেজি' });
  pages = [
    '/',
    '/products',
    `/product/${product.id}`,
    '/category/electronics-gadgets',
    '/about',
    `/seller/${seller.id}`,
  ];
}, 120_000);

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

// `standard` (content models, attributes, ARIA), `a11y` (every landmark named, and uniquely), and the attributes each
// input type allows (`min` on a text field is ignored by browsers and misleads assistive technology).
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: { 'input-attributes': 'error' },
});

/** One line a problem: rule, message and the markup around it, so a failure says what to fix. */
const describeProblem = (html: string, m: Message) =>
  `${m.ruleId} at ${m.line}:${m.column}: ${m.message}\n    ${html.slice(Math.max(0, m.offset - 80), m.offset + m.size + 80)}`;

describe.each(['en', 'bn'])('server-rendered pages in %s', (lang) => {
  it('have no html-validate (standard) errors', async () => {
    const problems: string[] = [];
    for (const url of pages) {
      const res = await t.app.inject({ url, headers: { cookie: `lang=${lang}` } });
      expect(res.statusCode, url).toBe(200);
      const report = await validator.validateString(res.body, `${lang}${url}`);
      for (const m of report.results.flatMap((r) => r.messages)) {
        if (m.severity === 2) problems.push(`${url}: ${describeProblem(res.body, m)}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 60_000);
});
