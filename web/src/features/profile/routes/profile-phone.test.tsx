import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component as Profile } from './profile';

// Issue 32: an e-mail account adds a phone (a code texted to it) and chooses which SMS it gets.
function renderProfile() {
  const account = makeUser({ name: 'Karim Traders' });
  let phone: string | null = null;
  let smsOff: string[] = ['quote_received'];
  const api = mockAuthApi({
    user: account,
    overrides: {
      'GET /api/auth/get-session': () =>
        jsonResponse({ user: { id: account._id, phoneNumber: phone, phoneNumberVerified: phone !== null } }),
      'POST /api/auth/phone-number/send-otp': () => jsonResponse({ message: 'code sent' }),
      'POST /api/auth/phone-number/verify': (body) => {
        phone = `+880${String(body?.phoneNumber).slice(1)}`;
        return jsonResponse({ status: true, user: { id: account._id } });
      },
      'GET /api/me/sms-settings': () => jsonResponse({ smsOff }),
      'PUT /api/me/sms-settings': (body) => {
        smsOff = body?.smsOff as string[];
        return jsonResponse({ smsOff });
      },
    },
  });
  renderRoutes(() => [{ path: '/user/profile', Component: Profile }], '/user/profile');
  return api;
}

describe('profile: phone and SMS', () => {
  it('adds a phone with the texted code, then shows it', async () => {
    const user = userEvent.setup();
    const api = renderProfile();
    const section = await screen.findByRole('region', { name: 'Phone and SMS' });
    await user.type(await within(section).findByLabelText(/Mobile number/), '01811223344');
    await user.click(within(section).getByRole('button', { name: 'Send code' }));
    await user.type(await within(section).findByLabelText('Code from the SMS'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Add the phone' }));
    expect(
      await within(section).findByText('Your phone: 01811223344 (verified). You can sign in with it.'),
    ).toBeInTheDocument();
    expect(api.sent('POST /api/auth/phone-number/verify')).toEqual([
      { phoneNumber: '01811223344', code: '123456', updatePhoneNumber: true },
    ]);
  });

  it('saves which SMS stay off', async () => {
    const user = userEvent.setup();
    const api = renderProfile();
    const section = await screen.findByRole('region', { name: 'Phone and SMS' });
    expect(await within(section).findByRole('checkbox', { name: 'Quote received' })).not.toBeChecked();
    expect(within(section).getByRole('checkbox', { name: 'Order shipped' })).toBeChecked();
    await user.click(within(section).getByRole('checkbox', { name: 'Order shipped' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Quote received' }));
    await user.click(within(section).getByRole('button', { name: 'Save SMS choices' }));
    expect(await within(section).findByText('SMS choices saved.')).toBeInTheDocument();
    expect(api.sent('PUT /api/me/sms-settings')).toEqual([{ smsOff: ['order_shipped'] }]);
  });
});
