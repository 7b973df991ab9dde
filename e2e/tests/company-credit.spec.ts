import { expect, test } from '@playwright/test';
import { pngImage } from '../fixtures/accounts';
import { adminApi, approveViaApi, createListing, signUp, uniqueToken } from '../fixtures/dashboard';
import { choosePlace, shipsFree } from '../fixtures/delivery';
import { checkOutTen } from '../fixtures/checkout';
import { okJson } from '../fixtures/company';

// The company's Invoices and credit page (issue 31 item 4) in the browser: the owner follows the company page's
// link, applies for trade credit (limit in taka, Net 15) and reads it pending, a second application is refused
// (409); the operator verifies the company and sets a limit; the page then shows the credit line. The owner checks
// out for the company with a PO number, paying on invoice within the credit shown; the invoice then shows with
// its PO number and due date, and the credit left is less. On the phone project the page fits 360 pixels in
// English and in Bengali.

test.describe.configure({ timeout: 120_000 });

test('an owner applies for trade credit, the operator sets a limit, and the page shows the line', async ({
  page,
  baseURL,
}, testInfo) => {
  const token = uniqueToken(testInfo);
  const owner = await signUp(testInfo, 'credit-owner', `Owner ${token}`);
  const { company } = await okJson<{ company: { id: string } }>(
    await owner.api.post('/api/companies', {
      data: {
        name: `Credit Traders ${token}`,
        tradeLicence: 'TRAD/DSCC/2026/00077',
        bin: '0012345670101',
        tin: '123456789012',
        location: { division: 'Dhaka', district: 'Dhaka', area: 'Bangshal' },
        address: 'Shop 9, Bongobazar Complex, Dhaka 1000',
      },
    }),
    'company',
  );

  await page.context().addCookies((await owner.api.storageState()).cookies);
  await page.goto('/company');
  await page.getByRole('link', { name: 'Invoices and credit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices and credit' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'No trade credit yet' })).toBeVisible();
  await page.getByLabel('Credit limit you ask for (taka)').fill('2,50,000');
  await page.getByLabel('Terms').selectOption({ label: 'Net 15 days' });
  await page.getByLabel('Note (optional)').fill('Rice and oil, about ৳2 lakh a month');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your application for ৳2,50,000.00 on Net 15 days is pending: we tell you when it is decided.',
  );
  // One open application at a time.
  const again = await owner.api.post(`/api/companies/${company.id}/credit-application`, {
    data: { limit: 100000, termsDays: 30 },
  });
  expect(again.status()).toBe(409);

  // The operator verifies the company (its documents sent by the owner) and sets Net 15 on ৳2,00,000.
  const { verification } = await okJson<{ verification: { _id: string } }>(
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
  await okJson(await admin.post(`/api/admin/verifications/${verification._id}/approve`), 'approve');
  await okJson(
    await admin.put(`/api/admin/companies/${company.id}/credit`, { data: { limit: 200000, termsDays: 15 } }),
    'credit limit',
  );
  await admin.dispose();

  await page.reload();
  const line = page.getByRole('region', { name: 'Credit line' });
  await expect(line.getByText('Limit', { exact: true }).locator('+ dd')).toHaveText('৳2,00,000.00');
  await expect(line.getByText('Available', { exact: true }).locator('+ dd')).toHaveText('৳2,00,000.00');
  await expect(line.getByText('Terms', { exact: true }).locator('+ dd')).toHaveText('Net 15 days');
  await expect(page.getByText('No invoices yet')).toBeVisible();

  // Ten jute bags at ৳35.50, delivered free, bought for the company on invoice with a PO number.
  const seller = await signUp(testInfo, 'credit-seller', `Seller ${token}`);
  await shipsFree(seller.api);
  const listing = await createListing(seller, `Jute bags ${token}`);
  const staff = await adminApi(testInfo);
  await approveViaApi(staff, listing._id);
  await staff.dispose();
  const poNumber = `PO-${token.slice(-6)}/9`;
  await checkOutTen(page, listing._id);
  const invoiceMethod = page.getByRole('radio', { name: 'Pay on invoice (trade credit)' });
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeVisible();
  await expect(invoiceMethod).toHaveCount(0);
  await page.getByLabel('Buy for').selectOption({ label: `Credit Traders ${token}` });
  await page.getByLabel('PO number').fill(poNumber);
  await invoiceMethod.check();
  await expect(page.getByText('Available credit ৳2,00,000.00 · due in 15 days')).toBeVisible();
  await choosePlace(page, ['Dhaka', 'Dhaka', 'Bangshal']);
  await page.getByLabel('Shipping Address').fill('Shop 9, Bongobazar Complex');
  await page.getByLabel('Phone Number').fill('01712345678');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeHidden();

  await page.goto('/company/credit');
  const invoice = page.getByRole('row').filter({ hasText: poNumber });
  await expect(invoice).toContainText('৳355.00');
  await expect(invoice).toContainText('Open');
  const { invoices } = await okJson<{ invoices: { dueAt: string; issuedAt: string; poNumber: string }[] }>(
    await owner.api.get(`/api/companies/${company.id}/invoices`),
    'invoices',
  );
  expect(invoices).toHaveLength(1);
  expect(Date.parse(invoices[0]!.dueAt) - Date.parse(invoices[0]!.issuedAt)).toBe(15 * 86_400_000);
  await expect(line.getByText('Available', { exact: true }).locator('+ dd')).toHaveText('৳1,99,645.00');
  await seller.api.dispose();

  if (testInfo.project.name === 'phone') {
    for (const lang of ['en', 'bn']) {
      await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await page.goto('/company/credit');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('region').first()).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page, `/company/credit in ${lang}`).toBeLessThanOrEqual(widths.screen);
    }
    await expect(page.getByText('৳১,৯৯,৬৪৫.০০').first()).toBeVisible();
  }
  await owner.api.dispose();
});
