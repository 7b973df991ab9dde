import type { SiteContent } from '@bulkbazar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { renderDashboard, type Sent } from '../testing';

const content: SiteContent = {
  heroTitle: 'Welcome to {brand}',
  heroSubtitle: 'Wholesale for Bangladesh.',
  faq: [
    { question: 'Q one?', answer: 'A one.' },
    { question: 'Q two?', answer: 'A two.' },
    { question: 'Q three?', answer: 'A three.' },
  ],
  merchantNumbers: { bkash: '01700000001' },
  codAdvance: { percent: 0, above: 0 },
};

function contentServer() {
  let saved = content;
  return (request: Sent) => {
    if (request.url.pathname === '/api/content' && request.method === 'GET') return jsonResponse(saved);
    if (request.url.pathname === '/api/admin/content' && request.method === 'PUT') {
      const body = request.body as SiteContent;
      const blank = body.faq.findIndex((item) => !item.question.trim());
      // The server's own check of a number (the form checks first, with the same schema).
      if (body.merchantNumbers.rocket === '01999999999') {
        return jsonResponse(
          {
            acknowledged: false,
            code: 'VALIDATION_FAILED',
            message: 'Invalid body',
            fields: { 'merchantNumbers.rocket': 'Not a Rocket account' },
          },
          400,
        );
      }
      if (blank >= 0) {
        return jsonResponse(
          {
            acknowledged: false,
            code: 'VALIDATION_FAILED',
            message: 'Invalid body',
            fields: { [`faq.${blank}.question`]: 'Write the question' },
          },
          400,
        );
      }
      saved = body;
      return jsonResponse(saved);
    }
    return undefined;
  };
}

const questions = () =>
  screen.getAllByLabelText(/^Question \d+$/).map((input) => (input as HTMLInputElement).value);

