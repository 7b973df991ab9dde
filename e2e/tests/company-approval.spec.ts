import { expect, test } from '@playwright/test';
import { choosePlace, shipsFree } from '../fixtures/delivery';
import { adminApi, approveViaApi, createListing, signUp, uniqueToken } from '../fixtures/dashboard';
import { checkOutTen } from '../fixtures/checkout';
import { invitationPath } from '../fixtures/company';

// Company approvals in the browser (issue 31 items 2, 3 and 6, decision 0041): an owner creates a company and
// invites a buyer (the link read from the mail outbox, as company.spec.ts does), limits them to ৳100; the buyer
// checks out for the company above it with a PO number and is told it was sent for approval; the owner approves
// it in /approvals; the buyer's order is then pending, with its PO number.

test.describe.configure({ timeout: 120_000 });

test('a buyer over their limit sends the order for approval; the owner approves; it is pending with its PO', async ({
  page,
  browser,
}, testInfo) => {
  const token = uniqueToken(testInfo);
  const owner = await signUp(testInfo, 'owner', `Owner ${token}`);
  const buyer = await signUp(testInfo, 'cobuyer', `Buyer ${token}`);
  const seller = await signUp(testInfo, 'seller', `Seller ${token}`);
  const companyName = `Traders ${token}`;
  const poNumber = `PO-${token.slice(-6)}/7`;
  // Ten jute bags at ৳35.50, delivered free: ৳355, over a ৳100 limit.
  await shipsFree(seller.api);
  const listing = await createListing(seller, `Jute bags ${token}`);
  const admin = await adminApi(testInfo);
  await approveViaApi(admin, listing._id);

  // The owner creates the company and invites the buyer.
  await page.context().addCookies((await owner.api.storageState()).cookies);
  await page.goto('/company');
  await page.getByLabel('Trade name').fill(companyName);
  await page.getByLabel('Trade licence number').fill('TRAD/DSCC/2026/00043');
  await page.getByLabel('BIN (13 digits)').fill('0012345670101');
  await page.getByLabel('TIN (12 digits)').fill('123456789012');
  await choosePlace(page, ['Dhaka', 'Dhaka', 'Bangshal']);
  await page.getByLabel('Address').fill('Shop 7, Bongobazar Complex, Fulbaria, Dhaka 1000');
  await page.getByRole('button', { name: 'Create the company' }).click();
  await expect(page.getByRole('heading', { level: 2, name: companyName })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Invite a member' });
  await invite.getByLabel('E-mail').fill(buyer.account.email);
  await invite.getByLabel('Role').selectOption('buyer');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(`Invitation sent to ${buyer.account.email}.`);
  const link = await invitationPath(admin, buyer.account.email);
  await admin.dispose();

  // The buyer joins from the e-mailed link.
  const buyerContext = await browser.newContext({ ...testInfo.project.use });
  await buyerContext.addCookies((await buyer.api.storageState()).cookies);
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(link);
  await buyerPage.getByRole('button', { name: 'Join the company' }).click();
  await expect(buyerPage.getByRole('heading', { level: 2, name: companyName })).toBeVisible();

  // The owner limits the buyer to ৳100 an order.
  await page.reload();
  const row = page
    .getByRole('region', { name: 'Members' })
    .getByRole('listitem')
    .filter({ hasText: buyer.account.email });
  await row.getByLabel(`Order limit of Buyer ${token} in taka`).fill('100');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Order limit:৳100.00');

  // The buyer checks out ৳355 for the company with a PO number: sent for approval.
  await checkOutTen(buyerPage, listing._id);
  await buyerPage.getByLabel('Buy for').selectOption({ label: companyName });
  await buyerPage.getByLabel('PO number').fill(poNumber);
  await expect(
    buyerPage.getByText('Over your order limit of ৳100.00, the order waits for an approver of the company.'),
  ).toBeVisible();
  await choosePlace(buyerPage, ['Dhaka', 'Dhaka', 'Bangshal']);
  await buyerPage.getByLabel('Shipping Address').fill('Shop 7, Bongobazar Complex');
  await buyerPage.getByLabel('Phone Number').fill('01712345678');
  await buyerPage.getByRole('button', { name: 'Place order' }).click();
  await expect(buyerPage.getByRole('heading', { level: 1, name: 'Sent for approval' })).toBeVisible();
  await expect(buyerPage.getByText('Awaiting approval').first()).toBeVisible();

  // The owner (an approver) approves it in the approvals inbox.
  await page.goto('/approvals');
  const card = page.getByRole('listitem', { name: `Buyer ${token} for ${companyName}` });
  await expect(card).toContainText(poNumber);
  await expect(card).toContainText('৳355.00');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved: the orders went to the sellers.')).toBeVisible();
  await expect(page.getByText('No order is waiting for your approval.')).toBeVisible();

  // The buyer's order is now pending, with its PO number.
  await buyerPage.goto('/orders');
  const order = buyerPage.getByRole('article').filter({ hasText: poNumber });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Pending');
  await expect(order).toContainText(`PO number${poNumber}`);
  await buyerContext.close();
  await Promise.all([owner.api.dispose(), buyer.api.dispose(), seller.api.dispose()]);
});
