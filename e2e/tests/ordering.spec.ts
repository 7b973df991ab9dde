import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { choosePlace, shipsFree } from '../fixtures/delivery';
import { uniqueEmail } from '../fixtures/accounts';
import {
  adminSession,
  apiSession,
  approve,
  listProduct,
  uniqueWord,
  type Playwright,
} from '../fixtures/listings';

const password = 'wholesale-2026';

/** A fresh seller with one approved product (MOQ 5, stock 8, ৳120.50), listed and approved through the API. */
async function sellerWithProduct(playwright: Playwright, baseURL: string, testInfo: TestInfo) {
  const seller = { name: 'Karim Traders', email: uniqueEmail(testInfo, 'seller'), password };
  const sellerApi = await apiSession(playwright, baseURL, seller, { register: true });
  const productName = `Gel pens box ${uniqueWord('pen')}`;
  const id = await listProduct(sellerApi, { productName, price: 120.5, minQuantity: 5, maxQuantity: 8 });
  // Totals here are the goods': this seller ships free.
  await shipsFree(sellerApi);
  const admin = await adminSession(playwright, baseURL);
  await approve(admin, id);
  await admin.dispose();
  return { seller, sellerApi, id, productName };
}

async function dismiss(page: Page, title: string, text: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** Follows a main navigation link: in the navbar on a desktop, behind the Menu button on a phone. */
async function navigate(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name })
    .filter({ visible: true })
    .click();
}

