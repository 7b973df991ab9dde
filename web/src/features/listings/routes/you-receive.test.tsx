import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { stubObjectUrlsPerTest } from '@/test/jsdom-stubs';
import { renderApp } from '@/test/render-app';

// The listing form tells the seller what they receive of each price (issue 29 item 1): the unit price less the
// commission that applies to them in the chosen category (GET /api/me/commission) and the VAT on it.
stubObjectUrlsPerTest();
afterEach(resetLanguage);

const seller = makeUser({ name: 'Karim Traders', email: 'karim@traders.com.bd' });
/** Their override in Fashion: 6.5 % and ৳10 per order; elsewhere the default 5 %. */
const rates = (url: URL) =>
  jsonResponse(
    url.searchParams.get('category') === 'fashion-apparel'
      ? { percent: 6.5, fixedFee: 10, vatPercent: 15 }
      : { percent: 5, fixedFee: 0, vatPercent: 15 },
  );

describe('the listing form’s “you receive” line', () => {
  it('shows, per price and price tier, the price less the seller’s commission and its VAT', async () => {
    const api = mockAuthApi({
      user: seller,
      overrides: { 'GET /api/me/commission': (_, url) => rates(url) },
    });
    const user = userEvent.setup();
    renderApp('/addproduct');
    const price = await screen.findByLabelText('Price per Unit');
    await user.type(price, '890');
    // No category yet: nothing to say, nothing asked.
    expect(screen.queryByText(/^You receive/)).not.toBeInTheDocument();
    expect(api.sent('GET /api/me/commission')).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Category'), 'fashion-apparel');
    // 6.5 % of ৳890 = ৳57.85, VAT 15 % of it ৳8.68: ৳823.47.
    expect(await screen.findByText('You receive ৳823.47 of ৳890.00 per unit')).toBeInTheDocument();
    expect(
      screen.getByText('Commission 6.5% and VAT on it (15%) and a fixed fee of ৳10.00 per order'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a price tier' }));
    await user.type(screen.getByLabelText('Tier 1: unit price (৳)'), '850');
    // ৳55.25 + ৳8.29.
    expect(screen.getByText('You receive ৳786.46 of ৳850.00 per unit')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'electronics-gadgets');
    // 5 %: ৳44.50 + ৳6.68.
    expect(await screen.findByText('You receive ৳838.82 of ৳890.00 per unit')).toBeInTheDocument();
    expect(screen.getByText('Commission 5% and VAT on it (15%)')).toBeInTheDocument();
  });

  it('speaks Bengali on a Bengali page', async () => {
    await asBengaliPage();
    const { YouReceive } = await import('../components/you-receive');
    render(<YouReceive price={890} rate={{ percent: 6.5, fixedFee: 10, vatPercent: 15 }} />);
    expect(screen.getByText('প্রতি ইউনিটে ৳৮৯০.০০-এর মধ্যে আপনি পাবেন ৳৮২৩.৪৭')).toBeInTheDocument();
  });
});
