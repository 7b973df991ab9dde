import { expect, test } from '@playwright/test';

// Issue 34: a misspelt search ("ketle") that the shop does not know offers "Did you mean kettle?" on the results
// page, in the page's language, as a link that runs the suggested search.
const KETTLE = 'Electric Kettle 1.8L';

for (const [lang, before] of [
  ['en', 'Did you mean'],
  ['bn', 'আপনি কি'],
] as const) {
  test(`a misspelt search offers "did you mean" as a link to the right search (${lang})`, async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await page.goto('/products?q=ketle');
    const offer = page.locator('p', { hasText: before });
    await expect(offer).toBeVisible();
    const link = offer.getByRole('link', { name: 'kettle' });
    await link.click();
    await expect(page).toHaveURL(/[?&]q=kettle(&|$)/);
    await expect(page.getByRole('link', { name: KETTLE }).first()).toBeVisible();
    // The corrected search is known to the shop: nothing more to suggest.
    await expect(page.locator('p', { hasText: before })).toHaveCount(0);
  });
}
