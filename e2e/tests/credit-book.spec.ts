import { expect, test, type APIRequestContext } from '@playwright/test';
import { pngImage } from '../fixtures/accounts';
import { adminApi, openSection, signInAsAdmin, signUp, uniqueToken } from '../fixtures/dashboard';

// Dashboard → Credit book (issue 31 item 4) in the browser: a company's application waits at the top; Set limit
// opens prefilled with what it asked; while the company is not verified the server's refusal shows at the limit;
// once verified the limit is saved, the application leaves the queue and the company's line shows in the table.
// On the phone project the page fits 360 pixels in English and in Bengali.

test.describe.configure({ timeout: 120_000 });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('the operator sets a limit from an application, refused until the company is verified', async ({
  page,
  baseURL,
}, testInfo) => {
  const token = uniqueToken(testInfo);
  const name = `Book Traders ${token}`;
  const owner = await signUp(testInfo, 'book-owner', `Owner ${token}`);
  const { company } = await ok<{ company: { id: string } }>(
    await owner.api.post('/api/companies', {
      data: {
        name,
        tradeLicence: 'TRAD/DSCC/2026/00078',
        bin: '0012345670102',
        tin: '123456789013',
        location: { division: 'Dhaka', district: 'Dhaka', area: 'Bangshal' },
        address: 'Shop 11, Bongobazar Complex, Dhaka 1000',
      },
    }),
    'company',
  );
  await ok(
    await owner.api.post(`/api/companies/${company.id}/credit-application`, {
      data: { limit: 300000, termsDays: 30, note: 'Cement and rods for three shops' },
    }),
    'application',
  );

  await page.goto('/login');
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  await openSection(page, 'Credit book');
  await expect(page.getByRole('heading', { level: 1, name: 'Credit book' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('Asks for ৳3,00,000.00 on 30 days');
  await expect(card).toContainText('Note: Cement and rods for three shops');
  await expect(card).toContainText('Not a verified business yet');

  await card.getByRole('button', { name: `Set limit: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Credit for ${name}` });
  const limit = dialog.getByLabel('Limit (৳)');
  await expect(limit).toHaveValue('300000');
  await expect(dialog.getByLabel('Terms')).toHaveValue('30');
  await limit.fill('2,00,000');
  await dialog.getByRole('button', { name: 'Save limit and terms' }).click();
  await expect(limit).toHaveAttribute('aria-invalid', 'true');
  await expect(
    dialog.getByText('The company is not verified: trade credit needs a verified trade licence first'),
  ).toBeVisible();

  // The operator verifies the company (its documents sent by the owner), then saves again.
  const { verification } = await ok<{ verification: { _id: string } }>(
    await owner.api.post('/api/verification', {
      multipart: {
        companyId: company.id,
        tradeLicence: { name: 'licence.png', mimeType: 'image/png', buffer: pngImage(64) },
        nid: { name: 'nid.png', mimeType: 'image/png', buffer: pngImage(64) },
      },
    }),
    'verification',
  );
  const admin = await adminApi(testInfo);
  await ok(await admin.post(`/api/admin/verifications/${verification._id}/approve`), 'approve');
  await admin.dispose();
  await dialog.getByRole('button', { name: 'Save limit and terms' }).click();
  await expect(page.getByText(`${name}'s credit: ৳2,00,000.00 on 30 days.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  const row = page
    .getByRole('table', { name: "Each company's credit limit, what it has used and what is overdue" })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row.getByRole('cell').first()).toHaveText('৳2,00,000.00');
  await expect(row.getByRole('button', { name: `Record bank transfer: ${name}` })).toBeVisible();

  if (testInfo.project.name === 'phone') {
    for (const lang of ['en', 'bn']) {
      await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await page.goto('/dashboard/credit');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('rowheader', { name })).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page, `/dashboard/credit in ${lang}`).toBeLessThanOrEqual(widths.screen);
    }
    await expect(page.getByText('৳২,০০,০০০.০০').first()).toBeVisible();
  }
  await owner.api.dispose();
});
