import { expect, test, type Page } from '@playwright/test';
import { pngImage, registerViaApi, uniqueEmail, type Account } from '../fixtures/accounts';

const accountMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: `Account menu for ${name}` });

async function dismiss(page: Page, title: string, text: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

async function signIn(page: Page, { email, password }: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('register with a photo, keep the session, sign out, and sign in back to the page you wanted', async ({
  page,
}, testInfo) => {
  const account = { name: 'Rahima Akter', email: uniqueEmail(testInfo), password: 'wholesale-2026' };

  await page.goto('/regester');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveTitle(/Register/);
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(page.getByText('Photo ready: it is uploaded when you send the form.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Register' }).click();

  await dismiss(page, 'Success!', `Welcome, ${account.name}! Your account is ready.`);
  await expect(page).toHaveURL(/\/$/);
  const avatar = accountMenu(page, account.name);
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveAttribute('title', account.name);
  // The photo went up after the account was made, and is now the account's.
  await expect(avatar.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.user).toMatchObject({ email: account.email, name: account.name, role: 'user' });
  expect(me.user.image).toMatch(/^\/uploads\//);

  await page.reload();
  await expect(avatar).toBeVisible();

  await avatar.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: account.name })).toBeVisible();
  const profile = page.getByRole('region', { name: 'My profile' });
  await expect(profile.getByText(account.email)).toBeVisible();
  await expect(profile.getByText('User', { exact: true })).toBeVisible();

  await avatar.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(avatar).toBeHidden();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await signIn(page, account);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(avatar).toBeVisible();
});

test('wrong details get the Error! dialog and the visitor stays on the login page', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await signIn(page, { email: uniqueEmail(testInfo, 'nobody'), password: 'not-the-password' });
  await dismiss(page, 'Error!', 'Login failed. Please check your information.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: "Don't have an account? Register" })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('the profile saves a new name and photo, and changes the password while staying signed in', async ({
  page,
  browser,
}, testInfo) => {
  const account = {
    name: 'Karim Traders',
    email: uniqueEmail(testInfo, 'seller'),
    password: 'first-password-1',
  };
  await registerViaApi(page.request, account);
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { level: 2, name: account.name })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await page.getByLabel('Name', { exact: true }).fill('Karim Wholesale');
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pngImage(96) });
  await expect(page.getByText('Photo ready: it is uploaded when you send the form.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await dismiss(page, 'Success!', 'Your profile has been updated.');

  await expect(page.getByRole('heading', { level: 2, name: 'Karim Wholesale' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo of Karim Wholesale' })).toHaveAttribute(
    'src',
    /^\/uploads\//,
  );
  await expect(accountMenu(page, 'Karim Wholesale')).toBeVisible();

  const passwordForm = page.getByRole('region', { name: 'Change password' });
  await passwordForm.getByLabel('Current password', { exact: true }).fill('wrong-password');
  await passwordForm.getByLabel('New password', { exact: true }).fill('second-password-2');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('The current password is not correct')).toBeVisible();

  // A common password is refused at the field, saying why.
  await passwordForm.getByLabel('Current password', { exact: true }).fill(account.password);
  await passwordForm.getByLabel('New password', { exact: true }).fill('iloveyou');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText(/is on the list of the most common passwords/)).toBeVisible();

  await passwordForm.getByLabel('Current password', { exact: true }).fill(account.password);
  await passwordForm.getByLabel('New password', { exact: true }).fill('second-password-2');
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByRole('status')).toHaveText('Password changed');

  // This browser stays signed in (only the other devices are signed out), after a reload too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Karim Wholesale' })).toBeVisible();
  await expect(accountMenu(page, 'Karim Wholesale')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/profile$/);
  expect((await page.request.get('/api/me')).status()).toBe(200);

  // Another browser, signed out, gets in with the new password only.
  const signedOut = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const fresh = await signedOut.newPage();
  await fresh.goto('/login');
  await signIn(fresh, { email: account.email, password: 'second-password-2' });
  await expect(accountMenu(fresh, 'Karim Wholesale')).toBeVisible();
  await signedOut.close();
});
