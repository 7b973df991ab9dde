import { afterEach, describe, expect, it, vi } from 'vitest';
import { steadfastStatements } from './steadfast-statements.js';

// Steadfast's payment statements: its API document names GET /payments and /payments/{id} but shows no answer,
// so the reader takes the shapes integrators report — a bare list or one under `data`/`payments`, a payment
// bare or under `data` — and reads a missing field as null, never a guess.

afterEach(() => vi.unstubAllGlobals());

function answering(bodies: Record<string, unknown>) {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: { headers: Record<string, string> }) => {
    seen.push({ url, headers: init.headers });
    const path = new URL(url).pathname.replace('/api/v1', '');
    return new Response(JSON.stringify(bodies[path] ?? { message: 'Not found' }), {
      status: bodies[path] ? 200 : 404,
    });
  });
  return seen;
}

const reader = () =>
  steadfastStatements('https://portal.packzy.com/api/v1', { 'Api-Key': 'k', 'Secret-Key': 's' });

describe("Steadfast's payment statements", () => {
  it('lists payments bare, under data or under payments, with the merchant keys', async () => {
    for (const body of [
      [{ id: 7, amount: '4080.50', status: 'paid', created_at: '2026-11-22 10:00:00' }],
      { status: 200, data: [{ id: 7, amount: 4080.5, status: 'paid', created_at: '2026-11-22 10:00:00' }] },
      { payments: [{ payment_id: '7', total_amount: 4080.5 }] },
    ]) {
      const seen = answering({ '/payments': body });
      const list = await reader().statements();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ id: '7', amountPoisha: 408_050 });
      expect(seen[0]!.headers).toMatchObject({ 'Api-Key': 'k', 'Secret-Key': 's' });
    }
  });

  it('reads a payment’s consignments; what it does not say is null', async () => {
    answering({
      '/payments/7': {
        data: {
          id: 7,
          amount: 4080,
          consignments: [
            { consignment_id: 1424107, invoice: 'order-a', cod_amount: 2060, delivery_charge: 60 },
            { consignment_id: 1424108, cod_amount: '2140.00' },
          ],
        },
      },
    });
    const s = await reader().statement('7');
    expect(s).toMatchObject({ id: '7', amountPoisha: 408_000, at: null, status: null });
    expect(s.parcels).toEqual([
      { consignmentId: '1424107', invoice: 'order-a', codPoisha: 206_000, chargePoisha: 6_000 },
      { consignmentId: '1424108', invoice: null, codPoisha: 214_000, chargePoisha: null },
    ]);
  });

  it('a refused or unknown payment is the courier’s error', async () => {
    answering({});
    await expect(reader().statement('404')).rejects.toMatchObject({ name: 'CourierError' });
  });
});
