import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer, renderWithApp } from '../../test/render';
import { PriceFilter } from './price-filter';

describe('PriceFilter', () => {
  it("is disabled in the server's HTML (its submit needs the app), and applies the range once it has started", async () => {
    const served = within(renderOnServer(<PriceFilter min={undefined} max={undefined} onApply={() => {}} />));
    expect(served.getByLabelText('From ($)')).toBeDisabled();
    expect(served.getByLabelText('To ($)')).toBeDisabled();
    expect(served.getByRole('button', { name: 'Apply price' })).toBeDisabled();

    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithApp(<PriceFilter min={undefined} max={undefined} onApply={onApply} />);
    await user.type(screen.getByLabelText('From ($)'), '20');
    await user.type(screen.getByLabelText('To ($)'), '40');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(onApply).toHaveBeenCalledWith({ priceMin: 20, priceMax: 40 });
  });
});
