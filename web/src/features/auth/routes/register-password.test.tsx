import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { renderRoutes } from '@/test/render-routes';
import { Component as Register } from './register';

const renderRegister = () =>
  renderRoutes(
    () => [
      { path: '/register', Component: Register },
      { path: '/', element: <h1>Home page</h1> },
    ],
    '/register',
  );

async function fillIn(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), 'Rahim Uddin');
  await user.type(screen.getByLabelText('Email'), 'rahim@shop.com.bd');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('registration: the password rule', () => {
  it('says under the field what is asked', async () => {
    mockAuthApi();
    renderRegister();
    expect(await screen.findByText(/not one of the most common passwords/)).toBeInTheDocument();
  });

  it('refuses an all-spaces password before sending', async () => {
    const api = mockAuthApi();
    renderRegister();
    await fillIn('          ');
    expect(await screen.findByText('Password cannot be only spaces')).toBeInTheDocument();
    expect(api.sent('POST /api/auth/sign-up/email')).toEqual([]);
  });

  it("shows the server's refusal of a common password at the password field", async () => {
    const why = 'This password is on the list of the most common passwords, which are guessed first.';
    mockAuthApi({
      overrides: {
        'POST /api/auth/sign-up/email': () =>
          errorResponse(400, 'VALIDATION_FAILED', `Invalid password: ${why}`, { password: why }),
      },
    });
    renderRegister();
    await fillIn('iloveyou');
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });
});
