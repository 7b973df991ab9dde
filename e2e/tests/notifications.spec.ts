import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts';
import { E2E_ADMIN } from '../fixtures/admin';
import { adminSession, apiSession, approve, listProduct, uniqueWord } from '../fixtures/listings';

// Issue 16 in Chromium: a forgotten password reset through the mail the shop writes to its outbox (read by an
// admin on /dashboard/outbox, as the demo runs without SMTP), and the bell of a seller who gets an order.
// The e2e server's mail worker polls every 500 ms (playwright.config.ts).
const password = 'wholesale-2026';

async function signIn(page: Page, email: string, secret: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeHidden();
}

/**
 * The link to the notifications, named with the unread count: the navbar's bell, or on a phone (no room for
 * the bell) the one in the menu's account block, which this opens.
 */
async function notificationsLink(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return page.getByRole('link', { name, exact: true });
}

test('a forgotten password is reset through the link in the mail, read from the outbox', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow(); // Two people, a mail through the worker, three sign-ins.
  const account = { name: 'Rahima Akter', email: uniqueEmail(testInfo, 'forgot'), password };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: baseURL! },
  });
  expect(signUp.ok()).toBe(true);
  const signOut = await page.request.post('/api/auth/sign-out', { headers: { origin: baseURL! } });
  expect(signOut.ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'a link to set a new password is on its way' }),
  ).toBeVisible();

  // An admin reads the mail in the dashboard's outbox; the worker may take a moment to write it.
  const adminContext = await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/login?next=%2Fdashboard%2Foutbox');
  await signIn(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  const mail = adminPage
    .getByRole('listitem')
    .filter({ has: adminPage.getByText(`To: ${account.email}`, { exact: true }) })
    .filter({ has: adminPage.getByRole('heading', { name: 'Reset your password' }) });
  await expect(async () => {
    await adminPage.reload();
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const link = mail.getByRole('link', { name: /\/reset-password\?token=/ });
  const resetUrl = await link.getAttribute('href');
  expect(resetUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=/);
  await adminContext.close();

  // The person opens the link, sets a new password, and signs in with it.
  const newPassword = 'jute-bags-2027';
  await page.goto(resetUrl!);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password again', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Login with the new password' }).click();
  await signIn(page, account.email, newPassword);
  await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
  // The old password no longer works.
  const old = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password },
    headers: { origin: baseURL! },
  });
  expect(old.status()).toBe(401);
});

test("a seller's bell counts a new cash-on-delivery order, which the notifications page lists and opens", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow();
  const seller = { name: 'Karim Traders', email: uniqueEmail(testInfo, 'seller'), password };
  const sellerApi = await apiSession(playwright, baseURL!, seller, { register: true });
  const productName = `Jute bags ${uniqueWord('bell')}`;
  const productId = await listProduct(sellerApi, {
    productName,
    price: 35,
    minQuantity: 10,
    maxQuantity: 500,
  });
  await sellerApi.dispose();
  const admin = await adminSession(playwright, baseURL!);
  await approve(admin, productId);
  await admin.dispose();

  // The seller is on the shop: the approval of the listing is unread.
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: seller,
    headers: { origin: baseURL! },
  });
  expect(signIn.ok()).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('button', { name: `Account menu for ${seller.name}` })).toBeVisible();
  await expect(await notificationsLink(page, 'Notifications, 1 unread')).toBeVisible();

  // A buyer orders, cash on delivery.
  const buyer = { name: 'Rahima Akter', email: uniqueEmail(testInfo, 'buyer'), password };
  const buyerApi = await apiSession(playwright, baseURL!, buyer, { register: true });
  const placed = await buyerApi.post('/api/addorder', {
    data: {
      productId,
      quantity: 20,
      shippingAddress: 'Shop 12, Motijheel C/A, Dhaka 1000',
      phoneNumber: '01712345678',
      paymentMethod: 'cod',
    },
  });
  expect(placed.ok()).toBe(true);
  // Its total (the goods' ৳700 and the delivery charge) as the server priced it.
  const { order } = (await placed.json()) as { order: { _id: string; totalPrice: number } };
  expect(order.totalPrice).toBeGreaterThanOrEqual(700);
  await buyerApi.dispose();

  // Coming back to the tab asks the server again (as does every minute): the count goes up.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  const bell = await notificationsLink(page, 'Notifications, 2 unread');
  await expect(bell).toBeVisible();
  await bell.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const subject = `New order #${order._id.slice(0, 8).toUpperCase()}`;
  const list = page.getByRole('list', { name: 'Notifications' });
  const newest = list.getByRole('listitem').first();
  await expect(newest).toHaveAccessibleName(`Unread: ${subject}`);
  await expect(newest).toContainText(
    `৳${order.totalPrice.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );
  await expect(list.getByRole('listitem', { name: /^Unread: .*approved/ })).toBeVisible();

  await newest.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(/\/myproducts\/orders$/);
  await expect(await notificationsLink(page, 'Notifications, 1 unread')).toBeVisible();
});
