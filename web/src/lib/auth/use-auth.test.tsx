import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '@/components/ui/dialog-host';
import { createQueryClient } from '@/lib/query-client';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { fetchedUrls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { AuthProvider } from './auth-provider';
import { useAuth } from './use-auth';

function Probe() {
  const { user, loading, isAdmin, logout } = useAuth();
  return (
    <>
      <p>{loading ? 'loading' : user ? `signed in as ${user.name}` : 'signed out'}</p>
      <p>{isAdmin ? 'admin' : 'not admin'}</p>
      <button onClick={() => void logout()}>Sign out</button>
    </>
  );
}

function renderProbe() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Probe />
        <DialogHost />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('the auth provider', () => {
  it('is loading until GET /api/session answers, then holds the user', async () => {
    let answer!: (response: Response) => void;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderProbe();
    expect(screen.getByText('loading')).toBeInTheDocument();

    answer(jsonResponse({ user: makeUser({ name: 'Karim Traders', role: 'admin' }) }));
    expect(await screen.findByText('signed in as Karim Traders')).toBeInTheDocument();
    expect(screen.getByText('admin')).toBeInTheDocument();
  });

  it('asks GET /api/session, where signed out is a 200 with no user: no failed request on every page', async () => {
    // Issue 28 (item 22): the provider asked /api/me, whose 401 the browser logs as an error on every page.
    const spy = mockFetch((url) =>
      url.pathname === '/api/session'
        ? jsonResponse({ user: null })
        : errorResponse(401, 'UNAUTHORIZED', 'Please sign in first'),
    );
    renderProbe();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(screen.getByText('not admin')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchedUrls(spy).map((url) => url.pathname)).toEqual(['/api/session']);
  });

  it('signs out on the server and forgets the user', async () => {
    const user = userEvent.setup();
    const api = mockAuthApi({ user: makeUser({ name: 'Karim Traders' }) });
    renderProbe();
    await screen.findByText('signed in as Karim Traders');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(api.sent('POST /api/auth/sign-out')).toEqual([{}]);
  });

  it('shows the error in an alert dialog when signing out fails, and stays signed in', async () => {
    const user = userEvent.setup();
    mockAuthApi({
      user: makeUser({ name: 'Karim Traders' }),
      overrides: {
        'POST /api/auth/sign-out': () =>
          errorResponse(503, 'SERVICE_UNAVAILABLE', 'The shop is busy, try again'),
      },
    });
    renderProbe();
    await screen.findByText('signed in as Karim Traders');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveTextContent('Logout failed: The shop is busy, try again');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('signed in as Karim Traders')).toBeInTheDocument();
  });
});
