import type { PayoutMethodView } from '@bulkbazar/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi, NO_PAYOUT_METHOD } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component as Profile } from './profile';

// Issue 29 item 4 (and 8's BIN): the profile's "Getting paid" section — where payouts go, behind the password,
// with the hold a change puts on payouts.

const HELD_UNTIL = '2026-11-30T10:00:00.000Z';

function renderProfile(saved: PayoutMethodView = NO_PAYOUT_METHOD, answer?: (body: unknown) => Response) {
  const api = mockAuthApi({
    user: makeUser({ name: 'Karim Traders' }),
    overrides: {
      'GET /api/me/payout-method': () => jsonResponse({ payoutMethod: saved }),
      'PUT /api/me/payout-method': (body) =>
        answer?.(body) ??
        jsonResponse({
          payoutMethod: {
            ...NO_PAYOUT_METHOD,
            method: 'bkash',
            walletNumber: '*******3344',
            bin: '1234567890123',
            payoutsHeldUntil: HELD_UNTIL,
          },
        }),
    },
  });
  renderRoutes(() => [{ path: '/user/profile', Component: Profile }], '/user/profile');
  return api;
}

/** The section once the saved method has arrived (its form is shown then). */
async function section() {
  const region = await screen.findByRole('region', { name: 'Getting paid' });
  await within(region).findByRole('button', { name: 'Save payout method' });
  return region;
}

describe('profile: getting paid', () => {
  it('saves a bKash wallet and the BIN with the password, then shows it masked and the hold', async () => {
    const user = userEvent.setup();
    const api = renderProfile();
    const form = await section();
    expect(within(form).getByText('No payout method yet: add one to be paid.')).toBeInTheDocument();
    expect(within(form).getByText(/holds your payouts for a while/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Wallet number'), '01711223344');
    await user.type(within(form).getByLabelText('BIN (VAT registration number)'), '1234567890123');
    await user.type(within(form).getByLabelText('Your password'), 'correct horse battery');
    await user.click(within(form).getByRole('button', { name: 'Save payout method' }));

    expect(await within(form).findByText('Your payout method is saved.')).toBeInTheDocument();
    expect(api.sent('PUT /api/me/payout-method')).toEqual([
      {
        method: 'bkash',
        walletNumber: '01711223344',
        bankName: '',
        routingNumber: '',
        accountName: '',
        accountNumber: '',
        bin: '1234567890123',
        currentPassword: 'correct horse battery',
      },
    ]);
    expect(within(form).getByText('Payouts go to: bKash *******3344')).toBeInTheDocument();
    expect(within(form).getByText(/No payout is sent before .*2026/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Your password')).toHaveValue('');
  });

  it('asks for the bank fields when paid by bank, and checks them before sending', async () => {
    const user = userEvent.setup();
    const api = renderProfile();
    const form = await section();
    await user.click(within(form).getByRole('radio', { name: 'Bank account' }));
    expect(within(form).queryByLabelText('Wallet number')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Branch routing number'), '12345');
    await user.type(within(form).getByLabelText('Your password'), 'secret passphrase');
    await user.click(within(form).getByRole('button', { name: 'Save payout method' }));
    expect(await within(form).findByText('Choose a bank from the list')).toBeInTheDocument();
    expect(within(form).getByText('A routing number has 9 digits')).toBeInTheDocument();
    expect(within(form).getByLabelText('Branch routing number')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('PUT /api/me/payout-method')).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Bank'), 'BRAC Bank');
    await user.clear(within(form).getByLabelText('Branch routing number'));
    await user.type(within(form).getByLabelText('Branch routing number'), '060261726');
    await user.type(within(form).getByLabelText('Name on the account'), 'Karim Traders');
    await user.type(within(form).getByLabelText('Account number'), '1501203456789');
    await user.click(within(form).getByRole('button', { name: 'Save payout method' }));
    await within(form).findByText('Your payout method is saved.');
    expect(api.sent('PUT /api/me/payout-method')[0]).toMatchObject({
      method: 'bank',
      bankName: 'BRAC Bank',
      routingNumber: '060261726',
      accountName: 'Karim Traders',
      accountNumber: '1501203456789',
      bin: null,
    });
  });

  it('shows a wrong password at the password field', async () => {
    const user = userEvent.setup();
    renderProfile(
      { ...NO_PAYOUT_METHOD, method: 'nagad', walletNumber: '*******9999', bin: '1234567890123' },
      () =>
        errorResponse(400, 'VALIDATION_FAILED', 'The current password is not correct', {
          currentPassword: 'The current password is not correct',
        }),
    );
    const form = await section();
    expect(within(form).getByText('Payouts go to: Nagad *******9999')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: 'Nagad' })).toBeChecked();
    expect(within(form).getByLabelText('BIN (VAT registration number)')).toHaveValue('1234567890123');
    await user.type(within(form).getByLabelText('Wallet number'), '01811223344');
    await user.type(within(form).getByLabelText('Your password'), 'not my password');
    await user.click(within(form).getByRole('button', { name: 'Save payout method' }));
    const password = within(form).getByLabelText('Your password');
    expect(await within(form).findByText('The current password is not correct')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('Your payout method is saved.')).not.toBeInTheDocument();
  });
});
