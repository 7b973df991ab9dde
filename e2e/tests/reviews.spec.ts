import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts';
import { adminSession, apiSession, approve, listProduct, uniqueWord } from '../fixtures/listings';

// Issue 16 in Chromium: after delivery the buyer reviews the product on My Orders, and the product page's stars
// and count change; the seller's page shows the seller's new rating.
const password = 'wholesale-2026';

async function signIn(page: Page, who: { email: string; password: string }, baseURL: string) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: who, headers: { origin: baseURL } });
  expect(res.ok()).toBe(true);
}

test('a buyer reviews a delivered order and the product page shows the new rating', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const sellerName = `Karim Traders ${uniqueWord('s')}`;
  const seller = { name: sellerName, email: uniqueEmail(testInfo, 'seller'), password };
  const sellerApi = await apiSession(playwright, baseURL!, seller, { register: true });
  const productName = `Ceiling fan lot ${uniqueWord('fan')}`;
  const productId = await listProduct(sellerApi, {
    productName,
    price: 2400,
    minQuantity: 5,
    maxQuantity: 50,
  });
  const admin = await adminSession(playwright, baseURL!);
  await approve(admin, productId);
  await admin.dispose();

  const buyer = { name: 'Rahima Akter', email: uniqueEmail(testInfo, 'buyer'), password };
  const buyerApi = await apiSession(playwright, baseURL!, buyer, { register: true });
  const placed = await buyerApi.post('/api/addorder', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { productId, quantity: 5, shippingAddress: 'Agrabad, Chattogram', phoneNumber: '+8801812345678' },
  });
  expect(placed.ok()).toBe(true);
  const orderId = (await placed.json()).insertedId as string;
  await buyerApi.dispose();

  // No reviews before delivery: the product page says so.
  await page.goto(`/product/${productId}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('img', { name: 'No reviews yet' })).toBeVisible();

  // The seller delivers it, as the seller's order actions do.
  for (const [from, status] of [
    ['pending', 'processing'],
    ['processing', 'shipped'],
    ['shipped', 'delivered'],
  ]) {
    const moved = await sellerApi.post(`/api/orders/${orderId}/status`, { data: { status, from } });
    expect(moved.ok()).toBe(true);
  }
  await sellerApi.dispose();

  await signIn(page, buyer, baseURL!);
  await page.goto('/orders');
  await page.getByRole('button', { name: `Review ${productName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${productName}` });
  await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await dialog.getByLabel('Your review (optional)').fill('Quiet and strong; two boxes were dented.');
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  const thanks = page.getByRole('dialog', { name: 'Success!' });
  await expect(thanks).toContainText('Thank you! Your review is published.');
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Reviewed: 4 stars')).toBeVisible();
  await expect(page.getByRole('button', { name: `Review ${productName}` })).toHaveCount(0);

  await page.goto(`/product/${productId}`);
  await expect(reviews.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toContainText(
    '4.0 (1)',
  );
  await expect(reviews.getByText('Quiet and strong; two boxes were dented.')).toBeVisible();
  await expect(reviews.getByText(/^Rahima Akter on /)).toBeVisible();

  // The seller's name leads to their page, rated by the same review.
  await page.getByRole('link', { name: sellerName }).click();
  await expect(page).toHaveURL(/\/seller\//);
  await expect(page.getByRole('heading', { level: 1, name: sellerName })).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: productName }) });
  await expect(card.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toBeVisible();
  // The seller's own rating above their listings, and the product's on its card.
  await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toHaveCount(2);
});
