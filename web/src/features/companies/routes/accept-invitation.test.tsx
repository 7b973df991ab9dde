import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component } from './accept-invitation';

// The invitation link's page (issue 31 item 1): opening it sends nothing; the button sends the link's token, and
// then the company page opens; a used or someone else's link shows the server's reason.
const company = {
  id: 'c1',
  name: 'Akter Traders',
  tradeLicence: 'TRAD/1',
  bin: '0012345670101',
  tin: '123456789012',
  location: { division: 'Dhaka', district: 'Dhaka', area: 'Dhanmondi' },
  address: 'Shop 14',
  role: 'buyer',
  orderLimit: null,
  createdAt: '2026-11-01T06:00:00Z',
};

function renderPage(accept: () => Response) {
  const api = mockAuthApi({
    user: makeUser({ email: 'tanvir@example.com' }),
    overrides: { 'POST /api/company-invitations/accept': accept },
  });
  const { router } = renderRoutes(
    () => [
      { path: '/company-invitations/:token', Component },
      { path: '/company', Component: () => <h1>Company page</h1> },
    ],
    '/company-invitations/tok_abcdefghijkl',
  );
  return { api, router };
}

describe('the invitation page', () => {
  it('joins with the token of the link, then opens the company page', async () => {
    const user = userEvent.setup();
    const { api, router } = renderPage(() => jsonResponse({ company, members: [] }));
    await user.click(await screen.findByRole('button', { name: 'Join the company' }));
    expect(await screen.findByRole('heading', { name: 'Company page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/company');
    expect(api.sent('POST /api/company-invitations/accept')).toEqual([{ token: 'tok_abcdefghijkl' }]);
  });

  it("shows why a link that is used, expired or someone else's cannot be used", async () => {
    const user = userEvent.setup();
    const { api } = renderPage(() =>
      errorResponse(404, 'NOT_FOUND', 'Invitation not found or no longer open', {
        token: 'Invitation not found or no longer open',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Company invitation' })).toBeInTheDocument();
    expect(api.sent('POST /api/company-invitations/accept')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Join the company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invitation not found or no longer open');
  });
});
