import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../fixtures/accounts';

// Issue 30 item 5: a seller imports a 20-row CSV with 3 bad rows, reads the report, fixes the file, imports it,
// and finds the listings in My products, pending review.
const HEADERS = [
  'handle',
  'name',
  'description',
  'details',
  'category',
  'brand',
  'price',
  'minimum',
  'pack',
  'max_per_order',
  'weight_kg',
  'tiers',
  'variant_rule',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'option3_name',
  'option3_value',
  'sku',
  'stock',
  'variant_price',
  'pack_units',
  'image',
  'extra_images',
];

function sheet(prefix: string, broken: boolean): Buffer {
  const rows = Array.from({ length: 20 }, (_, i) => {
    const n = i + 1;
    const row: Record<string, string> = {
      handle: `${prefix}-${n}`,
      name: `Imported lentils ${prefix} ${n}`,
      description: 'Red lentils, 25 kg sack.',
      category: 'Food & Groceries',
      brand: 'Bogura Pulses',
      price: String(1800 + n),
      minimum: '10',
      pack: '5',
      stock: '400',
      sku: `${prefix}-${n}`,
      image: '/uploads/seed/food-groceries-1.webp',
    };
    if (broken && n === 3) row.price = 'cheap';
    if (broken && n === 8) row.name = '';
    if (broken && n === 13) row.category = 'Spaceships';
    return HEADERS.map((h) => `"${(row[h] ?? '').replace(/"/g, '""')}"`).join(',');
  });
  return Buffer.from(`\uFEFF${[HEADERS.join(','), ...rows].join('\r\n')}\r\n`, 'utf8');
}

test('a seller imports listings from a CSV: a dry run reports 3 bad rows, the fixed file imports', async ({
  page,
}, testInfo) => {
  test.slow();
  const prefix = `L${Date.now().toString(36).toUpperCase()}`;
  await registerViaApi(page.request, {
    name: 'Bogura Pulses',
    email: uniqueEmail(testInfo, 'importer'),
    password: 'importer-pass-2026',
  });
  await page.goto('/myproducts');
  const panel = page.getByRole('region', { name: 'Import and export' });
  await expect(panel).toBeVisible();

  await panel
    .getByLabel('CSV or XLSX file')
    .setInputFiles({ name: 'lentils.csv', mimeType: 'text/csv', buffer: sheet(prefix, true) });
  await panel.getByRole('button', { name: 'Check the file' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    'Checked: 3 rows with errors. Confirm to import the rest.',
  );
  await expect(page).toHaveURL(/[?&]import=/);
  const report = panel.getByRole('table');
  await expect(report.getByRole('row')).toHaveCount(1 + 3);
  await expect(report).toContainText('Price must be a number');
  await expect(report).toContainText('Product name is required');
  await expect(report).toContainText('Choose one of the categories');

  // A reload finds the job again.
  await page.reload();
  await expect(panel.getByRole('status')).toHaveText(
    'Checked: 3 rows with errors. Confirm to import the rest.',
  );
  // Nothing was saved by the check.
  await expect(page.getByRole('row', { name: new RegExp(`Imported lentils ${prefix} 1\\b`) })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Import another file' }).click();
  await panel
    .getByLabel('CSV or XLSX file')
    .setInputFiles({ name: 'lentils.csv', mimeType: 'text/csv', buffer: sheet(prefix, false) });
  await panel.getByRole('button', { name: 'Check the file' }).click();
  await expect(panel.getByRole('status')).toHaveText('Checked: no errors. Confirm to import.');
  await panel.getByRole('button', { name: 'Confirm the import' }).click();
  await expect(panel.getByRole('status')).toContainText('Imported: 20 new, 0 updated, 0 unchanged');
  const listed = page.getByRole('row', { name: new RegExp(`Imported lentils ${prefix} 20\\b`) });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText('Pending review');
  await expect(page.getByRole('row', { name: new RegExp(`Imported lentils ${prefix} \\d+\\b`) })).toHaveCount(
    20,
  );
});
