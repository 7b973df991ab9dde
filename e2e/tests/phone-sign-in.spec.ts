import { expect, test } from '@playwright/test';
import { askForCode, readCode, smsOutboxPage } from '../fixtures/phone';

// Issue 32 in Chromium: a trader signs up with a mobile number and the 6-digit code the shop texts to it — read,
// as in the demo, by an administrator on Dashboard → SMS outbox (the e2e server runs the SMS stand-in) — and then
// signs in with the same number on a second device.

/** A fresh Bangladeshi mobile number for this run (017 + 8 digits). */
const freshNumber = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const stored = (typed: string) => `+880${typed.slice(1)}`;

test('sign up with a phone and the SMS code, then sign in with it on a second device', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow(); // Two people, three browsers, SMS through the worker.
  const typed = freshNumber();
  const phone = stored(typed);
  const admin = await smsOutboxPage(browser, baseURL!, testInfo);

  await askForCode(page, typed);
  const first = await readCode(admin, phone);
  await page.getByLabel('Code from the SMS').fill(first);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // A new number: the shop asks a name to open the account.
  await page.getByLabel(/Your name/).fill('Jamal Hossain');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Jamal Hossain' })).toBeVisible();
  const me = await (await page.request.get('/api/auth/get-session')).json();
  expect(me.user).toMatchObject({ name: 'Jamal Hossain', phoneNumber: phone, phoneNumberVerified: true });

  // The same number on another device: the same account, and the first device stays signed in.
  const other = await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport });
  const second = await other.newPage();
  await askForCode(second, typed);
  const code = await readCode(admin, phone, [first]);
  await second.getByLabel('Code from the SMS').fill(code);
  await second.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(second.getByRole('button', { name: 'Account menu for Jamal Hossain' })).toBeVisible();
  const again = await (await second.request.get('/api/auth/get-session')).json();
  expect(again.user.id).toBe(me.user.id);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu for Jamal Hossain' })).toBeVisible();
  await other.close();
  await admin.context().close();
});
