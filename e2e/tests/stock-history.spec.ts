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