test('a buyer orders within MOQ and stock, sees the order, cancels it, and the stock comes back', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow(); // Many steps, each a real request: more than the default 30 s on a busy machine.
  const { id, productName, sellerApi } = await sellerWithProduct(playwright, baseURL!, testInfo);
  await sellerApi.dispose();
  const buyer = { name: 'Rahima Akter', email: uniqueEmail(testInfo, 'buyer'), password };
  await (await apiSession(playwright, baseURL!, buyer, { register: true })).dispose();

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${buyer.name}` })).toBeVisible();

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByText('In stock: 8 pcs')).toBeVisible();
  await page.getByRole('button', { name: 'Buy now' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByLabel('Name', { exact: true })).toHaveValue(buyer.name);
  await expect(checkout.getByLabel('Email', { exact: true })).toHaveValue(buyer.email);

  // The stepper steps within MOQ and stock, and snaps a typed quantity to the nearest one that can be bought.
  const quantity = checkout.getByLabel('Quantity (pcs)', { exact: true });
  const minus = checkout.getByRole('button', { name: 'Decrease quantity by one pack' });
  const plus = checkout.getByRole('button', { name: 'Increase quantity by one pack' });
  const quote = checkout.getByRole('status').filter({ hasText: 'Unit price' });
  await expect(quantity).toHaveValue('5');
  await expect(minus).toBeDisabled();
  await expect(quote).toContainText('৳602.50');
  for (let i = 0; i < 3; i++) await plus.click();
  await expect(quantity).toHaveValue('8');
  await expect(plus).toBeDisabled();
  await expect(quote).toContainText('৳964.00');
  await quantity.fill('9');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('8');
  await expect(checkout.getByText('Only 8 pcs available: changed to 8')).toBeVisible();
  await quantity.fill('4');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('5');
  await expect(checkout.getByText('The minimum order is 5 pcs: changed to 5')).toBeVisible();
  await quantity.fill('6');
  await quantity.press('Enter');
  await expect(quote).toContainText('৳723.00');

  await choosePlace(checkout);
  await checkout.getByLabel('Shipping Address').fill('House 12, Road 5, Dhanmondi, Dhaka');
  await checkout.getByLabel('Phone Number').fill('01712345678');
  await expect(checkout.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await dismiss(page, 'Success!', 'Order received successfully');
  await expect(checkout).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  await expect(page.getByText('In stock: 2 pcs')).toBeVisible();

  await navigate(page, 'My Orders');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: productName });
  await expect(card).toContainText('Karim Traders');
  await expect(card).toContainText('6');
  await expect(card).toContainText('৳723.00');
  await expect(card).toContainText('Cash on Delivery · Unpaid');
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: /^Cancel order #/ }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  await dismiss(page, 'Success!', 'Order cancelled');
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Cancel order #/ })).toHaveCount(0);

  await card.getByRole('link', { name: productName }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByText('In stock: 8 pcs')).toBeVisible();
});

test("the checkout tells the buyer to send the total to the shop's bKash merchant number", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const { id, sellerApi } = await sellerWithProduct(playwright, baseURL!, testInfo);
  await sellerApi.dispose();
  const buyer = { name: 'Rahima Akter', email: uniqueEmail(testInfo, 'buyer'), password };
  await (await apiSession(playwright, baseURL!, buyer, { register: true })).dispose();
  // The demo shop's numbers (server/src/seed/seed.ts), as an admin set them in the content settings.
  const { merchantNumbers } = await (await page.request.get('/api/content')).json();
  expect(merchantNumbers.bkash).toMatch(/^01[3-9]\d{8}$/);

  expect(
    (await page.request.post('/api/auth/sign-in/email', { data: buyer, headers: { origin: baseURL! } })).ok(),
  ).toBe(true);
  await page.goto(`/product/${id}`);
  await page.getByRole('button', { name: 'Buy now' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout.getByText(/merchant number/)).toHaveCount(0);
  await checkout.getByRole('radio', { name: 'bKash', exact: true }).check();
  await expect(checkout.getByText(/merchant number/)).toHaveText(
    `Send ৳602.50 to bKash merchant number ${merchantNumbers.bkash}, then enter the transaction ID (TrxID) from bKash’s confirmation message.`,
  );
  await expect(checkout.getByLabel('Transaction ID')).toBeVisible();
});

test('the seller marks an order shipped from Incoming orders, and the buyer sees it shipped', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const { id, productName, seller, sellerApi } = await sellerWithProduct(playwright, baseURL!, testInfo);
  await sellerApi.dispose();
  const buyer = { name: 'Rahima Akter', email: uniqueEmail(testInfo, 'buyer'), password };
  const buyerApi = await apiSession(playwright, baseURL!, buyer, { register: true });
  const placed = await buyerApi.post('/api/addorder', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      productId: id,
      quantity: 5,
      shippingAddress: 'Agrabad Commercial Area, Chattogram',
      phoneNumber: '+8801812345678',
      paymentMethod: 'cod',
    },
  });
  expect(placed.ok()).toBe(true);
  await buyerApi.dispose();

  // The page signs in as the seller.
  expect(
    (
      await page.request.post('/api/auth/sign-in/email', { data: seller, headers: { origin: baseURL! } })
    ).ok(),
  ).toBe(true);
  await page.goto('/myproducts');
  await page
    .getByRole('navigation', { name: 'Seller area' })
    .getByRole('link', { name: 'Incoming orders' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Incoming orders' })).toBeVisible();
  const order = page.getByRole('article', { name: productName });
  await expect(order).toContainText(`${buyer.name} (${buyer.email})`);
  await expect(order).toContainText('Agrabad Commercial Area, Chattogram');
  await expect(order).toContainText('+8801812345678');
  // The next step, and Decline (issue 11: a pending order's seller may decline it with a reason).
  await expect(order.getByRole('button')).toHaveText(['Mark processing', 'Decline']);
  // Each step is asked first (issue 28: a double tap moved an order two steps).
  await order.getByRole('button', { name: 'Mark processing' }).click();
  await page
    .getByRole('dialog', { name: 'Mark this order processing?' })
    .getByRole('button', { name: 'Yes, processing' })
    .click();
  await expect(order.getByText('Processing', { exact: true })).toBeVisible();
  await order.getByRole('button', { name: 'Mark shipped' }).click();
  await page
    .getByRole('dialog', { name: 'Mark this order shipped?' })
    .getByRole('button', { name: 'Yes, shipped' })
    .click();
  await expect(order.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(order.getByRole('button')).toHaveText(['Mark delivered']);

  // The page signs in as the buyer.
  expect(
    (await page.request.post('/api/auth/sign-in/email', { data: buyer, headers: { origin: baseURL! } })).ok(),
  ).toBe(true);
  await page.goto('/orders');
  const mine = page.getByRole('article').filter({ hasText: productName });
  await expect(mine.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Cancel order #/ })).toHaveCount(0);
});
