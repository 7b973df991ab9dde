import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component as ForgotPassword } from './forgot-password';
import { Component as ResetPassword } from './reset-password';

function server() {
  const sent: Array<{ path: string; body: Record<string, string> }> = [];
  mockFetch((url, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    sent.push({ path: url.pathname, body });
    if (url.pathname === '/api/auth/request-password-reset') {
      return jsonResponse({ status: true, message: 'If this email exists in our system, check your email' });
    }
    if (url.pathname === '/api/auth/reset-password') {
      return body.token === 'good-token'
        ? jsonResponse({ status: true })
        : jsonResponse(
            {
              acknowledged: false,
              code: 'VALIDATION_FAILED',
              message: 'This reset link is invalid, has been used or has expired. Ask for a new one.',
              fields: {
                token: 'This reset link is invalid, has been used or has expired. Ask for a new one.',
              },
            },
            400,
          );
    }
    return jsonResponse({ acknowledged: false, code: 'UNAUTHORIZED', message: 'Sign in first' }, 401);
  });
  return sent;
}

const routes = () => [
  { path: '/forgot-password', Component: ForgotPassword },
  { path: '/reset-password', Component: ResetPassword },
];

describe('forgot password', () => {
  it('sends the address and says a link is on its way, without saying whether the account exists', async () => {
    const user = userEvent.setup();
    const sent = server();
    renderRoutes(routes, '/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Email'), 'rahima@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /If an account uses this address.*30 minutes/,
    );
    expect(sent).toEqual([
      { path: '/api/auth/request-password-reset', body: { email: 'rahima@example.com' } },
    ]);
  });
});

describe('reset password', () => {
  it('checks the two passwords agree, then sends the token from the link with the new password', async () => {
    const user = userEvent.setup();
    const sent = server();
    renderRoutes(routes, '/reset-password?token=good-token');
    await user.type(await screen.findByLabelText('New password'), 'a brand new secret');
    await user.type(screen.getByLabelText('New password again'), 'a different secret');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/password has been changed/);
    expect(screen.getByRole('link', { name: 'Login with the new password' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(sent).toEqual([
      { path: '/api/auth/reset-password', body: { token: 'good-token', newPassword: 'a brand new secret' } },
    ]);
  });

  it('says when the link no longer works and offers a new one', async () => {
    const user = userEvent.setup();
    server();
    renderRoutes(routes, '/reset-password?token=used-token');
    await user.type(await screen.findByLabelText('New password'), 'a brand new secret');
    await user.type(screen.getByLabelText('New password again'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/invalid, has been used or has expired/);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('without a token in the address, asks for the e-mailed link', async () => {
    server();
    renderRoutes(routes, '/reset-password');
    expect(await screen.findByText(/needs the link from the e-mail/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
