import type { SmsOutboxPage } from '@bulkbazar/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const admin = makeUser({ name: 'Nusrat Admin', role: 'admin' });

const page: SmsOutboxPage = {
  keptHere: true,
  items: [
    {
      id: 's2',
      to: '+8801711223344',
      text: 'BulkBazar code: 042917. It works for 5 minutes. Never share it.',
      segments: 1,
      kind: 'sign_in_code',
      at: '2026-11-22T10:00:00.000Z',
      costPoisha: 35,
    },
    {
      id: 's1',
      to: '+8801711223344',
      text: 'BulkBazar: আপনার অর্ডার #A1B2C3D4 পাঠানো হয়েছে।',
      segments: 1,
      kind: 'order_shipped',
      at: '2026-11-22T09:00:00.000Z',
      costPoisha: 35,
    },
  ],
  totals: { sent: 12, segments: 13, costPoisha: 455, codesSentToday: 4, codesRefusedToday: 2 },
};

describe("the dashboard's SMS outbox", () => {
  it('lists what the stand-in received, newest first, with the totals and the code limits', async () => {
    const api = mockAuthApi({
      user: admin,
      overrides: { 'GET /api/admin/sms-outbox': () => jsonResponse(page) },
    });
    renderApp('/dashboard/sms-outbox');
    const list = await screen.findByRole('list', { name: 'SMS outbox' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('BulkBazar code: 042917.');
    expect(items[0]).toHaveTextContent('To: +8801711223344');
    expect(items[0]).toHaveTextContent('1 part');
    expect(items[1]).toHaveTextContent('পাঠানো হয়েছে');
    expect(
      screen.getByText(
        '12 SMS sent, 13 parts, ৳4.55 in all. Sign-in codes today: 4 sent, 2 refused by the limits.',
      ),
    ).toBeInTheDocument();
    expect(api.sent('GET /api/admin/sms-outbox')).toHaveLength(1);
  });
});
