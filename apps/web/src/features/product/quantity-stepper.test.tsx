import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { QuantityStepper } from './quantity-stepper';

function Harness({ max }: { max: number }) {
  const [q, setQ] = useState(1);
  return <QuantityStepper value={q} max={max} onChange={setQ} />;
}

describe('QuantityStepper', () => {
  it('counts up to the stock and no further', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness max={3} />);
    const more = screen.getByRole('button', { name: 'One more' });
    await user.click(more);
    await user.click(more);
    expect(screen.getByLabelText('Quantity')).toHaveValue(3);
    expect(more).toBeDisabled();
  });

  it('caps a typed quantity at the stock and never goes below 1', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness max={8} />);
    const input = screen.getByLabelText('Quantity');
    await user.clear(input);
    await user.type(input, '25');
    expect(input).toHaveValue(8);
    expect(screen.getByRole('button', { name: 'One less' })).not.toBeDisabled();
    fireEvent.input(input, { target: { value: '0' } });
    expect(input).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'One less' })).toBeDisabled();
  });
});