describe('content management', () => {
  it('moves, removes, edits and adds FAQ items, and saves them as one PUT of the whole content', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/content', contentServer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Content Management' })).toBeInTheDocument();
    expect(screen.getByLabelText('Hero title')).toHaveValue('Welcome to {brand}');
    expect(questions()).toEqual(['Q one?', 'Q two?', 'Q three?']);
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move question 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    expect(questions()).toEqual(['Q one?', 'Q three?', 'Q two?']);
    await user.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    expect(questions()).toEqual(['Q three?', 'Q one?', 'Q two?']);
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(questions()).toEqual(['Q three?', 'Q two?']);

    await user.clear(screen.getByLabelText('Answer 2'));
    await user.type(screen.getByLabelText('Answer 2'), 'A two, edited.');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(screen.getByLabelText('Question 3')).toHaveFocus();
    await user.type(screen.getByLabelText('Question 3'), 'Do you ship to Khulna?');
    await user.type(screen.getByLabelText('Answer 3'), 'Yes.');
    await user.clear(screen.getByLabelText('Hero subtitle'));
    await user.type(screen.getByLabelText('Hero subtitle'), 'Bulk deals every week.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(requests('PUT', '/api/admin/content')).toHaveLength(1));
    expect(requests('PUT', '/api/admin/content')[0]!.body).toEqual({
      heroTitle: 'Welcome to {brand}',
      heroSubtitle: 'Bulk deals every week.',
      faq: [
        { question: 'Q three?', answer: 'A three.' },
        { question: 'Q two?', answer: 'A two, edited.' },
        { question: 'Do you ship to Khulna?', answer: 'Yes.' },
      ],
      merchantNumbers: { bkash: '01700000001' },
      codAdvance: { percent: 0, above: 0 },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('The home page texts are saved.');
  });

  it('does not send a question left empty, and shows the error at the field', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/content', contentServer());
    await screen.findByRole('heading', { level: 1, name: 'Content Management' });
    await user.clear(screen.getByLabelText('Question 2'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Write the question')).toBeInTheDocument();
    expect(screen.getByLabelText('Question 2')).toHaveAttribute('aria-invalid', 'true');
    expect(requests('PUT', '/api/admin/content')).toHaveLength(0);
  });

  it("edits the shop's merchant numbers: a bad one is shown at its field, an emptied one is left out", async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/content', contentServer());
    await screen.findByRole('heading', { level: 1, name: 'Content Management' });
    const payments = within(screen.getByRole('group', { name: 'Mobile banking' }));
    expect(payments.getByLabelText('bKash merchant number')).toHaveValue('01700000001');
    expect(payments.getByLabelText('Nagad merchant number')).toHaveValue('');

    await user.type(payments.getByLabelText('Nagad merchant number'), '0181234567');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await payments.findByText(/Enter a Bangladeshi mobile number/)).toBeInTheDocument();
    expect(payments.getByLabelText('Nagad merchant number')).toHaveAttribute('aria-invalid', 'true');
    expect(requests('PUT', '/api/admin/content')).toHaveLength(0);

    await user.type(payments.getByLabelText('Nagad merchant number'), '8');
    await user.clear(payments.getByLabelText('bKash merchant number'));
    await user.type(payments.getByLabelText('Rocket merchant number'), '01999999999');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await payments.findByText('Not a Rocket account')).toBeInTheDocument();
    await user.clear(payments.getByLabelText('Rocket merchant number'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests('PUT', '/api/admin/content')).toHaveLength(2));
    expect(requests('PUT', '/api/admin/content')[1]!.body).toMatchObject({
      merchantNumbers: { nagad: '01812345678' },
    });
    expect(
      Object.keys((requests('PUT', '/api/admin/content')[1]!.body as SiteContent).merchantNumbers),
    ).toEqual(['nagad']);
  });

  it('removes every question and saves an empty FAQ', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/content', contentServer());
    await screen.findByRole('heading', { level: 1, name: 'Content Management' });
    for (let n = 3; n >= 1; n -= 1)
      await user.click(screen.getByRole('button', { name: `Remove question ${n}` }));
    expect(screen.getByText('No questions: the home page shows no FAQ.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests('PUT', '/api/admin/content')).toHaveLength(1));
    expect(requests('PUT', '/api/admin/content')[0]!.body).toMatchObject({ faq: [] });
    expect(
      within(screen.getByRole('group', { name: 'Frequently asked questions' })).queryAllByRole('textbox'),
    ).toHaveLength(0);
  });

  it('edits the cash-on-delivery advance rule: checked like the server, saved with the content', async () => {
    const user = userEvent.setup();
    const { requests } = renderDashboard('/dashboard/content', contentServer());
    await screen.findByRole('heading', { level: 1, name: 'Content Management' });
    const advance = within(screen.getByRole('group', { name: 'Cash on delivery advance' }));
    expect(advance.getByLabelText('Advance (%)')).toHaveValue('0');
    expect(advance.getByLabelText('For checkouts above (৳)')).toHaveValue('0');

    await user.clear(advance.getByLabelText('Advance (%)'));
    await user.type(advance.getByLabelText('Advance (%)'), '150');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await advance.findByText('Advance is at most 100 %')).toBeInTheDocument();
    expect(advance.getByLabelText('Advance (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(requests('PUT', '/api/admin/content')).toHaveLength(0);

    await user.clear(advance.getByLabelText('Advance (%)'));
    await user.type(advance.getByLabelText('Advance (%)'), '20');
    await user.clear(advance.getByLabelText('For checkouts above (৳)'));
    await user.type(advance.getByLabelText('For checkouts above (৳)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests('PUT', '/api/admin/content')).toHaveLength(1));
    expect(requests('PUT', '/api/admin/content')[0]!.body).toMatchObject({
      merchantNumbers: { bkash: '01700000001' },
      codAdvance: { percent: 20, above: 5000 },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('The home page texts are saved.');
    expect(advance.getByLabelText('Advance (%)')).toHaveValue('20');
  });
});
