import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { choosePlace, shipsFree } from '../fixtures/delivery';
import { uniqueEmail } from '../fixtures/accounts';
import { adminSession, apiSession, approve, listProduct, uniqueWord } from '../fixtures/listings';

// Issue 14: online payments in a real browser against the shop's own stand-ins (the e2e server runs with
// PAYMENTS_FAKE=true). A cart paid by bKash: the payer page, Approve, back on My Orders with the order paid.
// Another paid by SSLCommerz: Cancel on its page, back on My Orders with the order cancelled and its stock back.

const password = 'online-pay-2026';

type ProductAnswer = { maxQuantity: number };
type MyOrders = { orders: { _id: string; productId: string; orderStatus: string; paymentStatus: string }[] };

async function stockOf(api: APIRequestContext, id: string): Promise<number> {
  const answer = await api.get(`/api/product/${id}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as ProductAnswer).maxQuantity;
}

async function orderOf(api: APIRequestContext, productId: string) {
  const answer = await api.get('/api/myorder');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as MyOrders).orders.find((o) => o.productId === productId)!;
}

/** The product into the cart at its minimum, then the cart's checkout with `method`, placed. */
async function checkOutWith(page: Page, productId: string, name: string, method: string) {
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('10 pcs added to your cart.')).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await choosePlace(page);
  await page.getByLabel('Shipping Address').fill('House 12, Road 5, Dhanmondi, Dhaka');
  await page.getByLabel('Phone Number').fill('01712345678');
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
}

test('a buyer pays a cart by bKash (Approve) and another by SSLCommerz (Cancel)', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow(); // A seller, a buyer, two checkouts through two payer pages.
  const admin = await adminSession(playwright, baseURL!);
  const seller = { name: 'Sylhet Tea House', email: uniqueEmail(testInfo, 'seller'), password };
  const sellerApi = await apiSession(playwright, baseURL!, seller, { register: true });
  // The amounts the gateway is asked for are the goods': this seller ships free.
  await shipsFree(sellerApi);
  const names = [`Tea chest ${uniqueWord('bkash')}`, `Tea caddy ${uniqueWord('ssl')}`];
  const [bkashId, sslId] = await Promise.all(
    names.map((productName) =>
      listProduct(sellerApi, { productName, price: 120, minQuantity: 10, maxQuantity: 100 }),
    ),
  );
  await approve(admin, bkashId!);
  await approve(admin, sslId!);

  const buyer = { name: 'Nasrin Sultana', email: uniqueEmail(testInfo, 'buyer'), password };
  await (await apiSession(playwright, baseURL!, buyer, { register: true })).dispose();
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: buyer,
    headers: { origin: baseURL! },
  });
  expect(signIn.ok()).toBe(true);

  // bKash: the payer page, Approve, and back on My Orders with the payment received.
  await checkOutWith(page, bkashId!, names[0]!, 'bKash (online)');
  await expect(page.getByRole('heading', { level: 1, name: 'bKash (test stand-in)' })).toBeVisible();
  await expect(page.getByText('৳1200.00 BDT')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/orders\?checkout=[^&]+&payment=completed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Payment received/ })).toBeVisible();
  const paidCard = page.getByRole('article').filter({ hasText: names[0]! });
  await expect(paidCard).toContainText('bKash (online) · Paid');
  expect(await orderOf(page.request, bkashId!)).toMatchObject({
    orderStatus: 'pending',
    paymentStatus: 'paid',
  });
  expect(await stockOf(page.request, bkashId!)).toBe(90);

  // SSLCommerz: the payer page, Cancel, and back on My Orders with the order cancelled and its stock back.
  await checkOutWith(page, sslId!, names[1]!, 'Card, Nagad, Rocket & more (SSLCommerz)');
  await expect(page.getByRole('heading', { level: 1, name: 'SSLCommerz (test stand-in)' })).toBeVisible();
  expect(await stockOf(page.request, sslId!)).toBe(90);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/orders\?checkout=[^&]+&payment=cancelled$/);
  // The banner says what happened (its wording since Pay again, 11f90a5).
  await expect(page.getByRole('status').filter({ hasText: /^Payment cancelled/ })).toBeVisible();
  const cancelledCard = page.getByRole('article').filter({ hasText: names[1]! });
  // Its status badge, and why: the payment was not completed.
  await expect(cancelledCard.locator('span', { hasText: /^Cancelled$/ })).toBeVisible();
  await expect(
    cancelledCard.getByRole('definition').filter({ hasText: 'payment not completed' }),
  ).toBeVisible();
  expect(await orderOf(page.request, sslId!)).toMatchObject({
    orderStatus: 'cancelled',
    paymentStatus: 'unpaid',
  });
  expect(await stockOf(page.request, sslId!)).toBe(100);
  // The bKash order is untouched by the other checkout.
  expect(await orderOf(page.request, bkashId!)).toMatchObject({
    orderStatus: 'pending',
    paymentStatus: 'paid',
  });

  await Promise.all([sellerApi.dispose(), admin.dispose()]);
});
