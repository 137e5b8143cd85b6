import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer, renderWithApp } from '../../test/render';
import { VariationPicker } from './variation-picker';

const variations = [
  { color: 'white', image: '', size: [{ name: 'm', stock: 3 }] },
  { color: 'black', image: '', size: [{ name: 'l', stock: 2 }] },
];

describe('VariationPicker', () => {
  it("is disabled in the server's HTML, and chooses once the app has started", async () => {
    const served = within(
      renderOnServer(
        <VariationPicker variations={variations} color="white" size={null} onChange={() => {}} />,
      ),
    );
    for (const button of served.getAllByRole('button')) expect(button).toBeDisabled();

    const onChange = vi.fn();
    renderWithApp(<VariationPicker variations={variations} color="white" size={null} onChange={onChange} />);
    const buttons = screen.getAllByRole('button');
    for (const button of buttons) expect(button).toBeEnabled();
    await userEvent.click(buttons[1] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith({ color: 'black', size: null });
  });
});
