import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { currencyChosen } from '../../lib/currency';
import { renderOnServer, renderWithApp, serveWithApp } from '../../test/render';
import { PriceFilter } from './price-filter';

describe('PriceFilter', () => {
  it("in dollars, is an enabled GET form to the same page in the server's HTML, sending the range with the other filters (it works without JavaScript)", () => {
    const served = within(
      renderOnServer(<PriceFilter min={20} max={undefined} onApply={() => {}} />, {
        path: '/shop-grid-standard?cat=3&sort=2&min=20&page=2',
      }),
    );
    const from = served.getByLabelText('From ($)');
    expect(from).toBeEnabled();
    expect(from).toHaveValue('20');
    expect(served.getByRole('button', { name: 'Apply price' })).toBeEnabled();
    const form = from.closest('form');
    expect(form).toHaveAttribute('action', '/shop-grid-standard');
    expect(form).toHaveAttribute('method', 'get');
    fireEvent.change(served.getByLabelText('To ($)'), { target: { value: '40' } });
    expect([...new FormData(form as HTMLFormElement)]).toEqual([
      ['cat', '3'],
      ['sort', '2'],
      ['min', '20'],
      ['max', '40'],
    ]);
  });

  it("in another currency, is disabled in the server's HTML: the range is converted to dollars by the app", () => {
    const store = makeStore();
    store.dispatch(currencyChosen({ code: 'EUR', rate: 0.5 }));
    const served = within(
      renderOnServer(<PriceFilter min={20} max={undefined} onApply={() => {}} />, { store }),
    );
    expect(served.getByLabelText('From (€)')).toBeDisabled();
    expect(served.getByLabelText('From (€)')).toHaveValue('10');
    expect(served.getByRole('button', { name: 'Apply price' })).toBeDisabled();
  });

  it('applies the typed range in dollars once the app has started', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithApp(<PriceFilter min={undefined} max={undefined} onApply={onApply} />);
    await user.type(screen.getByLabelText('From ($)'), '20');
    await user.type(screen.getByLabelText('To ($)'), '40,5');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(onApply).toHaveBeenCalledWith({ priceMin: 20, priceMax: 40.5 });
  });

  it('keeps what was typed before the app started, and shows the range of the address when it changes under it', () => {
    function Cleared() {
      const [min, setMin] = useState<number | undefined>(20);
      return (
        <>
          <PriceFilter min={min} max={undefined} onApply={(range) => setMin(range.priceMin)} />
          <button type="button" onClick={() => setMin(undefined)}>
            clear
          </button>
        </>
      );
    }
    const page = serveWithApp(<Cleared />);
    const to = within(page.container).getByLabelText<HTMLInputElement>('To ($)');
    to.value = '40';
    act(() => page.hydrate());
    expect(to).toHaveValue('40');
    expect(within(page.container).getByLabelText('From ($)')).toHaveValue('20');
    const from = within(page.container).getByLabelText<HTMLInputElement>('From ($)');
    from.value = '25';
    act(() => fireEvent.click(within(page.container).getByRole('button', { name: 'Apply price' })));
    expect(from).toHaveValue('25');
    act(() => fireEvent.click(within(page.container).getByRole('button', { name: 'clear' })));
    expect(from).toHaveValue('');
    page.done();
  });
});
