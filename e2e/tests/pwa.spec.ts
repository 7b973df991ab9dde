import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../fixtures/accounts';
import { launchBareChromium } from '../fixtures/bare-chromium';
import { adminSession, apiSession, approve, listProduct, uniqueWord } from '../fixtures/listings';

// Issue 32 item 4 (decision 0032): the shop installs and works on a weak line. The other specs block service
// workers (playwright.config.ts); these let the shop's run.
test.use({ serviceWorkers: 'allow' });

const password = 'installable-2026';

/** The page is run by the shop's service worker (registered after the first paint, when the browser is idle). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** The worker has kept this address (a page it served, or one the page asked it to keep). */
async function kept(page: Page, path: string) {
  await expect
    .poll(() =>
      page.evaluate(async (url) => {
        // (the worker ignores Vary: a navigation's own request headers are not a script's)
        for (const name of await caches.keys())
          if (await (await caches.open(name)).match(url, { ignoreVary: true })) return true;
        return false;
      }, new URL(path, page.url()).href),
    )
    .toBe(true);
}

/** Every address any cache of this origin holds. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

async function sellerWithProduct(
  playwright: Parameters<Parameters<typeof test>[2]>[0]['playwright'],
  baseURL: string,
  email: string,
) {
  const seller = await apiSession(
    playwright,
    baseURL,
    { name: 'Sylhet Tea Co.', email, password },
    { register: true },
  );
  const name = `Tea chest ${uniqueWord('pwa')}`;
  const id = await listProduct(seller, { productName: name, price: 420, minQuantity: 6, maxQuantity: 600 });
  await approve(await adminSession(playwright, baseURL), id);
  await seller.dispose();
  return { id, name };
}

test('installable: the manifest of the page’s language, its icons, and a registered service worker', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  await controlled(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const answer = await page.request.get('/manifest.webmanifest');
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as { name: string; icons: { src: string; sizes: string }[] };
  expect(manifest.name).toBe('BulkBazar');
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
  }
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(worker).toBe(`${baseURL}/sw.js`);
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  // Chromium's own installability check: manifest, icons, worker, secure origin.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // (Playwright's contexts are incognito ones, where Chromium never offers to install: that one is not ours.)
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

  // A Bengali page links the Bengali manifest.
  await page.goto('/lang/bn?next=/products');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.bn.webmanifest');
  expect((await (await page.request.get('/manifest.bn.webmanifest')).json()).lang).toBe('bn');
});

test('with the network cut, a visited product page and the product list load from the cache', async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  const product = await sellerWithProduct(playwright, baseURL!, uniqueEmail(testInfo, 'pwa-seller'));
  const word = product.name.split(' ').at(-1)!;
  await page.goto(`/products?q=${word}`);
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
  await controlled(page);
  await kept(page, `/products?q=${word}`);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await kept(page, `/product/${product.id}`);

  await context.setOffline(true);
  await page.goto(`/products?q=${word}`);
  await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // Its picture too.
  await expect(page.getByRole('img', { name: product.name }).first()).toHaveJSProperty('complete', true);
  expect(
    await page
      .getByRole('img', { name: product.name })
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  // A page never opened: the offline page, in both languages.
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'আপনি অফলাইনে আছেন' })).toBeVisible();
  await context.setOffline(false);
});

test('a cart change made offline reaches the server when the network returns', async ({
  page,
  context,
  playwright,
  baseURL,
}, testInfo) => {
  const product = await sellerWithProduct(playwright, baseURL!, uniqueEmail(testInfo, 'pwa-seller'));
  await registerViaApi(page.request, {
    name: 'Rahima Akter',
    email: uniqueEmail(testInfo, 'pwa-buyer'),
    password,
  });
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await controlled(page);

  // The line drops in the market.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('No connection: the product is kept in your cart on this phone')).toBeVisible();
  const lines = async () => {
    const cart = (await (await page.request.get('/api/cart')).json()) as {
      groups: { items: { productId: string; quantity: number }[] }[];
    };
    return cart.groups.flatMap((g) => g.items.map((i) => ({ productId: i.productId, quantity: i.quantity })));
  };
  expect(await lines()).toEqual([]);

  await context.setOffline(false);
  await expect.poll(lines, { timeout: 15_000 }).toEqual([{ productId: product.id, quantity: 6 }]);
});

test('after a new release the page offers the update, and takes it when asked', async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'rewrites the built worker, which both projects are served');
  // A Chromium without Playwright's debugger on its service workers (fixtures/bare-chromium.ts says why).
  const browser = await launchBareChromium();
  const state = () =>
    browser.evaluate<{ controlled: boolean; waiting: boolean; prompt: string | null; before: boolean }>(`
      navigator.serviceWorker.getRegistration().then((r) => ({
        controlled: Boolean(navigator.serviceWorker.controller),
        waiting: Boolean(r && r.waiting),
        prompt: document.querySelector('[role="alertdialog"]')?.textContent ?? null,
        before: window.beforeUpdate === true,
      }))`);
  // A new build, as a rebuild leaves it: the worker's bytes change (its precache list carries every file's
  // revision). The script a browser fetches for a worker's update cannot be routed, so the built file itself
  // (and its compressed copies) is rewritten for the test and put back after.
  const dist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
  const saved = new Map(
    ['sw.js', 'sw.js.br', 'sw.js.gz']
      .filter((f) => existsSync(join(dist, f)))
      .map((f) => [f, readFileSync(join(dist, f))] as const),
  );
  const next = Buffer.from(`${saved.get('sw.js')!.toString()}\n// e2e: a new build ${Date.now()}\n`);
  const copies = { 'sw.js': next, 'sw.js.br': brotliCompressSync(next), 'sw.js.gz': gzipSync(next) };
  try {
    await browser.navigate(`${baseURL}/`);
    await expect.poll(async () => (await state()).controlled, { timeout: 30_000 }).toBe(true);
    for (const file of saved.keys()) writeFileSync(join(dist, file), copies[file as keyof typeof copies]);
    await browser.evaluate(
      'window.beforeUpdate = true; navigator.serviceWorker.getRegistration().then((r) => r.update()).then(() => true)',
    );
    await expect.poll(async () => (await state()).prompt).toContain('A new version of the shop is ready.');
    await browser.evaluate(`[...document.querySelectorAll('[role="alertdialog"] button')]
      .find((b) => b.textContent === 'Update now').click(), true`);
    // The page reloads into the new worker: no worker waits, the new one runs the page, the prompt is gone.
    await expect
      .poll(state, { timeout: 30_000 })
      .toEqual({ controlled: true, waiting: false, prompt: null, before: false });
  } finally {
    for (const [file, bytes] of saved) writeFileSync(join(dist, file), bytes);
    await browser.close();
  }
});

test('signing out empties the cached personal data', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'signs out through the desktop account menu');
  const buyer = { name: 'Karim Uddin', email: uniqueEmail(testInfo, 'pwa-signout'), password };
  await registerViaApi(page.request, buyer);
  await page.goto('/');
  await controlled(page);
  for (const path of ['/cart', '/orders', '/user/profile', '/notifications']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // What the worker kept while signed in: public pages, catalog reads, pictures and the app's files only.
  const personal = (urls: string[]) =>
    urls.filter(
      (p) =>
        !/^\/(|products|about|shop|offline\.html|favicon\.svg|theme-init\.js)$/.test(p) &&
        !/^\/(assets|uploads)\//.test(p) &&
        !/^\/(product|category|seller)\/[^/]+$/.test(p) &&
        !/^\/api\/(products|products\/featured|product\/[^/]+|categories)$/.test(p),
    );
  expect(personal(await cachedUrls(page))).toEqual([]);
  // An account's leftovers on this phone: a cache an older version kept, a cart addition never sent.
  await page.evaluate(async () => {
    await (await caches.open('bb-account-old')).put('/api/me', new Response('{"user":{}}'));
    localStorage.setItem('bulkbazar-cart', JSON.stringify([{ productId: 'p1', quantity: 6 }]));
    localStorage.setItem('bulkbazar-cart-queued', '1');
  });

  await page.getByRole('button', { name: `Account menu for ${buyer.name}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${buyer.name}` })).toBeHidden();
  await expect.poll(() => page.evaluate(() => caches.has('bb-account-old'))).toBe(false);
  expect(personal(await cachedUrls(page))).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('bulkbazar-cart'))).toBeNull();
});
