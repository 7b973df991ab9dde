import { expect, test } from '@playwright/test';
import { choosePlace, shipsFree } from '../fixtures/delivery';
import { adminApi, approveViaApi, createListing, signUp, uniqueToken } from '../fixtures/dashboard';
import { checkOutTen } from '../fixtures/checkout';

// Company addresses in the browser (issue 31 item 1): the owner adds the company's Chattogram shop on the company
// page (the place pickers, on a phone too: nothing wider than the screen), then buys for the company and ships to
// it from the checkout's company addresses; the order goes to that place.

test.describe.configure({ timeout: 120_000 });

test('the owner adds a company address and a checkout for the company ships there', async ({
  page,
}, testInfo) => {
  const token = uniqueToken(testInfo);
  const owner = await signUp(testInfo, 'owner', `Owner ${token}`);
  const seller = await signUp(testInfo, 'seller', `Seller ${token}`);
  const companyName = `Traders ${token}`;
  await shipsFree(seller.api);
  const listing = await createListing(seller, `Jute bags ${token}`);
  const admin = await adminApi(testInfo);
  await approveViaApi(admin, listing._id);
  await admin.dispose();
  const created = await owner.api.post('/api/companies', {
    data: {
      name: companyName,
      tradeLicence: 'TRAD/CCC/2026/00118',
      bin: '0012345670101',
      tin: '123456789012',
      location: { division: 'Dhaka', district: 'Dhaka', area: 'Bangshal' },
      address: 'Shop 7, Bongobazar Complex, Fulbaria, Dhaka 1000',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The owner adds the Chattogram shop on the company page.
  await page.context().addCookies((await owner.api.storageState()).cookies);
  await page.goto('/company');
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await expect(addresses.getByText('The company has no delivery address yet.')).toBeVisible();
  await addresses.getByLabel('Address name').fill('Chattogram shop');
  await choosePlace(addresses, ['Chattogram', 'Chattogram', 'Kotwali']);
  await addresses.getByLabel('Address', { exact: true }).fill('Shop 7, Akter Market, Khatunganj');
  await addresses.getByLabel('Phone number').fill('01811223344');
  await addresses.getByRole('button', { name: 'Add address' }).click();
  await expect(addresses.getByRole('status')).toHaveText('Chattogram shop is added.');
  await expect(addresses.getByText('Shop 7, Akter Market, Khatunganj, Kotwali, Chattogram')).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);

  // The owner buys for the company and ships to its shop.
  await checkOutTen(page, listing._id);
  await page.getByLabel('Buy for').selectOption({ label: companyName });
  const shop = page
    .getByRole('group', { name: `${companyName}’s addresses` })
    .getByRole('radio', { name: /Chattogram shop/ });
  await shop.check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your order is placed' }),
  ).toBeVisible();

  await page.goto('/orders');
  const order = page.getByRole('article').filter({ hasText: `Jute bags ${token}` });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Kotwali, Chattogram');
  await Promise.all([owner.api.dispose(), seller.api.dispose()]);
});
