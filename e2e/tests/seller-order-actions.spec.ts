import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts';
import { adminSession, apiSession, approve, listProduct, uniqueWord } from '../fixtures/listings';

// Issue 11, item 17 in Chromium: the seller declines an order with a reason the buyer then reads, and
// records the cash for a delivered cash-on-delivery order. Issue 28, item 18: each step is asked first, and a
// double tap moves the order one step.
const password = 'wholesale-2026';

const order = (api: APIRequestContext, productId: string) =>
  api.post('/api/addorder', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      productId,
      quantity: 5,
      shippingAddress: 'Agrabad Commercial Area, Chattogram',
      phoneNumber: '+8801812345678',
    },
  });

async function signIn(page: Page, who: { email: string; password: string }, baseURL: string) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: who, headers: { origin: baseURL } });
  expect(res.ok()).toBe(true);
}

test('the seller declines a pending order with a reason, the buyer reads it, and cash is recorded on delivery', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const seller = { name: 'Karim Traders', email: uniqueEmail(testInfo, 'seller'), password };
  const sellerApi = await apiSession(playwright, baseURL!, seller, { register: true });
  const declinedName = `Gel pens box ${uniqueWord('pen')}`;
  const paidName = `Stapler lot ${uniqueWord('stp')}`;
  const declinedId = await listProduct(sellerApi, {
    productName: declinedName,
    price: 120.5,
    minQuantity: 5,
    maxQuantity: 8,
  });
  const paidId = await listProduct(sellerApi, {
    productName: paidName,
    price: 80,
    minQuantity: 5,
    maxQuantity: 8,
  });
  const admin = await adminSession(playwright, baseURL!);
  await approve(admin, declinedId);
  await approve(admin, paidId);
  await admin.dispose();

  const buyer = { name: 'Rahima Akter', email: uniqueEmail(testInfo, 'buyer'), password };
  const buyerApi = await apiSession(playwright, baseURL!, buyer, { register: true });
  expect((await order(buyerApi, declinedId)).ok()).toBe(true);
  const toPay = (await (await order(buyerApi, paidId)).json()).insertedId as string;
  await buyerApi.dispose();
  // A move from a status the order has left is refused, so a stale screen cannot move it twice.
  const stale = await sellerApi.post(`/api/orders/${toPay}/status`, {
    data: { status: 'shipped', from: 'processing' },
  });
  expect(stale.status()).toBe(409);
  await sellerApi.dispose();

  await signIn(page, seller, baseURL!);
  await page.goto('/myproducts/orders');

  // Each step by a double tap on its button: asked once, one step, then the next button.
  const delivered = page.getByRole('article', { name: paidName });
  const steps = [
    ['Mark processing', 'Mark this order processing?', 'Yes, processing', 'Processing'],
    ['Mark shipped', 'Mark this order shipped?', 'Yes, shipped', 'Shipped'],
    ['Mark delivered', 'Mark this order delivered?', 'Yes, delivered', 'Delivered'],
  ] as const;
  for (const [button, title, yes, status] of steps) {
    await delivered.getByRole('button', { name: button }).dblclick();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: yes }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(delivered.getByText(status, { exact: true })).toBeVisible();
  }
  const pending = page.getByRole('article', { name: declinedName });
  await pending.getByRole('button', { name: `Decline the order for ${declinedName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this order?' });
  await dialog.getByLabel('Reason').fill('Sold out at our warehouse until next month');
  await dialog.getByRole('button', { name: 'Decline order' }).click();
  await expect(dialog).toBeHidden();
  await expect(pending.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(pending).toContainText('Sold out at our warehouse until next month');

  await delivered.getByRole('button', { name: 'Cash received' }).click();
  await page
    .getByRole('dialog', { name: 'Cash received?' })
    .getByRole('button', { name: 'Yes, record it' })
    .click();
  await expect(delivered).toContainText('Cash on Delivery · Paid');
  await expect(delivered.getByRole('button')).toHaveCount(0);

  await signIn(page, buyer, baseURL!);
  await page.goto('/orders');
  const mine = page.getByRole('article').filter({ hasText: declinedName });
  await expect(mine).toContainText('Declined by the seller');
  await expect(mine).toContainText('Sold out at our warehouse until next month');
});
