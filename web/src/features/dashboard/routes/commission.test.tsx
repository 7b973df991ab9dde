import { CATEGORIES, type CommissionRules } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderDashboard, type Sent } from '../testing';

// Dashboard → Finance → Commission (issue 29 item 1): the default, each category's percentage and seller
// overrides, saved whole; the server's refusals shown at their fields.

const noCategories = Object.fromEntries(
  CATEGORIES.map((c) => [c.slug, null]),
) as CommissionRules['categories'];
const STARTING: CommissionRules = {
  defaultPercent: 5,
  fixedFee: 0,
  categories: noCategories,
  sellers: [],
  updatedAt: null,
};
const karim = makeUser({ name: 'Karim Traders', email: 'karim@traders.com.bd' });
const admin = makeUser({ name: 'Other Admin', email: 'boss@bulkbazar.test', role: 'admin' });

/** The rules endpoints over rules held here; `refuse` answers the PUT instead when given. */
function commissionApi(start: CommissionRules, refuse?: Record<string, string>) {
  let rules = start;
  return (r: Sent) => {
    const path = r.url.pathname;
    if (path === '/api/admin/finance/commission' && r.method === 'GET') return jsonResponse(rules);
    if (path === '/api/admin/finance/commission' && r.method === 'PUT') {
      if (refuse)
        return jsonResponse(
          {
            acknowledged: false,
            code: 'VALIDATION_FAILED',
            message: Object.values(refuse)[0],
            fields: refuse,
          },
          400,
        );
      const body = r.body as {
        defaultPercent: number;
        fixedFee: number;
        categories: Record<string, number | null>;
        sellers: { sellerId: string; percent: number; fixedFee: number; endsOn: string }[];
      };
      rules = {
        defaultPercent: body.defaultPercent,
        fixedFee: body.fixedFee,
        categories: { ...noCategories, ...body.categories },
        sellers: body.sellers.map((s) => ({
          ...s,
          sellerName: 'Karim Traders',
          sellerEmail: karim.email,
          endsAt: `${s.endsOn}T18:00:00.000Z`,
          expired: false,
        })),
        updatedAt: '2026-11-27T10:00:00.000Z',
      };
      return jsonResponse(rules);
    }
    if (path === '/api/users' && r.method === 'GET')
      return jsonResponse({ users: [karim, admin], page: 1, limit: 8, hasMore: false });
    return undefined;
  };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('Dashboard → Finance → Commission', () => {
  it('shows the rules, takes a new default, a category rate and a seller override, and saves them whole', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/finance/commission', commissionApi(STARTING));
    expect(await screen.findByRole('heading', { level: 1, name: 'Commission' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commission' })).toHaveAttribute('aria-current', 'page');
    expect(field('Default commission (%)')).toHaveValue('5');
    expect(field('Fixed fee per order (৳)')).toHaveValue('0');
    // Every category of the contract, Food & Groceries included, empty (the default).
    expect(field('Food & Groceries: commission (%)')).toHaveValue('');
    expect(screen.getAllByRole('textbox', { name: /: commission \(%\)$/ })).toHaveLength(CATEGORIES.length);
    expect(screen.getByText('No seller overrides.')).toBeInTheDocument();
    expect(screen.getByText('The starting rules: never changed.')).toBeInTheDocument();

    await user.clear(field('Default commission (%)'));
    await user.type(field('Default commission (%)'), '6.5');
    await user.clear(field('Fixed fee per order (৳)'));
    await user.type(field('Fixed fee per order (৳)'), '১০'); // Bengali digits are read as the number.
    await user.type(field('Fashion & Apparel: commission (%)'), '8');
    // A seller found by name; an administrator is not offered.
    await user.type(screen.getByRole('searchbox', { name: 'Add a seller' }), 'ka');
    await user.click(await screen.findByRole('button', { name: 'Add Karim Traders' }));
    expect(screen.queryByRole('button', { name: 'Add Other Admin' })).not.toBeInTheDocument();
    await user.type(field('Karim Traders: commission (%)'), '3.5');
    const endsOn = screen.getByLabelText('Karim Traders: last day');
    await user.type(endsOn, '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save commission rules' }));

    expect(await screen.findByText('Saved. Orders placed from now on take these rules.')).toBeInTheDocument();
    const [put] = requests('PUT', '/api/admin/finance/commission');
    expect(put!.body).toEqual({
      defaultPercent: 6.5,
      fixedFee: 10,
      categories: { ...noCategories, 'fashion-apparel': 8 },
      sellers: [{ sellerId: karim._id, percent: 3.5, fixedFee: 0, endsOn: '2026-12-31' }],
    });
    const row = screen.getByRole('row', { name: /Karim Traders/ });
    expect(within(row).getByRole('textbox', { name: 'Karim Traders: commission (%)' })).toHaveValue('3.5');
    expect(screen.getByText(/^Last saved /)).toBeInTheDocument();
  });

  it("shows the server's refusals at their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    const rules: CommissionRules = {
      ...STARTING,
      sellers: [
        {
          sellerId: karim._id,
          sellerName: 'Karim Traders',
          sellerEmail: karim.email,
          percent: 3,
          fixedFee: 0,
          endsOn: '2026-11-01',
          endsAt: '2026-11-01T18:00:00.000Z',
          expired: true,
        },
      ],
    };
    renderDashboard(
      '/dashboard/finance/commission',
      commissionApi(rules, {
        'categories.fashion-apparel': 'At most 100%',
        'sellers.0.endsOn': 'The end date must be today or later',
      }),
    );
    // An ended override is marked.
    const row = await screen.findByRole('row', { name: /Karim Traders/ });
    expect(within(row).getByText('Ended')).toBeInTheDocument();
    await user.type(field('Fashion & Apparel: commission (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Save commission rules' }));

    await waitFor(() =>
      expect(field('Fashion & Apparel: commission (%)')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(field('Fashion & Apparel: commission (%)')).toHaveAccessibleDescription('At most 100%');
    expect(field('Fashion & Apparel: commission (%)')).toHaveValue('120');
    const endsOn = screen.getByLabelText('Karim Traders: last day');
    expect(endsOn).toHaveAttribute('aria-invalid', 'true');
    expect(endsOn).toHaveAccessibleDescription('The end date must be today or later');
    expect(field('Default commission (%)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^Saved\./)).not.toBeInTheDocument();
  });
});
