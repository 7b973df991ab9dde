import { expect, test, type Page } from '@playwright/test';
import { pngImage, registerViaApi, uniqueEmail } from '../fixtures/accounts';
import { adminSession, approve, uniqueWord } from '../fixtures/listings';

const image = (name: string, size = 64) => ({ name, mimeType: 'image/png', buffer: pngImage(size) });

async function dismiss(page: Page, title: string, text: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

test('a seller lists a product, an admin approves it, buyers find it, the seller reprices it, others cannot edit it', async ({
  page,
  playwright,
  browser,
  baseURL,
}, testInfo) => {
  test.slow(); // The whole story of a listing, with uploads held back on purpose: more than 30 s on a busy machine.
  const word = uniqueWord('tiffin');
  const name = `Steel tiffin carrier ${word}`;
  const seller = {
    name: 'Karim Traders',
    email: uniqueEmail(testInfo, 'seller'),
    password: 'seller-pass-2026',
  };
  await registerViaApi(page.request, seller);

  // Uploads are held back until the test has seen them in progress (a fixed delay is outrun by a loaded
  // machine: the upload finished before the disabled button could be checked).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/uploads', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/addproduct');
  await expect(page).toHaveTitle(/Add product/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviewed before publishing' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Add Product' });

  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Main Product Image').setInputFiles(image('front.png', 96));
  await expect(page.getByRole('progressbar', { name: 'Main image upload progress' })).toBeVisible();
  await expect(page.getByText('Uploading...')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Add an extra image').setInputFiles(image('side.png'));
  await expect(page.getByRole('progressbar', { name: 'Extra image 1 upload progress' })).toBeVisible();
  await expect(submit).toBeDisabled();
  release();
  await page.getByLabel('Add an extra image').setInputFiles(image('back.png'));
  await expect(page.getByText('Uploaded')).toHaveCount(3);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(submit).toBeEnabled();

  await page.getByLabel('Main Quantity').fill('500');
  await page.getByLabel('Minimum Selling Quantity').fill('20');
  await page.getByLabel('Brand Name').fill('Kiam');
  await page.getByLabel('Category').selectOption({ label: 'Home & Kitchen Appliances' });
  await page.getByLabel('Short Description').fill('Three-tier stainless steel tiffin carrier.');
  await page.getByLabel('Product Details').fill('Cartons of 24 pieces.');
  await page.getByLabel('Price per Unit').fill('1250.50');
  // No rating to pick: a product's rating comes from its buyers' reviews.
  await expect(page.getByRole('radio', { name: '4 stars' })).toHaveCount(0);
  await submit.click();
  await dismiss(page, 'Success!', 'Product added successfully.');
  await expect(page.getByLabel('Product Name')).toHaveValue('');

  // My products: the new listing waits for review.
  await page.goto('/myproducts');
  await expect(page.getByRole('heading', { level: 1, name: 'My products' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Pending review');
  await expect(row).toContainText('৳1,250.50');
  const href = await row.getByRole('link', { name: `View ${name}` }).getAttribute('href');
  const id = href!.split('/').pop()!;
  const listed = await (await page.request.get(`/api/product/${id}`)).json();
  expect(listed.extraimages).toHaveLength(2);
  expect([listed.rating, listed.reviewCount]).toEqual([0, 0]);
  // Not public yet. (Search forgives typos since issue 34: another run's listing, whose made-up word differs by
  // a letter or two, may be suggested instead; this listing must not be among the answers.)
  const found = (await (await page.request.get(`/api/products?q=${word}`)).json()) as {
    products: { _id: string }[];
  };
  expect(found.products.map((p) => p._id)).not.toContain(id);

  const admin = await adminSession(playwright, baseURL!);
  await approve(admin, id);
  await admin.dispose();

  // Buyers find it by search and on its category page.
  await page.goto('/products');
  // As a buyer does: type and press Enter (the suggestions under the box may cover the Apply button).
  await page.getByLabel('Search').fill(word);
  await page.getByLabel('Search').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(page.getByRole('region', { name: 'Suggestions' })).toBeHidden();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.goto('/category/home-kitchen-appliances');
  await expect(page.getByRole('heading', { name })).toBeVisible();

  // The seller changes the price; a price change keeps the listing live.
  await page.goto('/myproducts');
  await expect(row).toContainText('Approved');
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Product' })).toBeVisible();
  await expect(
    page
      .getByText(
        'Changing the name, description, images, brand or category sends the listing back to review; price and stock changes do not.',
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByLabel('Product Name')).toHaveValue(name);
  await page.getByLabel('Price per Unit').fill('1180');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await dismiss(page, 'Success!', 'Product updated successfully');
  await page.goto(`/product/${id}`);
  await expect(page.getByText('৳1,180.00').first()).toBeVisible();
  await page.goto('/myproducts');
  await expect(row).toContainText('Approved');

  // Someone else is turned away, by the page and by the API.
  const other = await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport });
  const otherPage = await other.newPage();
  await registerViaApi(otherPage.request, {
    name: 'Rahim Uddin',
    email: uniqueEmail(testInfo, 'other'),
    password: 'other-pass-2026',
  });
  await otherPage.goto(`/update/${id}`);
  await expect(
    otherPage.getByRole('heading', { level: 1, name: "You can't edit this product" }),
  ).toBeVisible();
  await expect(otherPage.getByLabel('Price per Unit')).toHaveCount(0);
  expect((await otherPage.request.patch(`/api/update/${id}`, { data: { price: 1 } })).status()).toBe(403);
  await other.close();
});
