import { readFile } from 'node:fs/promises';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts';
import { E2E_ADMIN } from '../fixtures/admin';
import { shipsFree } from '../fixtures/delivery';
import { adminSession, apiSession, approve, listProduct, uniqueWord } from '../fixtures/listings';

// Issue 29 in Chromium: the marketplace's money. (a) A seller's Finance page shows money pending (delivered,
// within the return window) and available (past it), and the operator's payout run in the dashboard turns the
// available money into paid out. (b) The operator runs a payout for a bank account and an MFS wallet, downloads
// both files and marks one payout sent, the other failed. (c) A partial refund of an SSLCommerz order, through
// the stand-in, from the dashboard's order page, shows on the buyer's order.
//
// A return window takes days (RETURN_WINDOW_DAYS, 7 on the e2e server) and a new payout method holds payouts
// for 48 hours, so (a) and (b) use the demo shop's sellers, whose orders were delivered days ago and whose
// payout methods were set a month ago (server/src/seed/demo-money.ts): Karim Traders for (a), Chattogram
// Supply Co. (bank) and Sylhet Fashion House (Nagad) for (b). Paying a seller spends their money, so those
// two run once per server, in the desktop project; each ticks only its own sellers. (c) makes its own people.

const DEMO = {
  karim: { name: 'Karim Traders', email: 'karim.traders@example.com' },
  chattogram: { name: 'Chattogram Supply Co.', routing: '225150432', account: '1502143589001' },
  sylhet: { name: 'Sylhet Fashion House', wallet: '01800000303' },
};

const takaFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** The shop's way of writing taka (contract formatTaka): '৳1,250.00'. */
const taka = (amount: number) => `${amount < 0 ? '-' : ''}৳${takaFormat.format(Math.abs(amount))}`;

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

function demoOnly(testInfo: TestInfo) {
  test.skip(
    testInfo.project.name !== 'desktop',
    "it pays demo sellers their money: once per server (the desktop project's run)",
  );
}

/**
 * A page of its own signed in as the e2e administrator, on `path`. (The API sign-in sets the context's cookie.)
 */
async function adminPage(browser: Browser, baseURL: string, testInfo: TestInfo, path: string) {
  const context = await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport });
  const page = await context.newPage();
  await json(
    await page.request.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { origin: baseURL } }),
    'admin sign-in',
  );
  await page.goto(path);
  return page;
}

/**
 * Signs `page` in as a demo seller. The demo's people have no password; the shop's own reset gives one: the
 * seller asks for the link, the administrator reads its mail in the outbox (the e2e server has no SMTP), the
 * link's token sets the password.
 */
async function signInAsDemoSeller(page: Page, admin: APIRequestContext, baseURL: string, email: string) {
  const headers = { origin: baseURL };
  await json(
    await page.request.post('/api/auth/request-password-reset', { data: { email }, headers }),
    'password reset',
  );
  let token = '';
  await expect(async () => {
    const outbox = await json<{ items: { to: string; text: string }[] }>(
      await admin.get('/api/admin/outbox?limit=100'),
      'outbox',
    );
    const mail = outbox.items.find((m) => m.to === email && /reset-password\?token=/.test(m.text));
    expect(mail, `a reset mail to ${email}`).toBeDefined();
    token = decodeURIComponent(/reset-password\?token=([^\s&]+)/.exec(mail!.text)![1]!);
  }).toPass({ timeout: 15_000 });
  const password = 'finance-e2e-2026';
  await json(
    await page.request.post('/api/auth/reset-password', { data: { token, newPassword: password }, headers }),
    'reset',
  );
  await json(
    await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers }),
    'seller sign-in',
  );
}

/** A figure of the seller's balances (Available, Pending, Paid out): the value under its label. */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition')
    .first();

/**
 * Dashboard → Finance → Payouts: a new run for `names` only (every other seller unticked, whoever else is
 * eligible), created; answers the open run's section once it shows.
 */
async function createRunFor(page: Page, names: string[]): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  const eligible = page.getByRole('region', { name: /^Sellers with at least/ });
  for (const name of names)
    await expect(eligible.getByRole('checkbox', { name: `Pay ${name}` })).toBeChecked();
  const boxes = eligible.getByRole('checkbox', { name: /^Pay / });
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    const label = (await box.getAttribute('aria-label'))!.slice('Pay '.length);
    if (!names.includes(label)) await box.uncheck();
  }
  await page.getByRole('button', { name: 'Create payout run' }).click();
  await expect(page.getByText(`Payout run created: ${names.length} payouts`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]run=[0-9a-f-]{36}/);
  return page.getByRole('region', { name: /^Payout run of / });
}

