import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { stubResizeObserver } from '@/test/jsdom-stubs';
import { makeUser } from '@/test/factories';
import { summary } from '../finance-testing';
import { renderDashboard } from '../testing';

describe('Dashboard → Finance', () => {
  beforeEach(() => stubResizeObserver());

  it('shows the figures of the range, the trial balance, COD per courier and the days', async () => {
    const { requests } = renderDashboard('/dashboard/finance?from=2025-03-01&to=2025-03-03', (r) =>
      r.url.pathname === '/api/admin/finance/summary' ? jsonResponse(summary()) : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance' })).toBeInTheDocument();
    expect(requests('GET', '/api/admin/finance/summary')[0]!.url.search).toBe(
      '?from=2025-03-01&to=2025-03-03',
    );
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!.textContent;
    expect(figure('GMV')).toBe('GMV৳1,750.003 orders placed, not cancelled');
    expect(figure('Commission income')).toBe('Commission income৳62.30VAT on it: ৳6.35');
    expect(figure('Owed to sellers')).toBe(
      'Owed to sellers৳351.35On 3 March 2025; sellers owe the shop ৳20.00',
    );
    expect(figure('Paid out')).toContain('৳500.00');
    expect(figure('COD outstanding')).toContain('৳195.00');
    expect(figure('Refunds')).toContain('৳100.00');
    expect(figure('Trial balance')).toBe('Trial balance৳0.00The books balance');

    const cod = screen.getByRole('table', { name: 'COD outstanding per courier' });
    expect(within(cod).getByRole('row', { name: /Pathao/ })).toHaveTextContent('৳195.00');
    expect(within(cod).getByRole('row', { name: /Total/ })).toHaveTextContent('৳195.00');
    const days = screen.getByRole('table', { name: 'GMV, commission and refunds by day' });
    expect(within(days).getByRole('row', { name: /3 March 2025/ })).toHaveTextContent('৳250.00-৳4.70৳100.00');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/finance/summary.csv?from=2025-03-01&to=2025-03-03',
    );
    // The sidebar's Finance entry is marked, and the overview is the first of the finance tabs.
    expect(
      within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'Finance' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('navigation', { name: 'Finance sections' })).getByRole('link', {
        name: 'Overview',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('asks again for the days chosen', async () => {
    const { requests } = renderDashboard('/dashboard/finance', (r) =>
      r.url.pathname === '/api/admin/finance/summary'
        ? jsonResponse(summary({ from: r.url.searchParams.get('from') ?? '2025-02-02', to: '2025-03-03' }))
        : undefined,
    );
    const from = await screen.findByLabelText('From');
    expect(requests('GET', '/api/admin/finance/summary')[0]!.url.search).toBe('');
    fireEvent.change(from, { target: { value: '2025-02-15' } });
    await waitFor(() =>
      expect(requests('GET', '/api/admin/finance/summary').at(-1)!.url.search).toBe(
        '?from=2025-02-15&to=2025-03-03',
      ),
    );
  });

  it('warns when the books do not balance', async () => {
    renderDashboard('/dashboard/finance', (r) =>
      r.url.pathname === '/api/admin/finance/summary'
        ? jsonResponse(summary({ trialBalance: 0.01 }))
        : undefined,
    );
    expect(await screen.findByText('The books do not balance: tell the developers')).toBeInTheDocument();
  });

  it('is for administrators', async () => {
    renderDashboard('/dashboard/finance', () => undefined, makeUser({ role: 'user' }));
    expect(await screen.findByRole('heading', { name: /Admins only/i })).toBeInTheDocument();
  });
});
