import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts';
import { E2E_ADMIN } from '../fixtures/admin';
import { placeOrder, uniquePhone } from '../fixtures/dashboard';
import { adminSession, apiSession, approve, listProduct, uniqueWord } from '../fixtures/listings';

// Issue 28: axe finds no serious or critical violation (contrast, names, labels, ARIA) on the storefront, the
// cart and checkout, My Orders and an order, and the dashboard: light and dark, English and Bengali, in both
// projects (desktop and phone). Each page is checked once its content is on screen, never after a fixed wait.

type Theme = 'light' | 'dark';
type Lang = 'en' | 'bn';
/** A page to check, and what shows once it has its content (whatever the language). */
type Stop = { path: string; ready: (page: Page) => Locator };

const password = 'wholesale-2026';
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

let productId: string;
let productName: string;
let orderId: string;
let phone: string;
let buyer: { name: string; email: string; password: string };

// Per worker (each project has its own): a seller's approved product, and a buyer with an order and a cart.
test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
  const seller = { name: 'Karim Traders', email: uniqueEmail(testInfo, 'a11y-seller'), password };
  const sellerApi = await apiSession(playwright, baseURL!, seller, { register: true });
  productName = `Jute sacks ${uniqueWord('a11y')}`;
  productId = await listProduct(sellerApi, { productName, price: 35.5, minQuantity: 10, maxQuantity: 5000 });
  const admin = await adminSession(playwright, baseURL!);
  await approve(admin, productId);
  buyer = { name: 'Rahima Akter', email: uniqueEmail(testInfo, 'a11y-buyer'), password };
  const buyerApi = await apiSession(playwright, baseURL!, buyer, { register: true });
  phone = uniquePhone();
  orderId = (await placeOrder({ api: buyerApi, account: buyer }, productId, phone))._id;
  const cart = await buyerApi.put(`/api/cart/items/${productId}`, { data: { quantity: 20 } });
  expect(cart.ok(), await cart.text()).toBe(true);
  await Promise.all([sellerApi.dispose(), buyerApi.dispose(), admin.dispose()]);
});

async function signIn(page: Page, baseURL: string, who: { email: string; password: string }) {
  const answer = await page.request.post('/api/auth/sign-in/email', {
    data: { email: who.email, password: who.password },
    headers: { origin: baseURL },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Opens each page in `lang` and fails with every serious or critical axe violation found on any of them. */
async function checkPages(page: Page, baseURL: string, theme: Theme, lang: Lang, stops: Stop[]) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  const found: string[] = [];
  for (const stop of stops) {
    await page.goto(stop.path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The theme the visitor's system asks for (Playwright's colorScheme), applied before the first paint.
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expect(page.locator('[data-page-loading]')).toHaveCount(0);
    await expect(stop.ready(page).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      for (const node of v.nodes) {
        found.push(
          `${stop.path} [${v.impact}] ${v.id}: ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`,
        );
      }
    }
  }
  expect(found, `axe (${theme}, ${lang}):\n${found.join('\n')}`).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  for (const lang of ['en', 'bn'] as const) {
    test.describe(`${theme} theme, ${lang === 'en' ? 'English' : 'Bengali'}`, () => {
      test.use({ colorScheme: theme });

      test('the storefront, as a visitor', async ({ page, baseURL }) => {
        test.slow(); // Several pages, each analysed in full.
        await checkPages(page, baseURL!, theme, lang, [
          { path: '/', ready: (p) => p.getByRole('article') },
          { path: '/products', ready: (p) => p.getByRole('article') },
          { path: `/product/${productId}`, ready: (p) => h1(p).filter({ hasText: productName }) },
          { path: '/login', ready: h1 },
          { path: '/register', ready: h1 },
        ]);
      });

      test('the cart, checkout and orders, as a buyer', async ({ page, baseURL }) => {
        test.slow();
        await signIn(page, baseURL!, buyer);
        await checkPages(page, baseURL!, theme, lang, [
          { path: '/cart', ready: (p) => p.getByRole('link', { name: productName }) },
          { path: '/checkout', ready: (p) => p.getByText(productName) },
          { path: '/orders', ready: (p) => p.getByText(productName) },
          { path: `/product/${productId}/checkout`, ready: (p) => p.getByRole('dialog') },
        ]);
      });

      test('the dashboard, as the administrator', async ({ page, baseURL }) => {
        test.slow();
        await signIn(page, baseURL!, E2E_ADMIN);
        await checkPages(page, baseURL!, theme, lang, [
          { path: '/dashboard', ready: h1 },
          // Searched, so the rows shown are the test's own whatever else the shop holds.
          {
            path: `/dashboard/users?q=${encodeURIComponent(buyer.email)}`,
            ready: (p) => p.getByText(buyer.email),
          },
          {
            path: `/dashboard/allproducts?q=${encodeURIComponent(productName)}`,
            ready: (p) => p.getByText(productName),
          },
          { path: `/dashboard/orders?q=${phone}`, ready: (p) => p.getByText(buyer.name) },
          { path: `/dashboard/orders/${orderId}`, ready: (p) => p.getByText(productName) },
          { path: '/dashboard/payments', ready: h1 },
          { path: '/dashboard/content', ready: h1 },
        ]);
      });
    });
  }
}
