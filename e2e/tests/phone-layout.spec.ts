import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../fixtures/accounts';

// On a 360-pixel phone the signed-in pages fit the screen, in both languages. A page even a few pixels wider
// makes the phone zoom it out and scroll sideways; it happened with the signed-in navbar (wordmark, cart,
// language, theme, bell, avatar, menu) and made a tap inside a tall dialog land beside its target.
test('signed-in pages are no wider than a 360-pixel phone, in English and in Bengali', async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone project has the narrow screen');
  const buyer = { name: 'Rahima Akter', email: uniqueEmail(testInfo, 'narrow'), password: 'wholesale-2026' };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: buyer,
    headers: { origin: baseURL! },
  });
  expect(signUp.ok()).toBe(true);
  for (const lang of ['en', 'bn']) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    for (const path of ['/', '/products', '/orders', '/rfqs', '/notifications']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The account controls arrive after the first render: measured once they are there.
      await expect(page.getByRole('button', { name: /Rahima Akter/ })).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page, `${lang} ${path}`).toBeLessThanOrEqual(widths.screen);
    }
  }
});
