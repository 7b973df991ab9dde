import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { en } from '@/lib/i18n/en';
import { FaqSection } from './faq-section';

// The catalog's texts: what the home page shows until (or unless) GET /api/content answers.
const items = [en.faq.q1, en.faq.q2, en.faq.q3, en.faq.q4, en.faq.q5];

describe('FAQ accordion', () => {
  it('numbers the five questions 1 to 5 and opens the first at start', () => {
    render(<FaqSection items={items} />);
    const questions = screen.getAllByRole('button');
    expect(questions.map((q) => q.textContent)).toEqual([
      '1. How long does delivery take?',
      '2. Can I return or exchange a product?',
      '3. What if my items arrive damaged or wrong?',
      '4. Which payment methods can I use?',
      '5. How can I track my order?',
    ]);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/10 days elsewhere in Bangladesh/)).toBeVisible();
    expect(screen.getByText(/within 7 days for unused items/)).not.toBeVisible();
  });

  it('closes the open answer when another is opened, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqSection items={items} />);
    await user.click(screen.getByRole('button', { name: /Which payment methods/ }));
    expect(screen.getByText(/bKash, Nagad or Rocket/)).toBeVisible();
    expect(screen.getByText(/10 days elsewhere in Bangladesh/)).not.toBeVisible();
    expect(screen.getByRole('button', { name: /How long does delivery/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    screen.getByRole('button', { name: /track my order/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/the parcel.s tracking code and its journey/)).toBeVisible();
    expect(screen.getByText(/bKash, Nagad or Rocket/)).not.toBeVisible();
  });

  it('promises only what the shop does: cards only where the checkout offers them, no tracking numbers, e-mails or SMS', () => {
    const text = items.map((item) => `${item.question} ${item.answer}`).join(' ');
    expect(text).not.toMatch(/credit|debit|we send you|by email or SMS/i);
    expect(text).toMatch(/card, Nagad or Rocket on SSLCommerz’s secure page, where the checkout offers them/);
    expect(text).toMatch(/merchant number/);
  });

  it('shows no section when there are no questions', () => {
    const { container } = render(<FaqSection items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps one answer open when the open question is clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqSection items={items} />);
    await user.click(screen.getByRole('button', { name: /How long does delivery/ }));
    expect(screen.getByText(/10 days elsewhere in Bangladesh/)).toBeVisible();
  });
});
