import { expect, test, type Page } from '@playwright/test';
import { adminApi, signUp, uniqueToken } from '../fixtures/dashboard';
import { invitationPath } from '../fixtures/company';

// Companies (issue 31 item 1) in the browser: an owner creates a company on /company (a BIN the server refuses
// shows under its field first), invites a buyer by e-mail; the buyer opens the link of that e-mail (read from the
// mail outbox, as the e2e server has no SMTP) and joins; the owner sets the buyer's order limit and both see it.
// On the phone project the page, with its members and forms, fits 360 pixels in English and in Bengali.

test.describe.configure({ timeout: 120_000 });

/** The member's entry in the Members list, found by their e-mail. */
const memberRow = (page: Page, email: string) =>
  page.getByRole('region', { name: 'Members' }).getByRole('listitem').filter({ hasText: email });

test('an owner invites a buyer by e-mail, the buyer joins, and the owner sets their order limit', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const token = uniqueToken(testInfo);
  const owner = await signUp(testInfo, 'owner', `Owner ${token}`);
  const buyer = await signUp(testInfo, 'cobuyer', `Buyer ${token}`);
  const companyName = `Traders ${token}`;

  // The owner, signed in, has no company yet: the page offers the form.
  await page.context().addCookies((await owner.api.storageState()).cookies);
  await page.goto('/company');
  await expect(page.getByRole('heading', { level: 1, name: 'My company' })).toBeVisible();
  await page.getByLabel('Trade name').fill(companyName);
  await page.getByLabel('Trade licence number').fill('TRAD/DSCC/2026/00042');
  await page.getByLabel('BIN (13 digits)').fill('12345');
  await page.getByLabel('TIN (12 digits)').fill('123456789012');
  await page.getByLabel('Division').selectOption('Dhaka');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Upazila / thana').selectOption('Bangshal');
  await page.getByLabel('Address').fill('Shop 7, Bongobazar Complex, Fulbaria, Dhaka 1000');
  await page.getByRole('button', { name: 'Create the company' }).click();
  const bin = page.getByLabel('BIN (13 digits)');
  await expect(bin).toHaveAccessibleDescription(/The BIN is exactly 13 digits/);
  await expect(bin).toBeFocused();
  await bin.fill('0012345670101');
  await page.getByRole('button', { name: 'Create the company' }).click();
  await expect(page.getByRole('heading', { level: 2, name: companyName })).toBeVisible();
  await expect(page.getByText('Your role: Owner')).toBeVisible();

  // The owner invites the buyer; the server e-mails the link.
  const invite = page.getByRole('region', { name: 'Invite a member' });
  await invite.getByLabel('E-mail').fill(buyer.account.email);
  await invite.getByLabel('Role').selectOption('buyer');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(`Invitation sent to ${buyer.account.email}.`);
  const admin = await adminApi(testInfo);
  const link = await invitationPath(admin, buyer.account.email);
  await admin.dispose();
  expect(link).toMatch(/^\/company-invitations\/[\w-]{20,}$/);

  // The buyer, signed in in their own browser, opens the link and joins.
  const buyerContext = await browser.newContext();
  await buyerContext.addCookies((await buyer.api.storageState()).cookies);
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(link);
  await expect(buyerPage.getByRole('heading', { level: 1, name: 'Company invitation' })).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Join the company' }).click();
  await expect(buyerPage).toHaveURL(/\/company$/);
  await expect(buyerPage.getByRole('heading', { level: 2, name: companyName })).toBeVisible();
  await expect(buyerPage.getByText(/Your role: Buyer/)).toContainText('Your order limit: No limit');
  // A member sees no owner's controls.
  await expect(buyerPage.getByRole('region', { name: 'Invite a member' })).toHaveCount(0);
  await expect(buyerPage.getByRole('button', { name: 'Leave the company' })).toBeVisible();

  // The owner sees the new member and gives them a limit of ৳50,000.
  await page.reload();
  const row = memberRow(page, buyer.account.email);
  await expect(row).toContainText('Role:Buyer');
  await expect(row).toContainText('Order limit:No limit');
  await row.getByLabel(`Order limit of Buyer ${token} in taka`).fill('50000');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Members' }).getByRole('status')).toHaveText(
    `Saved: Buyer ${token} is Buyer, ৳50,000.00.`,
  );
  await expect(row).toContainText('Order limit:৳50,000.00');
  await page.reload();
  await expect(memberRow(page, buyer.account.email)).toContainText('Order limit:৳50,000.00');

  // The buyer sees their limit too.
  await buyerPage.reload();
  await expect(buyerPage.getByText(/Your role: Buyer/)).toContainText('Your order limit: ৳50,000.00');
  await buyerContext.close();
  await Promise.all([owner.api.dispose(), buyer.api.dispose()]);

  if (testInfo.project.name === 'phone') {
    for (const lang of ['en', 'bn']) {
      await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await page.goto('/company');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 2, name: companyName })).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page, `/company in ${lang}`).toBeLessThanOrEqual(widths.screen);
    }
  }
});
