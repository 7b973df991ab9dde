import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { PhoneSignIn } from './phone-sign-in';

const refuse = (status: number, message: string, fields: Record<string, string>) =>
  jsonResponse({ acknowledged: false, code: 'VALIDATION_FAILED', message, fields }, status);

type Overrides = NonNullable<NonNullable<Parameters<typeof mockAuthApi>[0]>['overrides']>;

function renderPhone(overrides: Overrides) {
  const api = mockAuthApi({ overrides });
  const onSignedIn = vi.fn();
  renderRoutes(
    () => [{ path: '/login', element: <PhoneSignIn returnTo="/cart" onSignedIn={onSignedIn} /> }],
    {
      pathname: '/login',
    },
  );
  return { api, onSignedIn };
}

describe('sign-in with a phone and an SMS code', () => {
  it('texts a code to the number, asks a name when the number is new, and signs up', async () => {
    const { api, onSignedIn } = renderPhone({
      'POST /api/auth/phone-number/send-otp': () => jsonResponse({ message: 'code sent' }),
      'POST /api/auth/phone-number/verify': (body) =>
        body?.name
          ? jsonResponse({ status: true, user: { id: 'u1', email: 'x', name: String(body.name) } })
          : refuse(400, 'Enter your name to open an account with this number', {
              name: 'Enter your name to open an account with this number',
            }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile number/), '01711223344');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('We sent a code to 01711223344. It works for 5 minutes.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the SMS'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // A new number: the server asks a name, shown at its field.
    const name = await screen.findByLabelText(/Your name/);
    expect(screen.getByText('Enter your name to open an account with this number')).toBeInTheDocument();
    await user.type(name, 'Rahim Uddin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/cart'));
    expect(api.sent('POST /api/auth/phone-number/send-otp')).toEqual([{ phoneNumber: '01711223344' }]);
    expect(api.sent('POST /api/auth/phone-number/verify')).toEqual([
      { phoneNumber: '01711223344', code: '123456' },
      { phoneNumber: '01711223344', code: '123456', name: 'Rahim Uddin' },
    ]);
  });

  it("shows the server's refusals at their fields: a bad number, a wrong code", async () => {
    const { onSignedIn } = renderPhone({
      'POST /api/auth/phone-number/send-otp': (body) =>
        body?.phoneNumber === '123'
          ? refuse(400, 'Invalid phoneNumber', {
              phoneNumber: 'Enter a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX',
            })
          : jsonResponse({ message: 'code sent' }),
      'POST /api/auth/phone-number/verify': () =>
        refuse(400, 'That code is not right. Check the SMS and try again.', {
          code: 'That code is not right. Check the SMS and try again.',
        }),
    });
    const user = userEvent.setup();
    const phone = await screen.findByLabelText(/Mobile number/);
    await user.type(phone, '123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Enter a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX'),
    ).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '01911556677');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the SMS'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('That code is not right. Check the SMS and try again.'),
    ).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
