import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

describe('signed-in pages', () => {
  it('send a signed-out visitor to /login, and back to where they were going after signing in', async () => {
    mockAuthApi({ password: 'correct-horse-battery' });
    const { router } = renderApp('/user/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/user/profile' } });

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'buyer@shop.com.bd');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-battery');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/profile');
  });

  it('show a loader, not the login page, while the session is still unknown', async () => {
    let answer!: (response: Response) => void;
    mockFetch((url) =>
      url.pathname === '/api/session'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : jsonResponse({}),
    );
    const { router } = renderApp('/user/profile');
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/profile');

    answer(jsonResponse({ user: makeUser({ name: 'Karim Traders' }) }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Karim Traders' })).toBeInTheDocument();
  });

  it('answer the SEED.md spelling /regester with the registration page', async () => {
    mockAuthApi();
    const { router } = renderApp('/regester');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });
});