/** Marks the run's payout to `name` sent (with a reference) or failed (with a reason), in its dialog. */
async function settle(run: Locator, page: Page, name: string, action: 'sent' | 'failed', text: string) {
  const row = run.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: action === 'sent' ? 'Mark sent' : 'Mark failed' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(action === 'sent' ? 'Reference' : 'Reason').fill(text);
  await dialog.getByRole('button', { name: action === 'sent' ? 'Mark sent' : 'Mark failed' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(action === 'sent' ? 'Sent' : 'Failed');
  await expect(row).toContainText(text);
}

type SellerFinance = { available: number; pending: number; paidOut: number };

test("a seller's money goes from pending and available to paid out, on their Finance page", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  demoOnly(testInfo);
  test.slow(); // A password reset through the outbox, a payout run in the dashboard.
  const adminApi = await adminSession(playwright, baseURL!);
  await signInAsDemoSeller(page, adminApi, baseURL!, DEMO.karim.email);

  // Before: money pending (an order delivered two days ago) and available (orders past their window), and an
  // earlier payout with bKash's reference.
  const before = await json<SellerFinance>(await page.request.get('/api/seller/finance'), 'finance');
  expect(before.available).toBeGreaterThanOrEqual(500);
  expect(before.pending).toBeGreaterThan(0);
  await page.goto('/myproducts/finance');
  await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
  await expect(figure(page, 'Available')).toHaveText(taka(before.available));
  await expect(figure(page, 'Pending')).toHaveText(taka(before.pending));
  const orders = page.getByRole('region', { name: 'Your orders’ money', exact: true });
  await expect(orders.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(orders.getByText('Available', { exact: true }).first()).toBeVisible();
  const payouts = page.getByRole('region', { name: 'Your payouts', exact: true });
  await expect(payouts.getByRole('row').filter({ hasText: 'bKash TrxID 9KT4N2QX7L' })).toContainText('Sent');

  // The operator pays Karim Traders (only) and marks the payout sent with bKash's reference.
  const operator = await adminPage(browser, baseURL!, testInfo, '/dashboard/finance/payouts');
  const run = await createRunFor(operator, [DEMO.karim.name]);
  const row = run.getByRole('row').filter({ hasText: DEMO.karim.name });
  await expect(row).toContainText(taka(before.available));
  await expect(row).toContainText('To send');
  const reference = `bKash TrxID ${uniqueWord('E2E').toUpperCase()}`;
  await settle(run, operator, DEMO.karim.name, 'sent', reference);
  await operator.context().close();

  // After: nothing available, the available money paid out, its orders paid out; the pending order waits on.
  await page.reload();
  await expect(figure(page, 'Available')).toHaveText(taka(0));
  await expect(figure(page, 'Paid out')).toHaveText(taka(before.paidOut + before.available));
  await expect(figure(page, 'Pending')).toHaveText(taka(before.pending));
  await expect(orders.getByText('Paid out', { exact: true }).first()).toBeVisible();
  await expect(orders.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(orders.getByText('Available', { exact: true })).toHaveCount(0);
  await expect(payouts.getByRole('row').filter({ hasText: reference })).toContainText(taka(before.available));
  await adminApi.dispose();
});

test('the operator runs a payout to a bank account and a wallet, downloads both files, marks one sent and one failed', async ({
  browser,
  baseURL,
}, testInfo) => {
  demoOnly(testInfo);
  const page = await adminPage(browser, baseURL!, testInfo, '/dashboard/finance/payouts');
  const run = await createRunFor(page, [DEMO.chattogram.name, DEMO.sylhet.name]);
  const runId = new URL(page.url()).searchParams.get('run')!;
  const detail = await json<{ payouts: { sellerName: string; amount: number }[] }>(
    await page.request.get(`/api/admin/payout-runs/${runId}`),
    'run',
  );
  const amount = (name: string) => detail.payouts.find((p) => p.sellerName === name)!.amount;
  for (const name of [DEMO.chattogram.name, DEMO.sylhet.name])
    await expect(run.getByRole('row').filter({ hasText: name })).toContainText(taka(amount(name)));

  // The files the bank's and the MFS provider's bulk portals take, each with its payout in full.
  const download = async (link: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      run.getByRole('link', { name: link }).click(),
    ]);
    return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
  };
  const bank = await download('Bank file (BEFTN, CSV)');
  expect(bank.name).toMatch(/\.csv$/);
  expect(bank.text).toContain('Routing Number');
  for (const value of [
    DEMO.chattogram.name,
    DEMO.chattogram.routing,
    DEMO.chattogram.account,
    amount(DEMO.chattogram.name).toFixed(2),
  ])
    expect(bank.text).toContain(value);
  expect(bank.text).not.toContain(DEMO.sylhet.wallet);
  const mfs = await download('Mobile banking file (CSV)');
  expect(mfs.name).toMatch(/\.csv$/);
  for (const value of [DEMO.sylhet.wallet, DEMO.sylhet.name, 'nagad', amount(DEMO.sylhet.name).toFixed(2)])
    expect(mfs.text).toContain(value);
  expect(mfs.text).not.toContain(DEMO.chattogram.account);

  // The bank transfer went: sent, with the bank's reference. The wallet refused it: failed, the money back.
  await settle(run, page, DEMO.chattogram.name, 'sent', `BEFTN ${uniqueWord('ref')}`);
  await settle(run, page, DEMO.sylhet.name, 'failed', 'The Nagad wallet is not registered to this name');
  const eligible = await json<{ sellers: { name: string; available: number }[] }>(
    await page.request.get('/api/admin/payouts/eligible'),
    'eligible',
  );
  expect(eligible.sellers.find((s) => s.name === DEMO.sylhet.name)?.available).toBe(amount(DEMO.sylhet.name));
  expect(eligible.sellers.find((s) => s.name === DEMO.chattogram.name)).toBeUndefined();
  await page.context().close();
});

test("a partial SSLCommerz refund from the dashboard's order page reaches the buyer's order", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow(); // A seller, a buyer, the SSLCommerz payer page, the operator's refund.
  const password = 'refund-e2e-2026';
  const admin = await adminSession(playwright, baseURL!);
  const seller = { name: 'Barishal Rope Works', email: uniqueEmail(testInfo, 'seller'), password };
  const sellerApi = await apiSession(playwright, baseURL!, seller, { register: true });
  await shipsFree(sellerApi);
  const productName = `Jute rope ${uniqueWord('refund')}`;
  const productId = await listProduct(sellerApi, {
    productName,
    price: 120,
    minQuantity: 10,
    maxQuantity: 100,
  });
  await approve(admin, productId);

  // The buyer pays ৳1,200.00 at SSLCommerz's (stand-in) page.
  const buyer = { name: 'Farhana Yasmin', email: uniqueEmail(testInfo, 'buyer'), password };
  await json(
    await page.request.post('/api/auth/sign-up/email', { data: buyer, headers: { origin: baseURL! } }),
    'buyer sign-up',
  );
  const placed = await json<{ orders: { _id: string }[]; payment: { redirectUrl: string } }>(
    await page.request.post('/api/checkout', {
      data: {
        items: [{ productId, quantity: 10 }],
        shippingAddress: 'House 8, Road 2, Sadar Road, Barishal',
        phoneNumber: '01712345678',
        paymentMethod: 'sslcommerz',
      },
      headers: { origin: baseURL! },
    }),
    'checkout',
  );
  const orderId = placed.orders[0]!._id;
  await page.goto(placed.payment.redirectUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'SSLCommerz (test stand-in)' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Payment received/ })).toBeVisible();

  // The operator refunds ৳150.00 of it from the order's page: through SSLCommerz.
  const operator = await adminPage(browser, baseURL!, testInfo, `/dashboard/orders/${orderId}`);
  const refunds = operator.getByRole('region', { name: 'Refunds', exact: true });
  await expect(refunds).toContainText('No refunds on this order.');
  await refunds.getByRole('button', { name: 'Refund' }).click();
  const dialog = operator.getByRole('dialog');
  await expect(dialog).toContainText('Up to ৳1,200.00 can go back through SSLCommerz');
  await dialog.getByLabel('Amount to refund (৳)').fill('150');
  await dialog.getByLabel('Reason').fill('Two coils were shorter than listed');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(operator.getByText('Refunded ৳150.00.')).toBeVisible();
  const refunded = refunds.getByRole('row').filter({ hasText: 'Two coils were shorter than listed' });
  await expect(refunded).toContainText('৳150.00');
  await expect(refunded).toContainText('SSLCommerz');
  await expect(refunded).toContainText('Refunded');
  await operator.context().close();

  // The buyer's order shows what came back.
  await page.goto('/orders');
  const card = page.getByRole('article').filter({ hasText: productName });
  await expect(card.getByRole('term').filter({ hasText: /^Refunded$/ })).toBeVisible();
  await expect(card).toContainText('৳150.00');
  const [mine] = (
    await json<{ orders: { _id: string; refundedAmount: number; paymentStatus: string }[] }>(
      await page.request.get('/api/myorder'),
      'my orders',
    )
  ).orders.filter((o) => o._id === orderId);
  expect(mine).toMatchObject({ refundedAmount: 150, paymentStatus: 'paid' });
  await Promise.all([admin.dispose(), sellerApi.dispose()]);
});
