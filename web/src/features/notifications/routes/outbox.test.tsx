import type { OutboxMail, OutboxPage } from '@bulkbazar/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const admin = makeUser({ name: 'Nusrat Admin', role: 'admin' });

const mail = (n: number, over: Partial<OutboxMail> = {}): OutboxMail => ({
  id: `mail-${n}`,
  to: `buyer${n}@example.com`,
  subject: `Order ${n} received`,
  text: `Your order ${n} is placed.`,
  date: '2026-11-22T10:00:00.000Z',
  ...over,
});

function renderOutbox(entry: string, answer: (page: number) => OutboxPage, user = admin) {
  const api = mockAuthApi({
    user,
    overrides: {
      'GET /api/admin/outbox': (_body, url) => jsonResponse(answer(Number(url.searchParams.get('page')))),
    },
  });
  renderApp(entry);
  return api;
}

describe("the dashboard's mail outbox", () => {
  it('lists the kept mails with their address, subject, date and text, links clickable', async () => {
    const reset = mail(1, {
      to: 'rahima@example.com',
      subject: 'Reset your BulkBazar password',
      text: 'Someone asked to reset your password.\nOpen this link within 30 minutes:\nhttp://127.0.0.1:3000/reset-password?token=abc123.\n\nIgnore this mail otherwise.',
    });
    const api = renderOutbox('/dashboard/outbox', (page) => ({
      keptHere: true,
      items: [reset, mail(2)],
      total: 2,
      page,
      limit: 20,
    }));
    const list = await screen.findByRole('list', { name: 'Mail outbox' });
    const item = within(list).getByRole('listitem', { name: 'Reset your BulkBazar password' });
    expect(within(item).getByText('To: rahima@example.com')).toBeInTheDocument();
    expect(within(item).getByText('22 November 2026 at 16:00:00')).toBeInTheDocument();
    // The link without the full stop after it, the text around it as written.
    expect(
      within(item).getByRole('link', { name: 'http://127.0.0.1:3000/reset-password?token=abc123' }),
    ).toHaveAttribute('href', 'http://127.0.0.1:3000/reset-password?token=abc123');
    expect(item).toHaveTextContent('Open this link within 30 minutes:');
    expect(item).toHaveTextContent('Ignore this mail otherwise.');
    expect(screen.getByText('2 e-mails')).toBeInTheDocument();
    expect(api.sent('GET /api/admin/outbox')).toHaveLength(1);
    // Two pages' worth is not there: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages through them', async () => {
    const api = renderOutbox('/dashboard/outbox?page=2', (page) => ({
      keptHere: true,
      items: [mail(21)],
      total: 45,
      page,
      limit: 20,
    }));
    await screen.findByRole('listitem', { name: 'Order 21 received' });
    expect(screen.getByRole('link', { name: 'Prev' })).toHaveAttribute('href', '/dashboard/outbox?page=1');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/dashboard/outbox?page=3');
    const asked = api.spy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/outbox');
    expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['2']);
  });

  it('says that mail goes to the SMTP server when none is kept here', async () => {
    renderOutbox('/dashboard/outbox', (page) => ({ keptHere: false, items: [], total: 0, page, limit: 20 }));
    expect(
      await screen.findByText('Mail goes to the SMTP server set in SMTP_URL, so no copies are kept here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mail outbox' })).not.toBeInTheDocument();
    expect(screen.queryByText('No e-mails sent yet')).not.toBeInTheDocument();
  });

  it('says when nothing was sent yet', async () => {
    renderOutbox('/dashboard/outbox', (page) => ({ keptHere: true, items: [], total: 0, page, limit: 20 }));
    expect(await screen.findByRole('heading', { name: 'No e-mails sent yet' })).toBeInTheDocument();
  });

  it('asks nothing for someone who is not an admin, who sees the dashboard’s “Admins only”', async () => {
    const api = renderOutbox(
      '/dashboard/outbox',
      (page) => ({ keptHere: true, items: [mail(1)], total: 1, page, limit: 20 }),
      makeUser({ role: 'user' }),
    );
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(api.sent('GET /api/admin/outbox')).toEqual([]);
  });
});
