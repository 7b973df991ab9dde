import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@/test/jsdom-stubs';
import RevenueChart from './revenue-chart';

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

/**
 * An SVG path of absolute M/L/C commands (what Recharts writes), as the y of every point drawn through
 * (control points included) and the y of each command's end point (one per day).
 */
function pathYs(d: string) {
  const commands = (d.match(/[MLC][^MLC]*/g) ?? []).map((c) =>
    (c.match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? []).map(Number).filter((_, i) => i % 2 === 1),
  );
  return { all: commands.flat(), days: commands.map((ys) => ys.at(-1)!) };
}

describe('revenue chart', () => {
  it('never draws the orders line below zero between quiet days and busy ones', async () => {
    giveTheChartASize();
    // Spikes between zeros: a smoothing curve that is not monotone (natural, basis, cardinal) overshoots here.
    const orders = [0, 0, 3, 0, 0, 1, 0, 0, 0, 5, 5, 0, 1, 2, 0, 0, 0, 0, 4, 0, 0, 9, 0, 0, 1, 0, 0, 0, 0, 2];
    const daily = orders.map((n, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      revenue: n * 12_500,
      orders: n,
    }));
    const { container } = render(<RevenueChart daily={daily} label="Revenue and orders" />);
    await waitFor(() => expect(container.querySelector('.recharts-line-curve')).not.toBeNull());
    const line = container.querySelector('.recharts-line-curve')!.getAttribute('d')!;
    // Zero on both axes is the x axis line (SVG y grows downwards: below zero is a larger y).
    const zero = Number(container.querySelector('.recharts-xAxis line')!.getAttribute('y1'));
    expect(zero).toBeGreaterThan(0);
    const { all: points, days } = pathYs(line);
    expect(days).toHaveLength(orders.length);
    expect(days.filter((_, i) => orders[i] === 0).every((y) => Math.abs(y - zero) < 1e-6)).toBe(true);
    expect(Math.max(...points)).toBeLessThanOrEqual(zero + 1e-6);
    // …and no bump above the busiest day either.
    expect(Math.min(...points)).toBeCloseTo(Math.min(...days), 6);
  });
});
