import type { AuditEntry } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { renderDashboard, type Sent } from '../testing';

const entry = (id: number, action: string): AuditEntry => ({
  id,
  at: '2026-11-21T16:40:05.000Z',
  actorId: 'admin-1',
  actorEmail: 'nusrat@shop.com.bd',
  actorRoles: ['admin'],
  ip: '203.0.113.7',
  userAgent: 'Firefox',
  action,
  targetType: 'user',
  targetId: 'user-9',
  before: { roles: [] },
  after: { roles: ['support'] },
});

function auditServer() {
  return (request: Sent) => {
    if (request.url.pathname !== '/api/admin/audit') return undefined;
    const before = request.url.searchParams.get('before');
    return before
      ? jsonResponse({ entries: [entry(3, 'user.block')], nextBefore: null })
      : jsonResponse({ entries: [entry(9, 'user.roles')], nextBefore: 9 });
  };
}

describe('the audit trail page', () => {
  it('shows who changed what from where, searches on the server, pages back, and links the same CSV', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/audit', auditServer());
    const rows = await screen.findByRole('list', { name: 'Staff actions' });
    const first = within(rows).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('user.roles');
    expect(first).toHaveTextContent('on user user-9');
    expect(first).toHaveTextContent('by nusrat@shop.com.bd (admin)');
    expect(first).toHaveTextContent('from 203.0.113.7');
    expect(first).toHaveTextContent('roles: [] → ["support"]');

    await user.type(screen.getByLabelText('Action', { exact: true }), 'user.');
    await user.type(screen.getByLabelText('Staff member'), 'nusrat@shop.com.bd');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        requests('GET', /^\/api\/admin\/audit$/)
          .at(-1)!
          .url.searchParams.get('action'),
      ).toBe('user.'),
    );
    expect(
      requests('GET', /^\/api\/admin\/audit$/)
        .at(-1)!
        .url.searchParams.get('actor'),
    ).toBe('nusrat@shop.com.bd');
    // The page follows its address once the new answer is in.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        '/api/admin/audit.csv?actor=nusrat%40shop.com.bd&action=user.',
      ),
    );

    await user.click(screen.getByRole('link', { name: 'Older actions' }));
    expect(await screen.findByText('user.block')).toBeInTheDocument();
    expect(
      requests('GET', /^\/api\/admin\/audit$/)
        .at(-1)!
        .url.searchParams.get('before'),
    ).toBe('9');
    expect(screen.queryByRole('link', { name: 'Older actions' })).toBeNull();
  });
});
