import { expect, test } from '@playwright/test';

test('home shows the hero and featured products from the database', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Home/);
  await expect(page.getByRole('heading', { name: 'Welcome to BulkBazar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(page.getByText('Explore our exclusive collection of products')).toBeVisible();
  // The demo catalog covers all seven categories: seven featured cards, one per category.
  await expect(page.getByRole('link', { name: /see more/i })).toHaveCount(7);
  await expect(page.getByText(/৳[\d,]+\.\d\d/).first()).toBeVisible();
});

test('a product card opens its product page', async ({ page }) => {
  await page.goto('/');
  const firstCard = page.getByRole('link', { name: /see more/i }).first();
  await firstCard.click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  const product = await (await page.request.get(`/api/product/${id}`)).json();
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  await expect(page.getByText(product.brand).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(product.productName.replace(/[()]/g, '.')));
});

test('an unknown URL shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the catalog lists products and filters by category through the URL', async ({ page }) => {
  await page.goto('/products?category=health-beauty');
  await expect(page).toHaveTitle(/All products/);
  await expect(page.getByRole('link', { name: /see more/i }).first()).toBeVisible();
  const categories = await page.getByText('Health & Beauty').count();
  expect(categories).toBeGreaterThan(0);
});
