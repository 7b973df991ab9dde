import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from '../fixtures/accounts';

// Issue 30 item 7: a seller sets a low-stock alert in the listing form's terms (over the API here), and My products
// shows the stock value and the listings and variants at or under their line, each opening its edit page. In
// English and Bengali, and no wider than the screen (the phone project is 360 pixels wide).
test('My products shows the stock value and what runs low, linking to the edit page', async ({
  page,
  baseURL,
}, testInfo) => {
  await registerViaApi(page.request, {
    name: 'Tangail Saree House',
    email: uniqueEmail(testInfo, 'lowstock'),
    password: 'lowstock-pass-2026',
  });
  const token = randomUUID().slice(0, 6);
  const add = async (data: Record<string, unknown>) => {
    const created = await page.request.post('/api/addproduct', {
      data: {
        image: `/uploads/u/${randomUUID()}.webp`,
        brand: 'Tangail',
        category: 'Fashion & Apparel',
        description: 'Handwoven cotton.',
        minQuantity: 1,
        ...data,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    return ((await created.json()) as { insertedId: string }).insertedId;
  };
  // 12 × ৳1,450.50 + (3 × ৳900 + 40 × ৳950) = ৳58,106.00; the saree's 12 are under its 15, the kurta's M under 5.
  const saree = await add({
    productName: `Tangail cotton saree with a long descriptive name for narrow screens ${token}`,
    price: 1450.5,
    maxQuantity: 12,
    lowStockThreshold: 15,
  });
  await add({
    productName: `Kurta ${token}`,
    price: 900,
    maxQuantity: 43,
    lowStockThreshold: 5,
    options: [{ name: 'Size', values: ['M', 'L'] }],
    variants: [
      { sku: `KUR-${token}-M`, options: { Size: 'M' }, stock: 3 },
      { sku: `KUR-${token}-L`, options: { Size: 'L' }, stock: 40, price: 950 },
    ],
  });

  for (const [lang, value, low] of [
    ['en', 'Stock value ৳58,106.00', 'Low on stock'],
    ['bn', 'স্টকের মূল্য ৳৫৮,১০৬.০০', 'স্টক কম'],
  ] as const) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await page.goto('/myproducts');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByText(value)).toBeVisible();
    const lines = page.getByRole('list', { name: low }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(`Kurta ${token} (Size: M)`);
    await expect(lines.nth(1)).toContainText(`Tangail cotton saree`);
    await expect(page.locator('[data-page-loading]')).toHaveCount(0);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page, lang).toBeLessThanOrEqual(widths.screen);
  }

  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/myproducts');
  await page
    .getByRole('list', { name: 'Low on stock' })
    .getByRole('link', { name: /Tangail cotton saree/ })
    .click();
  await expect(page).toHaveURL(`/update/${saree}`);
  await expect(page.getByRole('textbox', { name: 'Low-stock alert' })).toHaveValue('15');
});
