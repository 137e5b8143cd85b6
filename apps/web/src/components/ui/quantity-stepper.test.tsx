import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderOnServer, renderWithApp } from '../../test/render';
import { QuantityStepper } from './quantity-stepper';

function Harness({ max, commit }: { max: number | null; commit: 'typing' | 'enter' }) {
  const [q, setQ] = useState(1);
  const [capped, setCapped] = useState(false);
  return (
    <>
      <QuantityStepper
        value={q}
        max={max}
        label="Quantity"
        decreaseLabel="One less"
        increaseLabel="One more"
        commit={commit}
        onSet={(quantity, asked) => {
          setQ(quantity);
          setCapped(asked.capped);
        }}
      />
      <output data-testid="kept">{q}</output>
      {capped && <p>capped</p>}
    </>
  );
}

/** The stepper (stock `max`) rendered, its field cleared as a person starts typing a quantity over it. */
async function clearedField(max: number | null, commit: 'typing' | 'enter') {
  const user = userEvent.setup();
  renderWithApp(<Harness max={max} commit={commit} />);
  const input = screen.getByLabelText('Quantity');
  await user.clear(input);
  return { user, input };
}

describe('QuantityStepper', () => {
  it("is disabled in the server's HTML (a quantity typed there would be lost) and enabled once the app has started", () => {
    const served = within(renderOnServer(<Harness max={8} commit="typing" />));
    expect(served.getByLabelText('Quantity')).toBeDisabled();
    expect(served.getByRole('button', { name: 'One more' })).toBeDisabled();
    renderWithApp(<Harness max={8} commit="typing" />);
    expect(screen.getByLabelText('Quantity')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'One more' })).toBeEnabled();
  });

  it('counts up to the stock and no further', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness max={3} commit="typing" />);
    const more = screen.getByRole('button', { name: 'One more' });
    await user.click(more);
    await user.click(more);
    expect(screen.getByLabelText('Quantity')).toHaveValue(3);
    expect(more).toBeDisabled();
  });

  it('caps a typed quantity at the stock as it is typed, and never goes below 1', async () => {
    const { user, input } = await clearedField(8, 'typing');
    await user.type(input, '25');
    expect(input).toHaveValue(8);
    expect(screen.getByTestId('kept')).toHaveTextContent('8');
    expect(screen.getByText('capped')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One less' })).not.toBeDisabled();
    fireEvent.input(input, { target: { value: '0' } });
    expect(input).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'One less' })).toBeDisabled();
  });

  it('puts back 1 when 0 or a negative quantity is typed over 1, and keeps 1 after the field is left', async () => {
    const { user, input } = await clearedField(8, 'typing');
    await user.type(input, '0');
    expect(input).toHaveValue(1);
    await user.clear(input);
    await user.type(input, '-4');
    await user.tab();
    expect(input).toHaveValue(1);
    expect(screen.getByTestId('kept')).toHaveTextContent('1');
  });

  it("with commit 'enter', keeps a typed quantity until Enter, then caps it and says so", async () => {
    const { user, input } = await clearedField(60, 'enter');
    await user.type(input, '500');
    expect(screen.getByTestId('kept')).toHaveTextContent('1');
    await user.keyboard('{Enter}');
    expect(input).toHaveValue(60);
    expect(screen.getByTestId('kept')).toHaveTextContent('60');
    expect(screen.getByText('capped')).toBeInTheDocument();
  });

  it('puts back the quantity when the field is left without a number; no cap when stock is unknown', async () => {
    const { user, input } = await clearedField(null, 'enter');
    await user.tab();
    expect(input).toHaveValue(1);
    await user.clear(input);
    await user.type(input, '9000{Enter}');
    expect(screen.getByTestId('kept')).toHaveTextContent('9000');
    expect(screen.getByRole('button', { name: 'One more' })).not.toBeDisabled();
  });
});
