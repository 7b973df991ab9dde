import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts';
import { choosePlace } from '../fixtures/delivery';
import { adminSession, apiSession, approve, listProduct, uniqueWord } from '../fixtures/listings';

// Issue 13: one cart with two sellers' products, a volume price that drops past a tier break, one checkout that
// makes one order per seller, each seller seeing only theirs, and a cancel that returns its stock.

const password = 'wholesale-2026';

async function stockOf(api: APIRequestContext, id: string): Promise<number> {
  const answer = await api.get(`/api/product/${id}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { maxQuantity: number }).maxQuantity;
}

async function signIn(page: Page, who: { email: string; password: string }, baseURL: string) {
  const answer = await page.request.post('/api/auth/sign-in/email', {
    data: who,
    headers: { origin: baseURL },
  });
  expect(answer.ok()).toBe(true);
}

test('a buyer fills one cart from two sellers, passes a tier break, checks out once and gets two orders', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow(); // Two sellers, a buyer and many real requests.
  const admin = await adminSession(playwright, baseURL!);
  const sellers = [
    { name: 'Karim Traders', email: uniqueEmail(testInfo, 'seller-a'), password },
    { name: 'Chattogram Pens', email: uniqueEmail(testInfo, 'seller-b'), password },
  ];
  const [apiA, apiB] = await Promise.all(
    sellers.map((s) => apiSession(playwright, baseURL!, s, { register: true })),
  );
  // Seller A sells in packs of 12 from 48, ৳145 a unit, ৳138 from 96, ৳130 from 480.
  const tiered = `Gel pen carton ${uniqueWord('tier')}`;
  const tieredId = await listProduct(apiA!, {
    productName: tiered,
    price: 145,
    minQuantity: 48,
    maxQuantity: 1000,
    orderIncrement: 12,
    priceTiers: [
      { minQuantity: 96, price: 138 },
      { minQuantity: 480, price: 130 },
    ],
  });
  const plain = `Stapler box ${uniqueWord('plain')}`;
  const plainId = await listProduct(apiB!, {
    productName: plain,
    price: 50,
    minQuantity: 10,
    maxQuantity: 200,
  });
  await approve(admin, tieredId);
  await approve(admin, plainId);

  const buyer = { name: 'Rahima Akter', email: uniqueEmail(testInfo, 'buyer'), password };
  await (await apiSession(playwright, baseURL!, buyer, { register: true })).dispose();
  await signIn(page, buyer, baseURL!);

  // The product page: the ladder, packs of 12, one pack above the MOQ, into the cart.
  await page.goto(`/product/${tieredId}`);
  await expect(page.getByRole('heading', { level: 1, name: tiered })).toBeVisible();
  await expect(page.getByText('Sold in packs of 12').first()).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity by one pack' }).click();
  await expect(page.getByLabel('Quantity (pcs)')).toHaveValue('60');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('60 pcs added to your cart.')).toBeVisible();

  await page.goto(`/product/${plainId}`);
  await expect(page.getByRole('heading', { level: 1, name: plain })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('10 pcs added to your cart.')).toBeVisible();

  // The cart: two sellers, and the unit price drops when the line passes 96.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seller: Karim Traders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seller: Chattogram Pens' })).toBeVisible();
  const line = page.getByRole('article', { name: tiered });
  await expect(line).toContainText('৳145.00 / pc');
  await expect(line).toContainText('Add 36 more for ৳138.00 / pc');
  const quantity = line.getByLabel(`Quantity of ${tiered} (pcs)`);
  const plus = line.getByRole('button', { name: 'Increase quantity by one pack' });
  for (const expected of ['72', '84', '96']) {
    await plus.click();
    await expect(quantity).toHaveValue(expected);
  }
  await expect(line).toContainText('৳138.00 / pc');
  await expect(line).toContainText('৳13,248.00');
  // The saved cart is priced by the server at the new quantity.
  await page.reload();
  await expect(page.getByRole('article', { name: tiered })).toContainText('৳138.00 / pc');

  // One checkout: an address, cash on delivery, two orders.
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await choosePlace(page);
  await page.getByLabel('Shipping Address').fill('House 12, Road 5, Dhanmondi, Dhaka');
  await page.getByLabel('Phone Number').fill('01712345678');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
  await expect(page.getByText('2 orders were placed, one per seller.')).toBeVisible();
  expect(await stockOf(page.request, tieredId)).toBe(1000 - 96);
  expect(await stockOf(page.request, plainId)).toBe(200 - 10);

  // Each seller sees only their own order.
  for (const [api, mine, theirs] of [
    [apiA!, tiered, plain],
    [apiB!, plain, tiered],
  ] as const) {
    const { orders } = (await (await api.get('/api/seller/orders')).json()) as {
      orders: { items: { productName: string }[] }[];
    };
    expect(orders.map((o) => o.items.map((i) => i.productName))).toEqual([[mine]]);
    expect(JSON.stringify(orders)).not.toContain(theirs);
  }
  await signIn(page, sellers[1]!, baseURL!);
  await page.goto('/myproducts/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Incoming orders' })).toBeVisible();
  await expect(page.getByRole('article', { name: plain })).toBeVisible();
  await expect(page.getByText(tiered)).toHaveCount(0);

  // The buyer cancels the tiered order from My Orders: its 96 units go back to stock, the other order stays.
  await signIn(page, buyer, baseURL!);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const order = page.getByRole('article').filter({ hasText: tiered });
  await expect(order).toContainText('Karim Traders');
  await order.getByRole('button', { name: /^Cancel order #/ }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  const success = page.getByRole('dialog', { name: 'Success!' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(order.getByText('Cancelled', { exact: true })).toBeVisible();
  expect(await stockOf(page.request, tieredId)).toBe(1000);
  expect(await stockOf(page.request, plainId)).toBe(190);

  await Promise.all([apiA!.dispose(), apiB!.dispose(), admin.dispose()]);
});
