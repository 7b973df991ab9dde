import type { NotificationSettings } from '@bulkbazar/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component as Profile } from './profile';

type Override = NonNullable<NonNullable<Parameters<typeof mockAuthApi>[0]>['overrides']>[string];

/** The settings endpoints as the server answers them: PUT answers what it saved. */
function renderProfile(saved: NotificationSettings, put?: Override) {
  let settings = saved;
  const api = mockAuthApi({
    user: makeUser({ name: 'Karim Traders' }),
    overrides: {
      'GET /api/notifications/settings': () => jsonResponse(settings),
      'PUT /api/notifications/settings':
        put ??
        ((body) => {
          settings = body as NotificationSettings;
          return jsonResponse(settings);
        }),
    },
  });
  renderRoutes(() => [{ path: '/user/profile', Component: Profile }], '/user/profile');
  return api;
}

const section = () => screen.findByRole('region', { name: 'Notifications' });

describe('profile: notification settings', () => {
  it('shows the saved settings, and saves the language and the e-mails kept on', async () => {
    const user = userEvent.setup();
    const api = renderProfile({ lang: 'bn', emailOff: ['new_message'] });
    const form = await section();
    expect(await within(form).findByRole('radio', { name: 'বাংলা' })).toBeChecked();
    expect(within(form).getByRole('switch', { name: 'A payment is refunded' })).toBeChecked();
    expect(
      within(form).getByRole('switch', { name: 'Someone writes to me about a quote request' }),
    ).not.toBeChecked();
    // Seven kinds, and payouts sent (issue 29); a change of payout method is always e-mailed: no switch.
    expect(within(form).getByRole('switch', { name: 'A payout of my earnings is sent' })).toBeChecked();
    // And low stock (issue 30 item 7), a seller's alert they may turn off.
    expect(
      within(form).getByRole('switch', { name: 'Stock of a listing falls to my low-stock line' }),
    ).toBeChecked();
    // And company approvals (issue 31 item 2): the approver asked, the buyer told the decision.
    expect(within(form).getByRole('switch', { name: 'A company order waits for my approval' })).toBeChecked();
    expect(
      within(form).getByRole('switch', { name: 'My company order is approved or rejected' }),
    ).toBeChecked();
    // And invoice reminders (issue 31 item 4), to a company's owner and finance members.
    expect(
      within(form).getByRole('switch', { name: 'An invoice of my company is due in a few days' }),
    ).toBeChecked();
    expect(within(form).getByRole('switch', { name: 'An invoice of my company is overdue' })).toBeChecked();
    expect(within(form).getAllByRole('switch')).toHaveLength(13);

    await user.click(within(form).getByRole('radio', { name: 'Same as the page' }));
    await user.click(within(form).getByRole('switch', { name: 'A payment is refunded' }));
    await user.click(within(form).getByRole('button', { name: 'Save notification settings' }));

    expect(await within(form).findByText('Your notification settings are saved.')).toBeInTheDocument();
    expect(api.sent('PUT /api/notifications/settings')).toEqual([
      { lang: null, emailOff: ['payment_refunded', 'new_message'] },
    ]);
    expect(within(form).getByRole('radio', { name: 'Same as the page' })).toBeChecked();
    expect(within(form).getByRole('switch', { name: 'A payment is refunded' })).not.toBeChecked();
  });

  it('shows the server’s refusal at the field it names, or under the form', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderProfile({ lang: null, emailOff: [] }, () => {
      calls += 1;
      return calls === 1
        ? errorResponse(400, 'VALIDATION_FAILED', 'Bad input', { lang: 'Choose English or Bengali' })
        : errorResponse(500, 'INTERNAL', 'Internal server error');
    });
    const form = await section();
    await user.click(await within(form).findByRole('radio', { name: 'English' }));
    await user.click(within(form).getByRole('button', { name: 'Save notification settings' }));
    const language = within(form).getByRole('group', { name: 'Language of notifications' });
    expect(await within(language).findByText('Choose English or Bengali')).toBeInTheDocument();
    expect(language).toHaveAccessibleDescription(expect.stringContaining('Choose English or Bengali'));
    expect(language).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(form).getByRole('button', { name: 'Save notification settings' }));
    expect(await within(form).findByText('Internal server error')).toBeInTheDocument();
  });
});
