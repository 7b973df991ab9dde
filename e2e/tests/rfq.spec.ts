import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts';
import { choosePlace, shipsFree } from '../fixtures/delivery';
import { adminSession, apiSession, approve, listProduct, uniqueWord } from '../fixtures/listings';

// Issue 16 in Chromium: a buyer asks for a quote on a product page, the seller quotes from "Quote requests",
// they exchange messages, the buyer accepts and the order at the quoted price is in My Orders.
const password = 'wholesale-2026';

async function closeSuccess(page: Page) {
  await page.getByRole('dialog', { name: 'Success!' }).getByRole('button', { name: 'OK' }).click();
}

/** A Dhaka day some days ahead, as a date field takes it. */
const dayAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('request a quote, quote, talk, accept: the order at the quoted price is in My Orders', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow(); // Two people, two browser contexts and a dozen real requests.
  const seller = { name: 'Karim Traders', email: uniqueEmail(testInfo, 'seller'), password };
  const sellerApi = await apiSession(playwright, baseURL!, seller, { register: true });
  const productName = `Photocopy paper ${uniqueWord('rfq')}`;
  const productId = await listProduct(sellerApi, {
    productName,
    price: 110,
    minQuantity: 50,
    maxQuantity: 500,
  });
  await shipsFree(sellerApi);
  await sellerApi.dispose();
  const admin = await adminSession(playwright, baseURL!);
  await approve(admin, productId);
  await admin.dispose();

  // The buyer asks on the product page.
  const buyer = { name: 'Rahima Akter', email: uniqueEmail(testInfo, 'buyer'), password };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: buyer,
    headers: { origin: baseURL! },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto(`/product/${productId}`);
  await page.getByRole('link', { name: 'Request a quote' }).click();
  const ask = page.getByRole('dialog', { name: 'Request a quote' });
  await ask.getByLabel('Quantity').fill('40');
  await ask.getByLabel('Target price per unit (৳, optional)').fill('95');
  await ask.getByLabel('Note for the sellers').fill('For our office in Motijheel');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await closeSuccess(page);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  const rfqUrl = new URL(page.url()).pathname;
  expect(rfqUrl).toMatch(/^\/rfqs\//);

  // The seller finds it under Quote requests, quotes below the MOQ and writes to the buyer.
  const sellerContext = await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport });
  const sellerPage = await sellerContext.newPage();
  const signIn = await sellerPage.request.post('/api/auth/sign-in/email', {
    data: seller,
    headers: { origin: baseURL! },
  });
  expect(signIn.ok()).toBe(true);
  await sellerPage.goto('/myproducts/rfqs');
  await sellerPage.getByRole('link', { name: productName }).click();
  await sellerPage.getByLabel('Unit price (৳)').fill('92.5');
  await expect(sellerPage.getByLabel('Quantity')).toHaveValue('40');
  await sellerPage.getByLabel('Valid until').fill(dayAhead(5));
  await sellerPage.getByLabel('Note for the buyer').fill('Delivery in 3 days');
  await sellerPage.getByRole('button', { name: 'Send quote' }).click();
  await closeSuccess(sellerPage);
  const sellerThread = sellerPage.getByRole('region', { name: 'With the buyer, Rahima Akter' });
  await sellerThread.getByLabel('Your message').fill('ঢাকার ভেতরে ডেলিভারি ফ্রি');
  await sellerThread.getByRole('button', { name: 'Send' }).click();
  await expect(sellerThread.getByText('ঢাকার ভেতরে ডেলিভারি ফ্রি')).toBeVisible();

  // The buyer reads the quote and the message, and answers.
  await page.reload();
  const table = page.getByRole('table', { name: 'Quotes compared' });
  await expect(table).toContainText('Karim Traders');
  await expect(table).toContainText('৳92.50');
  await expect(table).toContainText('৳3,700.00');
  const buyerThread = page.getByRole('region', { name: 'With Karim Traders' });
  await expect(buyerThread.getByText('ঢাকার ভেতরে ডেলিভারি ফ্রি')).toBeVisible();
  await buyerThread.getByLabel('Your message').fill('Thank you, accepting now');
  await buyerThread.getByRole('button', { name: 'Send' }).click();
  await expect(buyerThread.getByText('Thank you, accepting now')).toBeVisible();
  await sellerPage.reload();
  await expect(sellerThread.getByText('Thank you, accepting now')).toBeVisible();
  await sellerContext.close();

  // Accepting places the order at the quoted price.
  await page.getByRole('button', { name: 'Accept the quote of Karim Traders' }).click();
  const accept = page.getByRole('dialog', { name: 'Accept this quote' });
  await expect(page).toHaveURL(/\/rfqs\/[^/]+\/accept\/[^/]+$/);
  await choosePlace(accept, ['Dhaka', 'Dhaka', 'Motijheel']);
  await expect(accept).toContainText('Delivery (Inside Dhaka city)Free');
  await expect(accept).toContainText('Total৳3,700.00');
  await accept.getByLabel('Shipping Address').fill('Shop 12, Motijheel C/A, Dhaka 1000');
  await accept.getByLabel(/Phone/).fill('01712345678');
  await accept.getByRole('button', { name: 'Place the order' }).click();
  await closeSuccess(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const order = page.getByRole('article').filter({ hasText: productName });
  await expect(order).toContainText('৳3,700.00');
});
