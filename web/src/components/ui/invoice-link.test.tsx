import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceLink } from './invoice-link';

describe('InvoiceLink', () => {
  it("opens the order's PDF invoice in a new tab, named for screen readers", () => {
    render(<InvoiceLink order={{ _id: 'a1b2c3d4-0000', orderStatus: 'delivered' }} number="#A1B2C3D4" />);
    const link = screen.getByRole('link', { name: 'Download the invoice of order #A1B2C3D4 (PDF)' });
    expect(link).toHaveAttribute('href', '/api/orders/a1b2c3d4-0000/invoice.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveTextContent('Invoice (PDF)');
  });

  it('is not offered for an order awaiting payment or cancelled', () => {
    for (const orderStatus of ['awaiting_payment', 'cancelled'] as const) {
      const { container } = render(<InvoiceLink order={{ _id: 'x', orderStatus }} number="#X" />);
      expect(container).toBeEmptyDOMElement();
    }
  });
});
