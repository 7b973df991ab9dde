import type { Verification } from '@bulkbazar/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { Component, createLoader } from './verification';

// The applicant's page (issue 31 item 5): a rejected application shows the operator's reason; the form sends
// both files (and the company chosen) as multipart; the server's error is shown under the field it names.
const rejected: Verification = {
  _id: 'v1',
  status: 'rejected',
  applicantId: 'u1',
  applicantName: 'Rahim Hardware',
  applicantEmail: 'rahim@example.com',
  companyId: null,
  companyName: null,
  reason: 'The trade licence expired in June 2025',
  documents: [],
  createdAt: '2026-11-20T06:00:00Z',
  decidedAt: '2026-11-21T06:00:00Z',
};
const company = {
  id: 'c1',
  name: 'Karnaphuli Traders',
  tradeLicence: 'TRAD/1',
  bin: '0012345678901',
  tin: '123456789012',
  location: { division: 'chattogram', district: 'chattogram', area: 'kotwali' },
  address: '12 Khatunganj Road',
  role: 'owner',
  orderLimit: null,
  createdAt: '2026-11-01T06:00:00Z',
};

function renderPage(answer: () => Response) {
  const { spy } = mockAuthApi({
    user: makeUser({ name: 'Rahim Hardware' }),
    overrides: {
      'GET /api/verification': () => jsonResponse({ sellerVerified: false, verifications: [rejected] }),
      'GET /api/companies/mine': () => jsonResponse({ companies: [company] }),
      'POST /api/verification': answer,
    },
  });
  renderRoutes((qc) => [{ path: '/verification', loader: createLoader(qc), Component }], '/verification');
  return spy;
}

const file = (name: string, type: string) => new File(['%PDF-1.4'], name, { type });

describe('the verification page', () => {
  it("shows the operator's reason and sends both documents for the company chosen", async () => {
    const user = userEvent.setup();
    const spy = renderPage(() => jsonResponse({ verification: { ...rejected, status: 'pending' } }, 201));
    expect(await screen.findByText('Reason: The trade licence expired in June 2025')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('For'), 'Karnaphuli Traders');
    await user.upload(screen.getByLabelText('Trade licence'), file('licence.pdf', 'application/pdf'));
    await user.upload(screen.getByLabelText('Owner’s NID'), file('nid.pdf', 'application/pdf'));
    expect((screen.getByLabelText('Trade licence') as HTMLInputElement).files![0]!.name).toBe('licence.pdf');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent. An operator will review it.');
    const post = spy.mock.calls.find(([, init]) => init?.method === 'POST');
    const form = post![1]!.body as FormData;
    expect(form.get('companyId')).toBe('c1');
    // Both file fields are in the body (user-event's files stay on the input: jsdom's FormData does not read
    // them, so their names are not checked here; the browser test sends real ones).
    expect(form.get('tradeLicence')).toBeInstanceOf(File);
    expect(form.get('nid')).toBeInstanceOf(File);
  });

  it('shows the error under the field the server names', async () => {
    const user = userEvent.setup();
    renderPage(() =>
      errorResponse(400, 'VALIDATION_FAILED', 'This file is not a PDF', {
        nid: 'This file is not a PDF (its bytes do not say so) or it is cut short',
      }),
    );
    await user.upload(await screen.findByLabelText('Trade licence'), file('licence.pdf', 'application/pdf'));
    await user.upload(screen.getByLabelText('Owner’s NID'), file('nid.pdf', 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Owner’s NID')).toHaveAccessibleDescription(
        /This file is not a PDF \(its bytes do not say so\)/,
      ),
    );
  });
});
