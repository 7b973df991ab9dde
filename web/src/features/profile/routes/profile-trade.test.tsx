import type { SavedAddress } from '@bulkbazar/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { choosePlace } from '@/test/places';
import { renderRoutes } from '@/test/render-routes';
import { Component as Profile } from './profile';

const karim = makeUser({ name: 'Karim Traders', email: 'karim@traders.com.bd', minOrderAmount: 0 });

const shop: SavedAddress = {
  _id: 'a-1',
  label: 'Shop',
  shippingAddress: 'Shop 14, New Market, Dhaka',
  phoneNumber: '+8801712345678',
  location: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** The address endpoints as the server answers them: every call returns the whole list. */
function addressApi(initial: SavedAddress[]) {
  let addresses = [...initial];
  return {
    'GET /api/me/addresses': () => jsonResponse({ addresses }),
    'POST /api/me/addresses': (body: Record<string, unknown> | undefined) => {
      addresses = [
        ...addresses,
        {
          _id: `a-${addresses.length + 2}`,
          label: String(body?.label),
          shippingAddress: String(body?.shippingAddress),
          phoneNumber: String(body?.phoneNumber),
          location: null,
          createdAt: '2026-11-22T10:00:00.000Z',
        },
      ];
      return jsonResponse({ addresses });
    },
    'DELETE /api/me/addresses/a-1': () => {
      addresses = addresses.filter((a) => a._id !== 'a-1');
      return jsonResponse({ addresses });
    },
  };
}

function renderProfile(overrides: NonNullable<Parameters<typeof mockAuthApi>[0]>['overrides'] = {}) {
  const api = mockAuthApi({ user: karim, overrides: { ...addressApi([shop]), ...overrides } });
  renderRoutes(() => [{ path: '/user/profile', Component: Profile }], '/user/profile');
  return api;
}

const addresses = () => screen.findByRole('region', { name: 'Saved addresses' });

describe('profile: minimum order amount', () => {
  it('saves the seller’s minimum order amount and shows it', async () => {
    const user = userEvent.setup();
    const api = renderProfile();
    const field = await screen.findByLabelText('Minimum order amount (৳)');
    expect(field).toHaveValue('0');
    expect(screen.getByText('No minimum')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '5000');
    await user.click(screen.getByRole('button', { name: 'Save minimum' }));

    expect(await screen.findByText('Your minimum order amount is saved.')).toBeInTheDocument();
    expect(api.sent('PATCH /api/me')).toEqual([{ minOrderAmount: 5000 }]);
    expect(screen.getByText('Now: ৳5,000.00')).toBeInTheDocument();
  });

  it('refuses a negative, over-precise or too large amount with the contract’s messages', async () => {
    const user = userEvent.setup();
    const api = renderProfile();
    const field = await screen.findByLabelText('Minimum order amount (৳)');
    const tryAmount = async (amount: string, message: string) => {
      await user.clear(field);
      await user.type(field, amount);
      await user.click(screen.getByRole('button', { name: 'Save minimum' }));
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    };
    await tryAmount('-5', 'Minimum order amount cannot be negative');
    await tryAmount('10.555', 'Minimum order amount can have at most 2 decimals');
    await tryAmount('20000000', 'Minimum order amount must be at most 10000000');
    expect(api.sent('PATCH /api/me')).toEqual([]);
  });

  it('shows the server’s message at the field, or under the form when it names none', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderProfile({
      'PATCH /api/me': () => {
        calls += 1;
        return calls === 1
          ? errorResponse(400, 'VALIDATION_FAILED', 'Bad input', { minOrderAmount: 'Refused by the server' })
          : errorResponse(500, 'INTERNAL', 'Internal server error');
      },
    });
    const field = await screen.findByLabelText('Minimum order amount (৳)');
    await user.type(field, '50');
    await user.click(screen.getByRole('button', { name: 'Save minimum' }));
    expect(await screen.findByText('Refused by the server')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save minimum' }));
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
  });
});

describe('profile: saved addresses', () => {
  it('lists the saved addresses and adds one', async () => {
    const user = userEvent.setup();
    const api = renderProfile();
    expect(await within(await addresses()).findByText('Shop 14, New Market, Dhaka')).toBeInTheDocument();
    expect(within(await addresses()).getByText('+8801712345678')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Address name'), 'Warehouse');
    await choosePlace(user, ['Dhaka', 'Gazipur', 'Tongi'], await addresses());
    await user.type(screen.getByLabelText('Address'), 'Plot 7, Tongi BSCIC, Gazipur');
    await user.type(screen.getByLabelText('Phone number'), '01812345678');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address saved.')).toBeInTheDocument();
    expect(within(await addresses()).getByText('Plot 7, Tongi BSCIC, Gazipur')).toBeInTheDocument();
    // The contract's schema writes the phone number the one way the server stores it.
    expect(api.sent('POST /api/me/addresses')).toEqual([
      {
        label: 'Warehouse',
        shippingAddress: 'Plot 7, Tongi BSCIC, Gazipur',
        phoneNumber: '+8801812345678',
        location: { division: 'Dhaka', district: 'Gazipur', area: 'Tongi' },
      },
    ]);
    expect(screen.getByLabelText('Address name')).toHaveValue('');
  });

  it('checks a new address with the contract’s schema before sending it', async () => {
    const user = userEvent.setup();
    const api = renderProfile();
    await within(await addresses()).findByText('Shop');
    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Name this address (Shop, Warehouse…)')).toBeInTheDocument();
    expect(screen.getByText('Enter the shipping address')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST /api/me/addresses')).toEqual([]);
  });

  it('shows the server’s refusal at the field it names', async () => {
    const user = userEvent.setup();
    const message = 'You can keep at most 10 addresses: delete one first';
    renderProfile({
      'POST /api/me/addresses': () => errorResponse(422, 'VALIDATION_FAILED', message, { label: message }),
    });
    await within(await addresses()).findByText('Shop');
    await user.type(screen.getByLabelText('Address name'), 'Depot');
    await choosePlace(user, ['Chattogram', 'Chattogram', 'Double Mooring'], await addresses());
    await user.type(screen.getByLabelText('Address'), 'Road 3, Chattogram');
    await user.type(screen.getByLabelText('Phone number'), '01812345678');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Address name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes an address after asking', async () => {
    const user = userEvent.setup();
    const api = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete the address Shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Shop?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Shop is deleted.')).toBeInTheDocument();
    expect(within(await addresses()).getByText('No saved addresses yet.')).toBeInTheDocument();
    expect(api.spy.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });
});
