import { expect, test, type Page } from '@playwright/test';
import {
  adminApi,
  approveViaApi,
  createListing,
  openSection,
  signInAsAdmin,
  signUp,
  uniqueToken,
} from '../fixtures/dashboard';

// The search synonym editor (issue 34 item 2): an administrator adds a group joining a made-up word to a word of
// an approved listing's name; the storefront's search for the made-up word then finds the listing. Deleting
// the group (after a confirmation) makes the same search find nothing again.

test.describe.configure({ timeout: 90_000 });

/** Letters only (the search splits words at anything else, and a synonym is one word). */
const lettersOf = (token: string, digits: string) =>
  token
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/\d/g, (d) => digits[Number(d)]!);

/** The storefront's search for `word`, loaded (its words are in the box). */
async function searchFor(page: Page, word: string): Promise<void> {
  await page.goto(`/products?q=${word}`);
  await expect(page.getByRole('search', { name: 'Filter products' }).getByRole('searchbox')).toHaveValue(
    word,
  );
}

test('an administrator adds a synonym group, the storefront search finds it, and a delete undoes it', async ({
  page,
}, testInfo) => {
  const token = uniqueToken(testInfo);
  // The listing is named with one made-up word; the buyer types another that nothing is named with, spelt
  // backwards so the typo search (trigrams) does not take one for the other.
  const named = `jute${lettersOf(token, 'abcdefghij')}`;
  const typed = `zor${lettersOf([...token].reverse().join(''), 'klmnopqrst')}`;
  const seller = await signUp(testInfo, 'seller', `Seller ${named}`);
  const listing = await createListing(seller, `Sacks ${named}`);
  const admin = await adminApi(testInfo);
  await approveViaApi(admin, listing._id);
  await Promise.all([admin.dispose(), seller.api.dispose()]);

  const results = page.getByRole('link', { name: listing.productName });
  await searchFor(page, typed);
  await expect(results).toHaveCount(0);

  await page.goto('/login');
  await signInAsAdmin(page);
  await page.goto('/dashboard');
  await openSection(page, 'Search synonyms');
  await expect(page.getByRole('heading', { level: 1, name: 'Search synonyms' })).toBeVisible();

  // One word is refused with the server's message under the box.
  const add = page.getByRole('form', { name: 'Add a group' });
  await add.getByLabel('Words').fill(typed);
  await add.getByRole('button', { name: 'Add a group' }).click();
  await expect(add.getByRole('alert')).toContainText('at least two words');

  await add.getByLabel('Words').fill(`${typed}, ${named}`);
  await add.getByRole('button', { name: 'Add a group' }).click();
  await expect(page.getByText('Group added')).toBeVisible();
  const search = page.getByRole('search', { name: 'Search the groups' });
  await search.getByRole('searchbox').fill(typed);
  await search.getByRole('button', { name: 'Search' }).click();
  const group = page.getByRole('list', { name: 'Synonym groups' }).getByRole('listitem');
  await expect(group).toHaveCount(1);
  await expect(group).toContainText(`${typed}, ${named}`);

  await searchFor(page, typed);
  await expect(results.first()).toBeVisible();

  await page.goBack();
  await expect(group).toHaveCount(1);
  await group.getByRole('button', { name: `Delete: ${typed}, ${named}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Group deleted')).toBeVisible();
  await expect(page.getByText('No group holds that word')).toBeVisible();

  await searchFor(page, typed);
  await expect(results).toHaveCount(0);
  await expect(results).toHaveCount(0);
});
