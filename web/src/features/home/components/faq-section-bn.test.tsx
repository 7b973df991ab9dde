import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { asBengaliPage, resetLanguage } from '@/test/bengali-modules';

afterEach(resetLanguage);

describe('the FAQ on a Bengali page', () => {
  it('writes the numbers an admin typed in Latin digits in Bengali ones (issue 28)', async () => {
    await asBengaliPage();
    const { FaqSection } = await import('./faq-section');
    const user = userEvent.setup();
    render(
      <FaqSection
        items={[{ question: '7 দিনের মধ্যে ফেরত?', answer: 'হ্যাঁ, 7 দিনের মধ্যে; ফোন 01711000000।' }]}
      />,
    );
    const question = screen.getByRole('button', { name: /দিনের মধ্যে ফেরত/ });
    expect(question).toHaveTextContent('৭ দিনের মধ্যে ফেরত?');
    await user.click(question);
    expect(screen.getByText(/হ্যাঁ/)).toHaveTextContent('হ্যাঁ, ৭ দিনের মধ্যে; ফোন ০১৭১১০০০০০০।');
  });
});
