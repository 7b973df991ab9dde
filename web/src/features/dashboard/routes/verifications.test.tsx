import type { Verification } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { renderDashboard, type Sent } from '../testing';

const application: Verification = {
  _id: 'v1',
  status: 'pending',
  applicantId: 'u1',
  applicantName: 'Rahim Hardware',
  applicantEmail: 'rahim@example.com',
  companyId: null,
  companyName: null,
  reason: null,
  documents: [
    { _id: 'd1', kind: 'nid', contentType: 'image/webp', size: 900, url: '/api/verification/documents/d1' },
    {
      _id: 'd2',
      kind: 'tradeLicence',
      contentType: 'application/pdf',
      size: 800,
      url: '/api/verification/documents/d2',
    },
  ],
  createdAt: '2026-11-28T06:00:00Z',
  decidedAt: null,
};

function queueServer() {
  return (request: Sent) => {
    const path = request.url.pathname;
    if (path === '/api/admin/verifications')
      return jsonResponse({ verifications: [application], page: 1, hasMore: false });
    if (path.endsWith('/reject')) {
      const { reason } = request.body as { reason: string };
      if (reason.length < 5)
        return jsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: 'Invalid body',
            fields: { reason: 'Say why in a few words: the applicant reads it' },
            acknowledged: false,
            requestId: 'r',
          },
          400,
        );
      return jsonResponse({ verification: { ...application, status: 'rejected', reason } });
    }
    if (path.endsWith('/approve'))
      return jsonResponse({ verification: { ...application, status: 'approved' } });
    return undefined;
  };
}

describe('the verification queue', () => {
  it('shows the documents through the private route, and sends a rejection with its reason', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/verifications', queueServer());
    const item = (await screen.findByRole('heading', { name: 'Rahim Hardware' })).closest('li')!;
    // The page speaks to the operator who reviews, not to an applicant.
    expect(screen.getByText(/^Check each trade licence and owner’s NID/)).toBeInTheDocument();
    expect(screen.queryByText(/^Send your trade licence/)).toBeNull();
    expect(within(item).getByRole('img', { name: 'Open the NID (Rahim Hardware)' })).toHaveAttribute(
      'src',
      '/api/verification/documents/d1',
    );
    expect(within(item).getByTitle('Open the trade licence (Rahim Hardware)')).toHaveAttribute(
      'src',
      '/api/verification/documents/d2',
    );
    expect(
      requests('GET', /^\/api\/admin\/verifications$/)
        .at(-1)!
        .url.searchParams.get('status'),
    ).toBe('pending');

    await user.click(within(item).getByRole('button', { name: 'Reject: Rahim Hardware' }));
    await user.type(
      within(item).getByLabelText('Reason (the applicant reads it)'),
      'The licence expired in June',
    );
    await user.click(within(item).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(requests('POST', /^\/api\/admin\/verifications\/v1\/reject$/).at(-1)!.body).toEqual({
        reason: 'The licence expired in June',
      }),
    );
  });

  it('approves with one press', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/verifications', queueServer());
    await user.click(await screen.findByRole('button', { name: 'Approve: Rahim Hardware' }));
    await waitFor(() =>
      expect(requests('POST', /^\/api\/admin\/verifications\/v1\/approve$/)).toHaveLength(1),
    );
  });
});
