import type { Company } from '@bulkbazar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';

// The company's addresses on a Bengali page (issue 31 item 1): Bengali texts, the limit and phone in Bengali digits.
afterEach(resetLanguage);

const company: Company = {
  id: 'c1',
  name: 'Akter Traders',
  tradeLicence: 'TRAD/DSCC/2023/04512',
  bin: '0012345670101',
  tin: '123456789012',
  location: { division: 'Dhaka', district: 'Dhaka', area: 'Bangshal' },
  address: 'Shop 14, Bongobazar Complex',
  role: 'owner',
  orderLimit: null,
  poRequired: false,
  createdAt: '2026-11-01T06:00:00Z',
};

describe('company addresses on a Bengali page', () => {
  it('says the section, the limit and each address in Bengali with Bengali digits', async () => {
    await asBengaliPage();
    mockFetch(() =>
      jsonResponse({
        addresses: [
          {
            _id: 'a1',
            label: 'Chattogram shop',
            shippingAddress: 'Shop 7, Khatunganj',
            location: { division: 'Chattogram', district: 'Chattogram', area: 'Kotwali' },
            phoneNumber: '+8801811223344',
            createdAt: '2026-11-02T06:00:00Z',
          },
        ],
      }),
    );
    const { CompanyAddresses } = await import('./company-addresses');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CompanyAddresses company={company} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'ঠিকানা' })).toBeInTheDocument();
    expect(screen.getByText(/সর্বোচ্চ ২০টি।/)).toBeInTheDocument();
    expect(await screen.findByText('+৮৮০১৮১১২২৩৩৪৪')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chattogram shop ঠিকানাটি বদলান' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ঠিকানা যোগ করুন' })).toBeInTheDocument();
  });
});
