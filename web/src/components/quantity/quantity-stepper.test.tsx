import type { QuantityRules } from '@bulkbazar/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';
import { makeRules } from './rules-fixture';

function Harness({ rules, start }: { rules: QuantityRules; start: number }) {
  const [quantity, setQuantity] = useState(start);
  return (
    <>
      <QuantityStepper rules={rules} value={quantity} onChange={setQuantity} />
      <p>Chosen: {quantity}</p>
    </>
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity (pcs)' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity by one pack' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity by one pack' });

describe('QuantityStepper', () => {
  it('steps by the pack, with − disabled at the MOQ and + at the cap', async () => {
    const user = userEvent.setup();
    render(<Harness rules={makeRules({ maxOrderQuantity: 72 })} start={48} />);
    expect(minus()).toBeDisabled();
    expect(field()).toHaveAccessibleDescription('Min. order 48 pcs · packs of 12 · up to 72 pcs');

    await user.click(plus());
    expect(field()).toHaveValue('60');
    await user.click(plus());
    expect(field()).toHaveValue('72');
    expect(plus()).toBeDisabled();
    expect(minus()).toBeEnabled();

    await user.click(minus());
    expect(screen.getByText(/Chosen:/)).toHaveTextContent('Chosen: 60');
  });

  it('keeps a typed value until the field is left, then snaps it to the nearest pack and says so', async () => {
    const user = userEvent.setup();
    render(<Harness rules={makeRules()} start={48} />);
    await user.clear(field());
    await user.type(field(), '100');
    // Not yet snapped while typing: the buyer may still be on their way to 1000.
    expect(screen.getByText(/Chosen:/)).toHaveTextContent('Chosen: 48');
    await user.tab();
    expect(field()).toHaveValue('96');
    expect(screen.getByText(/Chosen:/)).toHaveTextContent('Chosen: 96');
    expect(screen.getByRole('status')).toHaveTextContent('Sold in packs of 12: changed to 96');
  });

  it('snaps on Enter, raises a quantity below the MOQ and lowers one above the cap', async () => {
    const user = userEvent.setup();
    render(<Harness rules={makeRules()} start={96} />);
    await user.clear(field());
    await user.type(field(), '10{Enter}');
    expect(field()).toHaveValue('48');
    expect(screen.getByRole('status')).toHaveTextContent('The minimum order is 48 pcs: changed to 48');

    await user.clear(field());
    await user.type(field(), '5000{Enter}');
    expect(field()).toHaveValue('960');
    expect(screen.getByRole('status')).toHaveTextContent('At most 960 pcs per order: changed to 960');

    await user.clear(field());
    await user.type(field(), '120{Enter}');
    expect(field()).toHaveValue('120');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('names the stock when the stock, not the cap, stops a typed quantity', async () => {
    const user = userEvent.setup();
    render(<Harness rules={makeRules({ stock: 130 })} start={48} />);
    await user.clear(field());
    await user.type(field(), '500{Enter}');
    expect(field()).toHaveValue('120');
    expect(screen.getByRole('status')).toHaveTextContent('Only 120 pcs available: changed to 120');
  });

  it('goes back to the last quantity when the field is emptied', async () => {
    const user = userEvent.setup();
    render(<Harness rules={makeRules()} start={60} />);
    await user.clear(field());
    await user.tab();
    expect(field()).toHaveValue('60');
  });

  it('offers no step when nothing can be ordered, and shows an error it is given', () => {
    render(
      <QuantityStepper rules={makeRules({ stock: 40 })} value={48} onChange={() => {}} error="Sold out" />,
    );
    expect(minus()).toBeDisabled();
    expect(plus()).toBeDisabled();
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('Sold out'));
  });
});
