import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../fixtures/dashboard';

// Issue 18: storefront pages arrive rendered by the server and the browser hydrates them. A page whose
// markup differs from what the browser renders makes React throw the server's HTML away ("Hydration
// failed…", minified React errors 418/419/425 as uncaught errors) or log it: none of that, on any storefront
// page, in either language, signed out or in.

const HYDRATION = /hydrat|Minified React error #(418|419|423|425)|did not match|server rendered/i;

/**
 * Console errors and warnings, and uncaught errors. None are expected, a guest's included: the app asks who is
 * signed in with GET /api/session, which answers a guest 200 (issue 28: /api/me's 401 was logged on every page).
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // Playwright's own notice (the config blocks service workers outside pwa.spec.ts), not the page's.
    if (text === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning' || HYDRATION.test(text)) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

type Catalog = { products: { _id: string; categorySlug: string; sellerId: string }[] };

/** Every storefront page the server renders, for the demo catalog's first product. */
async function storefrontPaths(page: Page): Promise<string[]> {
  const { products } = (await (await page.request.get('/api/products?limit=1')).json()) as Catalog;
  const product = products[0]!;
  return [
    '/',
    '/products',
    '/shop',
    '/products?sort=price_asc&page=2',
    `/product/${product._id}`,
    `/category/${product.categorySlug}`,
    `/seller/${product.sellerId}`,
    '/about',
  ];
}

async function expectHydrated(page: Page, path: string, problems: string[]) {
  problems.length = 0;
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // Rendered by the server: the page's content and its state for the browser are in the HTML.
  const html = await response!.text();
  expect(html, `${path} rendered on the server`).toContain('id="page-state"');
  expect(html).not.toContain('<div id="root"></div>');
  // …and hydrated by React (which marks the container), not rendered again from scratch.
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
  );
  await page.waitForLoadState('networkidle');
  expect(problems, `console on ${path}`).toEqual([]);
}

// One test per language, each page in turn; phones render the same markup, so one viewport is enough.
test.describe('hydration', () => {
  test.skip(({ isMobile }) => isMobile, 'the same pages as on the desktop');
  test.setTimeout(120_000);

  for (const lang of ['en', 'bn'] as const) {
    test(`storefront pages hydrate without errors (${lang}, signed out)`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      const problems = watchConsole(page);
      for (const path of await storefrontPaths(page)) await expectHydrated(page, path, problems);
    });
  }

  test('storefront pages hydrate without errors for a signed-in admin, whose links fill in after', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInAsAdmin(page);
    const problems = watchConsole(page);
    for (const path of await storefrontPaths(page)) {
      await expectHydrated(page, path, problems);
      // The server's page is the same for everyone; the session's links arrive once it is hydrated.
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
      ).toBeVisible({ timeout: 15_000 });
    }
  });
});
