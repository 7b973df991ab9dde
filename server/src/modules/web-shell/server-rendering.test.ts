import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';
import { buildRenderingBundle } from '../../../test/rendering-bundle.js';

// Issue 18: storefront pages come from the server with their content — names and prices — in the caller's
// language, with the state the browser hydrates, cached per address and language with an ETag.
let dir: string;
let t: TestApp;
let riceId: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bb-ssr-'));
  t = await buildTestApp({
    WEB_DIST_DIR: await buildRenderingBundle(dir),
    PUBLIC_URL: 'https://shop.example.bd',
  });
  const rice = await createProduct(t.database.db, {
    productName: 'Miniket Rice 50kg',
    price: 3150,
    minQuantity: 20,
    priceTiers: [{ minQuantity: 100, pricePoisha: 300_000 }],
  });
  riceId = rice.id;
  await createProduct(t.database.db, { productName: 'মিনিকেট চাল ২৫ কেজি', price: 1575.5 });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-state"'));

describe('server-rendered storefront pages', () => {
  it('GET /products has the products, names and prices, in the HTML', async () => {
    const res = await get('/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = root(res.body);
    expect(html).toContain('Miniket Rice 50kg');
    expect(html).toContain('মিনিকেট চাল ২৫ কেজি');
    expect(html).toContain('৳3,150.00');
    expect(html).toContain('৳1,575.50');
    // The state the browser hydrates from: a data block, not a script (the CSP runs no inline script).
    expect(res.body).toMatch(/<script type="application\/json" id="page-state">\{"queries":/);
    // React's own inline scripts (streamed Suspense boundaries) would be blocked by the CSP: there are none.
    expect(root(res.body)).not.toMatch(/<script>/);
  });

  it('GET /product/:id has the name, the price ladder, the canonical address and schema.org Product', async () => {
    const res = await get(`/product/${riceId}`);
    expect(res.statusCode).toBe(200);
    const html = root(res.body);
    expect(html).toContain('<h1 class="text-3xl font-bold break-words">Miniket Rice 50kg</h1>');
    expect(html).toContain('৳3,150.00');
    expect(html).toContain('৳3,000.00');
    expect(res.body).toContain(`<link rel="canonical" href="https://shop.example.bd/product/${riceId}" />`);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Miniket Rice 50kg',
      offers: {
        price: 3150,
        priceCurrency: 'BDT',
        eligibleQuantity: { minValue: 20 },
        priceSpecification: [
          { price: 3150, eligibleQuantity: { minValue: 20 } },
          { price: 3000, eligibleQuantity: { minValue: 100 } },
        ],
      },
    });
  });

  it('renders in the language of the lang cookie: Bengali texts and digits', async () => {
    const res = await get(`/product/${riceId}`, { cookie: 'lang=bn' });
    expect(res.body).toContain('<html lang="bn"');
    expect(res.headers['content-language']).toBe('bn');
    expect(root(res.body)).toContain('৳৩,১৫০.০০');
    expect(root(res.body)).not.toContain('৳3,150.00');
  });

  it('keeps a page with its ETag (304 when unchanged) until the catalog changes', async () => {
    const first = await get('/products?sort=name');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^".+"$/);
    expect((await get('/products?sort=name', { 'if-none-match': etag })).statusCode).toBe(304);
    await createProduct(t.database.db, { productName: 'Aaa Kettle' });
    // Written straight to the database: nothing cleared, the kept page is still served.
    expect((await get('/products?sort=name')).body).toBe(first.body);
    t.app.catalogCache.invalidate();
    const after = await get('/products?sort=name', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(root(after.body)).toContain('Aaa Kettle');
  });

  it('inlines the stylesheet and theme script, allowed by hash, and sends the page compressed', async () => {
    const res = await get('/about', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<style>main{display:block}</style>');
    expect(html).not.toContain('index-t1.css');
    const sha = (text: string) => createHash('sha256').update(text).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'sha256-${sha('main{display:block}')}'`);
    expect(csp).toContain(
      `script-src 'self' 'sha256-${sha('document.documentElement.dataset.theme = "light";')}'`,
    );
  });

  it('asks for what the first paint shows, the main image and then the fonts, and leaves the code for later', async () => {
    const res = await get(`/product/${riceId}`, { cookie: 'lang=bn' });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const at = (needle: string) => {
      const i = head.indexOf(needle);
      expect(i, needle).toBeGreaterThan(-1);
      return i;
    };
    const image = at('<link rel="preload" as="image" href="/uploads/');
    const font = at(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-bengali-400-t1.woff2" />',
    );
    // The preload scanner asks in document order: on six connections a host, the picture comes first.
    expect(image).toBeLessThan(font);
    // The page paints from its HTML and imports its code after that paint: no chunk competes with the
    // picture and the fonts (the same address rendered by the browser hints its chunks: web-app.test.ts).
    expect(head).not.toContain('modulepreload');
    expect(res.body).not.toMatch(/<script type="module"[^>]*src=/);
  });

  it('is the same page for a signed-in visitor: nothing of theirs is rendered or kept', async () => {
    const session = await signUp(t.app, { name: 'Rahim Signed-In' });
    const guest = await get('/');
    const signedIn = await get('/', asCookie(session));
    expect(signedIn.headers['etag']).toBe(guest.headers['etag']);
    expect(signedIn.body).not.toContain('Rahim Signed-In');
  });

  it('leaves a product that is not public, and account pages, to the browser (404 shell, shell)', async () => {
    const pending = await createProduct(t.database.db, { status: 'pending', productName: 'Hidden Drum' });
    const hidden = await get(`/product/${pending.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain('<div id="root"></div>');
    expect(hidden.body).not.toContain('Hidden Drum');
    const account = await get('/orders');
    expect(account.body).toContain('<div id="root"></div>');
    expect(account.headers['etag']).toBeUndefined();
  });
});
