import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../fixtures/accounts';

// Issue 30 item 7: a seller adjusts a listing's stock on its edit page (40 sacks received) and the history shows
// the move with its reason, before and after; a write-off too big for the stock is refused at its field.
test('a stock adjustment shows in the history', async ({ page }, testInfo) => {
  await registerViaApi(page.request, {
    name: 'Naogaon Rice Mill',
    email: uniqueEmail(testInfo, 'stocker'),
    password: 'stocker-pass-2026',
  });
  const created = await page.request.post('/api/addproduct', {
    data: {
      productName: `Chinigura Rice 25kg ${randomUUID().slice(0, 6)}`,
      image: `/uploads/u/${randomUUID()}.webp`,
      brand: 'Naogaon',
      category: 'Food & Groceries',
      description: 'Aromatic rice, 25 kg sack.',
      price: 2400,
      maxQuantity: 100,
      minQuantity: 10,
    },
  });
  expect(created.status()).toBe(200);
  const { insertedId } = (await created.json()) as { insertedId: string };

  await page.goto(`/update/${insertedId}`);
  const stock = page.getByRole('region', { name: 'Stock' });
  await expect(stock).toContainText('In stock now: 100');
  await expect(stock).toContainText('No stock moves yet.');

  await stock.getByRole('spinbutton', { name: /Change/ }).fill('40');
  await stock.getByRole('combobox', { name: 'Reason' }).selectOption('received');
  await stock.getByRole('textbox', { name: 'Note (optional)' }).fill('Truck from Naogaon');
  await stock.getByRole('button', { name: 'Adjust stock' }).click();

  const history = stock.getByRole('table', { name: 'Stock history' });
  const row = history.getByRole('row').nth(1);
  await expect(row).toContainText('Received');
  await expect(row).toContainText('Truck from Naogaon');
  await expect(row).toContainText('+40');
  await expect(row.getByRole('cell').nth(4)).toHaveText('100');
  await expect(row.getByRole('cell').nth(5)).toHaveText('140');
  await expect(row).toContainText('Naogaon Rice Mill');
  await expect(stock).toContainText('In stock now: 140');

  // More than is in stock cannot be written off: refused at the field, nothing moved.
  await stock.getByRole('spinbutton', { name: /Change/ }).fill('-500');
  await stock.getByRole('combobox', { name: 'Reason' }).selectOption('damaged');
  await stock.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(stock.getByText('Stock cannot go below 0')).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(2);
});

// Issue 30 item 6: the same history from the My products table's bulk edit — a stock set to 120 there is a
// correction from 100 to 120 by the seller; the price saved with it shows in the table. No sideways scroll on a phone.
test('a bulk edit of price and stock on My products shows in the history as a correction', async ({
  page,
}, testInfo) => {
  await registerViaApi(page.request, {
    name: 'Bogura Flour Mill',
    email: uniqueEmail(testInfo, 'bulk-editor'),
    password: 'bulk-editor-pass-2026',
  });
  const name = `Atta 50kg ${randomUUID().slice(0, 6)}`;
  const created = await page.request.post('/api/addproduct', {
    data: {
      productName: name,
      image: `/uploads/u/${randomUUID()}.webp`,
      brand: 'Bogura',
      category: 'Food & Groceries',
      description: 'Whole wheat flour, 50 kg sack.',
      price: 2400,
      maxQuantity: 100,
      minQuantity: 10,
    },
  });
  expect(created.status()).toBe(200);
  const { insertedId } = (await created.json()) as { insertedId: string };

  await page.goto('/myproducts');
  await page.getByRole('button', { name: 'Edit prices and stock' }).click();
  await page.getByRole('textbox', { name: `Price of ${name}` }).fill('2350.50');
  await page.getByRole('textbox', { name: `Stock of ${name}` }).fill('120');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. Listings changed: 1.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('৳2,350.50');

  await page.goto(`/update/${insertedId}`);
  const stock = page.getByRole('region', { name: 'Stock' });
  await expect(stock).toContainText('In stock now: 120');
  const row = stock.getByRole('table', { name: 'Stock history' }).getByRole('row').nth(1);
  await expect(row).toContainText('Correction');
  await expect(row).toContainText('+20');
  await expect(row.getByRole('cell').nth(4)).toHaveText('100');
  await expect(row.getByRole('cell').nth(5)).toHaveText('120');
  await expect(row).toContainText('Bogura Flour Mill');
});
