import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts';
import { choosePlace, shipsFree } from '../fixtures/delivery';
import {
  adminSession,
  apiSession,
  approve,
  listProduct,
  uniqueWord,
  type NewListing,
} from '../fixtures/listings';

// Issue 30: a buyer orders a polo shirt in 3 sizes × 2 colours from the product page's grid. Each cell (30 pcs)
// is below the minimum of 100, the mix (180) is above it and reaches the volume price from 150; the cart and
// the checkout (cash on delivery) keep a line per variant, and the order shows the six variant lines.

const password = 'variants-2026';
const SIZES = ['S', 'M', 'L'];
const COLOURS = ['Red', 'Navy'];

async function signIn(page: Page, who: { email: string; password: string }, baseURL: string) {
  const answer = await page.request.post('/api/auth/sign-in/email', {
    data: who,
    headers: { origin: baseURL },
  });
  expect(answer.ok()).toBe(true);
}

const box = (page: Page, size: string, colour: string) =>
  page.getByRole('spinbutton', { name: `Size ${size}, Colour ${colour}, quantity` });

test('a buyer orders 3 sizes × 2 colours that meet the minimum only together, and the order keeps the six variant lines', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow(); // A seller, a buyer, a listing with variants and a checkout.
  const admin = await adminSession(playwright, baseURL!);
  const seller = { name: 'Mirpur Garments', email: uniqueEmail(testInfo, 'seller'), password };
  const sellerApi = await apiSession(playwright, baseURL!, seller, { register: true });
  await shipsFree(sellerApi);
  // S–XL × Red/Navy (Navy XL not made), 50 of each; XL at ৳270; ৳250 a piece, ৳230 from 150, MOQ 100 mixed.
  const name = `Men's cotton polo shirt ${uniqueWord('polo')}`;
  const combos = COLOURS.flatMap((colour) =>
    [...SIZES, 'XL']
      .filter((size) => !(size === 'XL' && colour === 'Navy'))
      .map((size) => ({ size, colour })),
  );
  const listing: NewListing & Record<string, unknown> = {
    productName: name,
    category: 'fashion-apparel',
    price: 250,
    minQuantity: 100,
    maxQuantity: combos.length * 50,
    priceTiers: [{ minQuantity: 150, price: 230 }],
    variantRule: 'mixed',
    options: [
      { name: 'Size', values: [...SIZES, 'XL'] },
      { name: 'Colour', values: COLOURS },
    ],
    variants: combos.map(({ size, colour }) => ({
      sku: `POLO-${colour.toUpperCase()}-${size}`,
      options: { Size: size, Colour: colour },
      stock: 50,
      price: size === 'XL' ? 270 : null,
    })),
  };
  const productId = await listProduct(sellerApi, listing);
  await approve(admin, productId);

  const buyer = { name: 'Rahima Akter', email: uniqueEmail(testInfo, 'buyer'), password };
  await (await apiSession(playwright, baseURL!, buyer, { register: true })).dispose();
  await signIn(page, buyer, baseURL!);

  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose sizes and colours' })).toBeVisible();
  await expect(page.getByText(/\?variant=/)).toHaveCount(0);
  await expect(box(page, 'XL', 'Navy')).toHaveCount(0);

  // One cell is below the minimum; the six together are above it, at the volume price.
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await box(page, 'S', 'Red').fill('30');
  await expect(page.getByText('The minimum order is 100 pcs across the sizes and colours')).toBeVisible();
  await expect(addToCart).toBeDisabled();
  for (const colour of COLOURS) for (const size of SIZES) await box(page, size, colour).fill('30');
  const summary = page.getByRole('status').filter({ hasText: 'Volume price' });
  await expect(summary).toContainText('Pieces180');
  await expect(summary).toContainText('from 150 pcs');
  await expect(summary).toContainText('৳230.00');
  await expect(summary).toContainText('৳41,400.00');
  await addToCart.click();
  await expect(page.getByText('180 pcs in 6 sizes and colours are in your cart.')).toBeVisible();

  // The cart: one line per variant, each at the mix's price.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const lines = page.getByRole('article', { name });
  await expect(lines).toHaveCount(6);
  for (const colour of COLOURS)
    for (const size of SIZES)
      await expect(lines.filter({ hasText: `Size: ${size} · Colour: ${colour}` })).toContainText('৳230.00');

  // Checkout, cash on delivery.
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const orderSummary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(orderSummary.getByText('Size: M · Colour: Navy')).toBeVisible();
  await choosePlace(page);
  await page.getByLabel('Shipping Address').fill('House 12, Road 5, Dhanmondi, Dhaka');
  await page.getByLabel('Phone Number').fill('01712345678');
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();

  // The order shows the six variant lines; each variant's stock went down by its own 30.
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const order = page.getByRole('article').filter({ hasText: name });
  await expect(order).toContainText('Mirpur Garments');
  for (const colour of COLOURS)
    for (const size of SIZES) await expect(order).toContainText(`Size: ${size} · Colour: ${colour}`);
  await expect(order.getByText(/^Size: /)).toHaveCount(6);
  const product = (await (await page.request.get(`/api/product/${productId}`)).json()) as {
    variants: { options: Record<string, string>; stock: number }[];
  };
  expect(
    Object.fromEntries(product.variants.map((v) => [`${v.options.Size} ${v.options.Colour}`, v.stock])),
  ).toEqual({
    'S Red': 20,
    'M Red': 20,
    'L Red': 20,
    'XL Red': 50,
    'S Navy': 20,
    'M Navy': 20,
    'L Navy': 20,
  });
});
