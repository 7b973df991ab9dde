import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component as Login, createLoader } from './login';

const from = { pathname: '/user/profile', search: '?tab=photo', hash: '' };

function renderLogin(entry: Parameters<typeof renderRoutes>[1] = { pathname: '/login', state: { from } }) {
  return renderRoutes(
    (queryClient) => [
      { path: '/login', Component: Login, loader: createLoader(queryClient) },
      { path: '/user/profile', element: <h1>Profile page</h1> },
      { path: '/product/:id/checkout', element: <h1>Checkout open</h1> },
      { path: '/register', element: <h1>Register page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    entry,
  );
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('login page', () => {
  it('has typed email and password fields and a link to registration', async () => {
    mockAuthApi();
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    // The destination goes along in the URL: it survives a reload and the switch to registering.
    expect(screen.getByRole('link', { name: "Don't have an account? Register" })).toHaveAttribute(
      'href',
      '/register?next=%2Fuser%2Fprofile%3Ftab%3Dphoto',
    );
    // The title is set in an effect, after the page's first paint: wait for it.
    await waitFor(() => expect(document.title).toBe('Login | BulkBazar'));
  });

  it('signs in and returns to the page the visitor came from', async () => {
    const api = mockAuthApi({ password: 'correct-horse-battery' });
    const { router } = renderLogin();
    await fillIn('buyer@shop.com.bd', 'correct-horse-battery');

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/user/profile?tab=photo');
    expect(api.sent('POST /api/auth/sign-in/email')).toEqual([
      { email: 'buyer@shop.com.bd', password: 'correct-horse-battery' },
    ]);
  });

  it('goes home after signing in when it was opened directly', async () => {
    mockAuthApi({ password: 'correct-horse-battery' });
    renderLogin('/login');
    await fillIn('buyer@shop.com.bd', 'correct-horse-battery');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it("says 'Login failed' in an Error! dialog for wrong details, and stays on the page", async () => {
    mockAuthApi({ password: 'correct-horse-battery' });
    const { router } = renderLogin();
    const user = await fillIn('buyer@shop.com.bd', 'wrong-password');

    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Login failed. Please check your information.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("shows the server's own words for a blocked account", async () => {
    mockAuthApi({
      overrides: {
        'POST /api/auth/sign-in/email': () =>
          errorResponse(403, 'FORBIDDEN', 'This account has been blocked. Contact support.'),
      },
    });
    renderLogin();
    await fillIn('blocked@shop.com.bd', 'whatever-password');
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      'This account has been blocked. Contact support.',
    );
  });

  it('checks the fields before sending anything', async () => {
    const api = mockAuthApi();
    renderLogin();
    await fillIn('not-an-email', 'x');
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST /api/auth/sign-in/email')).toEqual([]);
  });

  it('sends a signed-in visitor straight on', async () => {
    mockAuthApi({ user: makeUser() });
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  });

  it('offers Google when the server has it, and leaves for the URL the server answers', async () => {
    const api = mockAuthApi({
      google: true,
      overrides: {
        'POST /api/auth/sign-in/social': () => jsonResponse({ url: '#to-google', redirect: true }),
      },
    });
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#to-google'));
    expect(api.sent('POST /api/auth/sign-in/social')).toEqual([
      {
        provider: 'google',
        callbackURL: '/user/profile?tab=photo',
        errorCallbackURL: '/login?error=google&next=%2Fuser%2Fprofile%3Ftab%3Dphoto',
      },
    ]);
  });

  it('says so when Google sent the visitor back with an error, and tidies the URL', async () => {
    mockAuthApi();
    const { router } = renderLogin('/login?error=access_denied');
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      'Google login failed. Please try again.',
    );
    expect(router.state.location.search).toBe('');
  });

  it('has no Google button when the server has no Google sign-in', async () => {
    const api = mockAuthApi({ google: false });
    renderLogin();
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await vi.waitFor(() => expect(api.sent('GET /api/auth/providers')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('returns to ?next after signing in: the checkout the Buy button asked for', async () => {
    mockAuthApi({ password: 'correct-horse-battery' });
    const { router } = renderLogin('/login?next=%2Fproduct%2Fp-1%2Fcheckout');
    expect(await screen.findByRole('link', { name: "Don't have an account? Register" })).toHaveAttribute(
      'href',
      '/register?next=%2Fproduct%2Fp-1%2Fcheckout',
    );
    await fillIn('buyer@shop.com.bd', 'correct-horse-battery');
    expect(await screen.findByRole('heading', { name: 'Checkout open' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/p-1/checkout');
  });

  it.each(['//evil.com', 'https://evil.com/x', '/\\evil.com', '/\t/evil.com', 'javascript:alert(1)'])(
    'will not leave the site for next=%s: it goes home instead',
    async (next) => {
      mockAuthApi({ password: 'correct-horse-battery' });
      const { router } = renderLogin(`/login?next=${encodeURIComponent(next)}`);
      await fillIn('buyer@shop.com.bd', 'correct-horse-battery');
      expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('sends Google the ?next destination, and keeps it for a Google failure', async () => {
    const api = mockAuthApi({
      google: true,
      overrides: {
        'POST /api/auth/sign-in/social': () => jsonResponse({ url: '#to-google', redirect: true }),
      },
    });
    renderLogin('/login?next=%2Fproduct%2Fp-1%2Fcheckout');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() => expect(api.sent('POST /api/auth/sign-in/social')).toHaveLength(1));
    expect(api.sent('POST /api/auth/sign-in/social')[0]).toMatchObject({
      callbackURL: '/product/p-1/checkout',
      errorCallbackURL: '/login?error=google&next=%2Fproduct%2Fp-1%2Fcheckout',
    });
  });

  it('sends nothing but a path of this site to Google as the way back', async () => {
    const api = mockAuthApi({
      google: true,
      overrides: {
        'POST /api/auth/sign-in/social': () => jsonResponse({ url: '#to-google', redirect: true }),
      },
    });
    renderLogin('/login?next=%2F%2Fevil.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() => expect(api.sent('POST /api/auth/sign-in/social')).toHaveLength(1));
    expect(api.sent('POST /api/auth/sign-in/social')[0]).toMatchObject({
      callbackURL: '/',
      errorCallbackURL: '/login?error=google',
    });
  });
});
