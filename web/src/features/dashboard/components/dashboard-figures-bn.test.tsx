import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@/test/jsdom-stubs';

// Issue 28: the Bengali dashboard's orders axis and top-products ranks were in Latin digits, and the revenue
// axis read "৳৩.৪ লা" (ICU's short form of লাখ, which reads as a label cut off). The page's language is read
// once when the modules load (lib/i18n/language.ts), so this file loads them afresh with <html lang="bn">.

afterEach(() => {
  document.documentElement.lang = '';
  vi.resetModules();
  vi.restoreAllMocks();
});

async function inBengali() {
  document.documentElement.lang = 'bn';
  vi.resetModules();
  const { i18n } = await import('@/lib/i18n');
  i18n.addMessages((await import('@/lib/i18n/bn-shell')).bnShell);
  i18n.addMessages((await import('@/lib/i18n/bn-pages')).bnPages);
}

// jsdom lays nothing out: the chart's container is given a size, everything else measures 0.
function giveTheChartASize() {
  stubResizeObserver();
  const measure = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const inContainer = [this, this.parentElement].some((e) =>
      e?.classList.contains('recharts-responsive-container'),
    );
    return inContainer ? DOMRect.fromRect({ width: 600, height: 300 }) : measure.call(this);
  });
}

const ticks = (container: HTMLElement, side: 'left' | 'right') =>
  [...container.querySelectorAll(`text.recharts-cartesian-axis-tick-value[orientation="${side}"]`)].map(
    (tick) => tick.textContent ?? '',
  );

describe('the Bengali dashboard figures', () => {
  it('labels the chart axes in Bengali digits and whole words (লাখ, not লা)', async () => {
    await inBengali();
    giveTheChartASize();
    const { default: RevenueChart } = await import('./revenue-chart');
    const daily = [3, 7, 12, 5].map((orders, i) => ({
      date: `2026-11-0${i + 1}`,
      revenue: orders * 28_000,
      orders,
    }));
    const { container } = render(<RevenueChart daily={daily} label="আয় ও অর্ডার" />);
    // Recharts draws tick labels in a layer of their own, marked with their axis's side.
    await waitFor(() => expect(ticks(container, 'right').length).toBeGreaterThan(1));
    const [revenue, orders] = [ticks(container, 'left'), ticks(container, 'right')];
    expect(revenue).toContain('৳১.৭ লাখ');
    for (const label of revenue) expect(label).toMatch(/^৳[০-৯.]+( (হাজার|লাখ|কোটি))?$/);
    expect(orders.length).toBeGreaterThan(1);
    for (const label of orders) expect(label).toMatch(/^[০-৯]+$/);
  });

  it('numbers the top products in Bengali digits', async () => {
    await inBengali();
    const { TopProducts } = await import('./top-products');
    const products = ['চাল', 'ডাল'].map((productName, i) => ({
      productId: `p${i}`,
      productName,
      unitsSold: 10 - i,
      revenue: 1000 - i,
    }));
    const router = createMemoryRouter([{ path: '/', element: <TopProducts products={products} /> }]);
    render(<RouterProvider router={router} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(['১', '২']);
  });
});
