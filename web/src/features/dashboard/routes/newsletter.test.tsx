import type { SubscriberPage } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { renderDashboard, type Sent } from '../testing';

const subscriber = (n: number): SubscriberPage['subscribers'][number] => ({
  _id: `0000000${n}-0000-4000-8000-000000000000`,
  email: `buyer${n}@example.com`,
  createdAt: '2026-11-21T16:40:05.000Z',
});

function newsletterServer() {
  let subscribers = [subscriber(1), subscriber(2)];
  return (request: Sent) => {
    if (request.method === 'GET' && request.url.pathname === '/api/admin/newsletter')
      return jsonResponse({ subscribers, page: 1, limit: 20, hasMore: false });
    const removed = /^\/api\/admin\/newsletter\/(.+)$/.exec(request.url.pathname)?.[1];
    if (request.method === 'DELETE' && removed) {
      subscribers = subscribers.filter((s) => s._id !== removed);
      return jsonResponse({ acknowledged: true, deletedCount: 1, message: 'The subscriber is removed.' });
    }
    return undefined;
  };
}

describe('newsletter subscribers', () => {
  it('removes a subscriber after a confirmation, and the list follows', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/newsletter', newsletterServer());
    const table = await screen.findByRole('table', { name: 'Newsletter' });
    expect(within(table).getByText('buyer1@example.com')).toBeInTheDocument();
    expect(screen.getByText(/unsubscribe link/)).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Remove buyer1@example.com' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove buyer1@example.com?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(within(table).queryByText('buyer1@example.com')).not.toBeInTheDocument());
    expect(requests('DELETE', /^\/api\/admin\/newsletter\//).map((r) => r.url.pathname)).toEqual([
      `/api/admin/newsletter/${subscriber(1)._id}`,
    ]);
    expect(within(table).getByText('buyer2@example.com')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('buyer1@example.com is removed');
  });

  it('sends nothing when the admin cancels', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/newsletter', newsletterServer());
    const table = await screen.findByRole('table', { name: 'Newsletter' });
    await user.click(within(table).getByRole('button', { name: 'Remove buyer2@example.com' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove buyer2@example.com?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requests('DELETE', /^\/api\/admin\/newsletter\//)).toEqual([]);
    expect(within(table).getByText('buyer2@example.com')).toBeInTheDocument();
  });
});
