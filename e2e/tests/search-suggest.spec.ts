import { expect, test } from '@playwright/test';

// Issue 34: a buyer on a phone types "chal" (Banglish for চাল, rice) into the catalog's search box and the demo's
// rice is suggested as they type, with its category named in the page's language; a tap opens the product.
const RICE = 'মিনিকেট চাল ৫০ কেজি';

for (const [lang, region, category] of [
  ['en', 'Suggestions', 'Food & Groceries'],
  ['bn', 'পরামর্শ', 'খাদ্য ও মুদি'],
] as const) {
  test(`typing "chal" on a phone suggests the rice (${lang})`, async ({ page, baseURL }, info) => {
    test.skip(info.project.name !== 'phone', 'a phone-sized page');
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await page.goto('/products');
    // The page comes rendered by the server: keys typed before React hydrates reach no handler.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
    );
    await page.waitForLoadState('networkidle');
    await page.locator('input[name="q"]').pressSequentially('chal');
    const suggestions = page.getByRole('region', { name: region });
    await expect(suggestions.getByRole('link', { name: RICE })).toBeVisible();
    await expect(suggestions.getByRole('link', { name: category })).toBeVisible();
    await suggestions.getByRole('link', { name: RICE }).click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RICE);
  });
}
