import { expect, test } from '@playwright/test';

// The local provider (e2e/fixtures/google-provider.mjs) signs in its one account at once, as Google does for
// a user who already consented; the shop creates the account on the first sign-in.
test('Continue with Google signs in through OpenID Connect and lands back where the user started', async ({
  page,
}) => {
  test.skip(!process.env.E2E_OIDC_ISSUER, 'run through npm run test:e2e, which starts the local provider');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/$/);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).user).toMatchObject({
    email: 'google.trader@e2e.example.com',
    name: 'Google Trader',
    role: 'user',
  });
});
