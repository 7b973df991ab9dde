import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  adminApi,
  openSection,
  signInAsAdmin,
  signUp,
  uniqueToken,
  type Person,
} from '../fixtures/dashboard';

// Staff roles in the dashboard (issue 33): the menu shows a staff member only their sections, an administrator
// gives a role on the users page, and the audit trail shows who gave it.

test.describe.configure({ timeout: 90_000 });

async function idOf(admin: APIRequestContext, email: string): Promise<string> {
  const res = await admin.get('/api/users', { params: { q: email } });
  expect(res.ok()).toBe(true);
  const { users } = (await res.json()) as { users: { _id: string; email: string }[] };
  return users.find((u) => u.email === email)!._id;
}

async function signIn(page: Page, person: Person) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(person.account.email);
  await page.getByLabel('Password', { exact: true }).fill(person.account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeHidden();
}

const sidebarLinks = async (page: Page) => {
  const menu = page.getByRole('button', { name: 'Dashboard menu' });
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.or(sidebar).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await expect(sidebar).toBeVisible();
  return sidebar.getByRole('link').allTextContents();
};

test('a moderator gets the listings and not finance', async ({ page }, testInfo) => {
  const token = uniqueToken(testInfo);
  const moderator = await signUp(testInfo, 'moderator', `Moderator ${token}`);
  const admin = await adminApi(testInfo);
  const id = await idOf(admin, moderator.account.email);
  const given = await admin.post(`/api/admin/users/${id}/role`, { data: { roles: ['moderator'] } });
  expect(given.ok()).toBe(true);
  await Promise.all([admin.dispose(), moderator.api.dispose()]);

  await signIn(page, moderator);
  await page.goto('/dashboard');
  // The shop's figures are administrators': a moderator starts at the listings.
  await expect(page).toHaveURL(/\/dashboard\/allproducts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  // Reviewing businesses' documents is a moderator's work too (issue 31).
  expect(await sidebarLinks(page)).toEqual(['All Products', 'Search synonyms', 'Verifications']);
  // And the server agrees: finance's API refuses a moderator.
  expect((await page.request.get('/api/admin/finance/summary')).status()).toBe(403);
});

test('an administrator gives a role, and the audit trail shows it', async ({ page }, testInfo) => {
  const token = uniqueToken(testInfo);
  const member = await signUp(testInfo, 'support', `Support ${token}`);
  const admin = await adminApi(testInfo);
  const id = await idOf(admin, member.account.email);
  await Promise.all([admin.dispose(), member.api.dispose()]);

  await page.goto('/login');
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  await openSection(page, 'All Users');
  const search = page.getByRole('search', { name: 'Search users' }).getByRole('searchbox');
  await search.fill(member.account.email);
  await search.press('Enter');
  const row = page.getByRole('row').filter({ hasText: member.account.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox', { name: 'Support' }).check();
  await row.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByText(`Support ${token}'s roles are saved.`)).toBeVisible();
  await expect(row).toContainText('Support');

  await page.goto('/dashboard');
  await openSection(page, 'Audit trail');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page.getByLabel('Action', { exact: true }).fill('user.roles');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/action=user\.roles/);
  const entry = page
    .getByRole('list', { name: 'Staff actions' })
    .getByRole('listitem')
    .filter({ hasText: id });
  await expect(entry).toContainText('user.roles');
  await expect(entry).toContainText('roles: [] → ["support"]');
  await expect(entry).toContainText('admin@e2e.example.com');
});
