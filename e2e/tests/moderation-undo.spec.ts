import { expect, test, type Page } from '@playwright/test';
import { createListing, openSection, signInAsAdmin, signUp, uniqueToken } from '../fixtures/dashboard';

// Approve and reject in the review queue keep the row in place and offer Undo, which the server really undoes
// (issue 11, item 18).

test.describe.configure({ timeout: 60_000 });

const rows = (page: Page) => page.locator('table tbody tr');

async function findInQueue(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  return rows(page).first();
}

test('approve then Undo: the listing is pending again and off the shop', async ({
  page,
  request,
}, testInfo) => {
  const token = uniqueToken(testInfo);
  const seller = await signUp(testInfo, 'seller', `Seller ${token}`);
  const listing = await createListing(seller, `Tea cups ${token}`);
  await seller.api.dispose();

  await page.goto('/login');
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  await openSection(page, 'All Products');
  const row = await findInQueue(page, listing.productName);

  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('✓ Approved');
  expect((await request.get(`/api/product/${listing._id}`)).status()).toBe(200);

  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${listing.productName} is back in the review queue.`)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(row).toContainText('Pending');
  expect((await request.get(`/api/product/${listing._id}`)).status()).toBe(404);

  // Reject, then Undo: pending again, and the reason is gone for good (after a reload too).
  await row.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${listing.productName}` });
  await dialog.getByLabel('Reason').fill('Photo shows another brand');
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(row).toContainText('✓ Rejected');
  await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  await expect(row.getByRole('button', { name: 'Reject' })).toBeVisible();
  await page.reload();
  const again = await findInQueue(page, listing.productName);
  await expect(again).toContainText('Pending');
  await expect(again).not.toContainText('Photo shows another brand');
});
