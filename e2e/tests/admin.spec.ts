import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/admin';
import {
  adminApi,
  createListing,
  openSection,
  pendingOrder,
  signInAsAdmin,
  signUp,
  uniquePhone,
  uniqueToken,
  withContentLock,
} from '../fixtures/dashboard';

// The admin dashboard against the real server, as the e2e administrator. Every test makes its own sellers,
// buyers, listings and orders through the API, so none depends on the demo data or on another test.

// Each test signs up its own sellers and buyers (password hashing on purpose slow) before the browser part.
test.describe.configure({ timeout: 60_000 });

/** The rows of the page's one data table. */
const rows = (page: Page) => page.locator('table tbody tr');

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

test('approve a pending listing from the review queue, and the public sees it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const token = uniqueToken(testInfo);
  const seller = await signUp(testInfo, 'seller', `Seller ${token}`);
  const listing = await createListing(seller, `Jute bags ${token}`);
  await seller.api.dispose();
  expect((await request.get(`/api/product/${listing._id}`)).status()).toBe(404);

  // In through the login form and the navbar's Dashboard link, which only admins get.
  await page.goto('/login');
  await signInAsAdmin(page);
  const navMenu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await navMenu.isVisible()) await navMenu.click();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Home' })).toBeVisible();
  await expect(page.getByText('Total Revenue')).toBeVisible();

  await openSection(page, 'All Products');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  // The review queue comes first: the top row is a pending listing.
  await expect(rows(page).first()).toContainText('Pending');

  await search(page, listing.productName);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(listing.productName);
  await expect(row).toContainText(`Seller ${token}`);
  await expect(row).toContainText('৳35.50');
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${listing.productName} is approved and now public.`)).toBeVisible();
  // The row stays in place, marked done, until the list is refreshed; then it offers the next move.
  await expect(row).toContainText('✓ Approved');
  await expect(row.getByRole('button', { name: 'Approve' })).toBeHidden();
  await page.getByRole('button', { name: 'Refresh list' }).click();
  await expect(row.getByRole('button', { name: 'Block' })).toBeVisible();

  expect((await request.get(`/api/product/${listing._id}`)).status()).toBe(200);
  const visitor = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/products?q=${encodeURIComponent(token)}`);
  // The card's one link for assistive technology is its title (image and 'See more' are pointer-only).
  await visitorPage.getByRole('link', { name: listing.productName }).click();
  await expect(visitorPage.getByRole('heading', { level: 1, name: listing.productName })).toBeVisible();
  await visitor.close();
});

test('filter orders by Pending, find a buyer by phone, mark the order shipped, and mark it paid', async ({
  page,
}, testInfo) => {
  const phone = uniquePhone();
  const { order, buyer, admin } = await pendingOrder(testInfo, phone);

  await page.goto('/login');
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  await openSection(page, 'Orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await page.getByLabel('Status').selectOption({ label: 'Pending' });
  await expect(page).toHaveURL(/\/dashboard\/orders\?status=pending$/);
  await search(page, phone);
  await expect(page).toHaveURL(new RegExp(`status=pending&q=${phone}$`));
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(buyer.name);
  await expect(row).toContainText('Pending');

  await row.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(row.getByRole('cell').last()).toHaveText('Shipped');
  await expect(row.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
  // The server moved it one step at a time.
  const details = await (await admin.get(`/api/orders/${order._id}`)).json();
  expect(details.order.orderStatus).toBe('shipped');
  expect(details.history.map((step: { status: string }) => step.status)).toEqual([
    'pending',
    'processing',
    'shipped',
  ]);

  // The order's own page: buyer, address, phone, payment and the history; then the payment arrives.
  // The row header holds the order's link and its invoice's: the order's is named by its number.
  await row
    .getByRole('rowheader')
    .getByRole('link', { name: /^#[0-9A-F]{8}$/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Order #');
  const buyerCard = page.getByRole('region', { name: 'Buyer' });
  await expect(buyerCard).toContainText(buyer.name);
  await expect(buyerCard).toContainText('Shop 7, Bongshal Road, Old Dhaka');
  await expect(buyerCard).toContainText(`+88${phone}`);
  await expect(page.getByRole('region', { name: 'Status history' }).getByRole('listitem')).toHaveCount(3);
  const payment = page.getByRole('region', { name: 'Payment', exact: true });
  await expect(payment).toContainText('bKash');
  await expect(payment).toContainText('BK8E2E1234');
  await payment.getByRole('button', { name: 'Mark paid' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark this order paid?' });
  await confirm.getByRole('button', { name: 'Mark paid' }).click();
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await admin.dispose();
});

test('download the orders of the current search as CSV', async ({ page }, testInfo) => {
  const phone = uniquePhone();
  const { order, admin } = await pendingOrder(testInfo, phone);
  await admin.dispose();

  await page.goto(`/dashboard/orders?q=${phone}`);
  await signInAsAdmin(page);
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders\\?q=${phone}$`));
  await expect(rows(page)).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^Order id,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(order._id);
  expect(lines[1]).toContain(phone.slice(1));
});

test('block a user: their session ends and their next request is refused', async ({ page }, testInfo) => {
  const token = uniqueToken(testInfo);
  const person = await signUp(testInfo, 'blocked', `Rahim ${token}`);
  expect((await person.api.get('/api/me')).status()).toBe(200);

  await page.goto('/dashboard/users');
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'All Users' })).toBeVisible();

  // An admin's own row cannot be blocked or demoted.
  await search(page, E2E_ADMIN.email);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByRole('button', { name: 'Block' })).toBeDisabled();
  await expect(rows(page).first().getByRole('button', { name: 'Remove admin' })).toBeDisabled();

  await search(page, person.account.email);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText(`Rahim ${token}`);
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Block' }).click();
  const confirm = page.getByRole('dialog', { name: `Block Rahim ${token}?` });
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(row).toContainText('Blocked');

  expect((await person.api.get('/api/me')).status()).toBe(401);
  const again = await person.api.post('/api/auth/sign-in/email', {
    data: { email: person.account.email, password: person.account.password },
  });
  expect(again.ok()).toBe(false);
  await person.api.dispose();
});

test('edit an FAQ item and see it on the home page', async ({ page }, testInfo) => {
  const token = uniqueToken(testInfo);
  const question = `How fast is delivery to Rajshahi? (${token})`;
  const answer = `Two to five business days (${token}).`;

  await withContentLock(testInfo, async () => {
    const admin = await adminApi(testInfo);
    const original = await (await admin.get('/api/content')).json();
    try {
      await page.goto('/dashboard/content');
      await signInAsAdmin(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Content Management' })).toBeVisible();
      await page.getByLabel('Question 1', { exact: true }).fill(question);
      await page.getByLabel('Answer 1', { exact: true }).fill(answer);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('The home page texts are saved.')).toBeVisible();

      await page.goto('/');
      const faq = page.getByRole('region', { name: 'Frequently asked questions', exact: true });
      await expect(faq.getByRole('button', { name: `1. ${question}` })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(faq.getByText(answer)).toBeVisible();
    } finally {
      // The content is the whole shop's: leave it as it was.
      await admin.put('/api/admin/content', { data: original });
      await admin.dispose();
    }
  });
});

test("a signed-in user who is not an admin gets the 'Admins only' screen", async ({ page }, testInfo) => {
  const account = {
    name: 'Karim Buyer',
    email: `plain-${uniqueToken(testInfo)}@example.com`,
    password: 'wholesale-2026',
  };
  await page.request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: String(testInfo.project.use.baseURL) },
  });
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  expect((await page.request.get('/api/admin/orders')).status()).toBe(403);
});
