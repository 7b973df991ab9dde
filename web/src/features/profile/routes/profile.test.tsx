import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component as Profile } from './profile';

const rahim = makeUser({
  name: 'Rahim Uddin',
  email: 'rahim@shop.com.bd',
  role: 'admin',
  createdAt: '2026-01-15T20:00:00.000Z',
});

function renderProfile() {
  return renderRoutes(() => [{ path: '/user/profile', Component: Profile }], '/user/profile');
}

describe('profile page', () => {
  it('shows the avatar, name, email and role', async () => {
    mockAuthApi({ user: rahim });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 2, name: 'Rahim Uddin' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Rahim Uddin' })).toHaveAttribute('data-initials', 'RU');
    expect(screen.getByText('rahim@shop.com.bd')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    // Shown in Dhaka time: 20:00 UTC is the next morning there.
    expect(screen.getByText('16 January 2026')).toBeInTheDocument();
    // The title is set in an effect, after the page's first paint: wait for it.
    await waitFor(() => expect(document.title).toBe('My profile | BulkBazar'));
  });

  it('Edit Profile opens the form, and Save sends the new name and shows it', async () => {
    const user = userEvent.setup();
    const api = mockAuthApi({ user: rahim });
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Rahim Uddin');
    await user.clear(name);
    await user.type(name, 'Rahim Wholesale');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      'Your profile has been updated.',
    );
    expect(api.sent('PATCH /api/me')).toEqual([{ name: 'Rahim Wholesale' }]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Rahim Wholesale' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByText(/not been added|no functionality/i)).not.toBeInTheDocument();
  });

  it('keeps the form open with the message at the field when the name is refused', async () => {
    const user = userEvent.setup();
    mockAuthApi({
      user: rahim,
      overrides: {
        'PATCH /api/me': () =>
          errorResponse(400, 'VALIDATION_FAILED', 'Bad input', {
            name: 'Name must be at most 80 characters',
          }),
      },
    });
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('Name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be at most 80 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('changes the password and says so', async () => {
    const user = userEvent.setup();
    const api = mockAuthApi({
      user: rahim,
      overrides: {
        'POST /api/me/password': () => jsonResponse({ acknowledged: true, message: 'Password changed' }),
      },
    });
    renderProfile();
    const form = (await screen.findByRole('heading', { name: 'Change password' })).closest('section')!;
    await user.type(within(form).getByLabelText('Current password'), 'old-password-1');
    await user.type(within(form).getByLabelText('New password'), 'new-password-22');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Password changed');
    expect(api.sent('POST /api/me/password')).toEqual([
      { currentPassword: 'old-password-1', newPassword: 'new-password-22' },
    ]);
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password at its field', async () => {
    const user = userEvent.setup();
    mockAuthApi({
      user: rahim,
      overrides: {
        'POST /api/me/password': () =>
          errorResponse(400, 'VALIDATION_FAILED', 'The current password is not correct', {
            currentPassword: 'The current password is not correct',
          }),
      },
    });
    renderProfile();
    const form = (await screen.findByRole('heading', { name: 'Change password' })).closest('section')!;
    await user.type(within(form).getByLabelText('Current password'), 'guess-password');
    await user.type(within(form).getByLabelText('New password'), 'new-password-22');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(await within(form).findByText('The current password is not correct')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the new password length before sending', async () => {
    const user = userEvent.setup();
    const api = mockAuthApi({ user: rahim });
    renderProfile();
    const form = (await screen.findByRole('heading', { name: 'Change password' })).closest('section')!;
    await user.type(within(form).getByLabelText('Current password'), 'old-password-1');
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(api.sent('POST /api/me/password')).toEqual([]);
  });

  it('refuses an all-spaces new password before sending', async () => {
    const user = userEvent.setup();
    const api = mockAuthApi({ user: rahim });
    renderProfile();
    const form = (await screen.findByRole('heading', { name: 'Change password' })).closest('section')!;
    await user.type(within(form).getByLabelText('Current password'), 'old-password-1');
    await user.type(within(form).getByLabelText('New password'), '          ');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Password cannot be only spaces')).toBeInTheDocument();
    expect(api.sent('POST /api/me/password')).toEqual([]);
  });

  it("shows the server's refusal of a common password at the new password", async () => {
    const user = userEvent.setup();
    const why = 'This password is on the list of the most common passwords, which are guessed first.';
    mockAuthApi({
      user: rahim,
      overrides: {
        'POST /api/me/password': () =>
          errorResponse(400, 'VALIDATION_FAILED', `Invalid newPassword: ${why}`, { newPassword: why }),
      },
    });
    renderProfile();
    const form = (await screen.findByRole('heading', { name: 'Change password' })).closest('section')!;
    await user.type(within(form).getByLabelText('Current password'), 'old-password-1');
    await user.type(within(form).getByLabelText('New password'), 'iloveyou');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(why)).toBeInTheDocument();
    expect(within(form).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });
});
