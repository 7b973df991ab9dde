import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';
import { summary } from '../finance-testing';

afterEach(resetLanguage);

describe('Dashboard → Finance in Bengali', () => {
  it('names the figures in Bengali, with Bengali digits and dates', async () => {
    await asBengaliPage();
    const { FinanceCards } = await import('./finance-cards');
    const { FinanceCod } = await import('./finance-cod');
    const s = summary();
    render(
      <>
        <FinanceCards summary={s} />
        <FinanceCod cod={s.codOutstanding} />
      </>,
    );
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!.textContent;
    expect(figure('জিএমভি')).toBe('জিএমভি৳১,৭৫০.০০৩টি অর্ডার, বাতিল নয়');
    expect(figure('ট্রায়াল ব্যালান্স')).toBe('ট্রায়াল ব্যালান্স৳০.০০হিসাব মিলেছে');
    expect(figure('বিক্রেতাদের পাওনা')).toContain('৩ মার্চ');
    const cod = screen.getByRole('table', { name: 'কুরিয়ার অনুযায়ী বকেয়া ক্যাশ অন ডেলিভারি' });
    expect(within(cod).getByRole('row', { name: /পাঠাও/ })).toHaveTextContent('৳১৯৫.০০');
  });
});
