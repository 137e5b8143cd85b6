import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toSavedProduct } from '../../lib/api';
import { renderWithApp, sampleProduct } from '../../test/render';
import { forgetStockChanges, noteStockChanges } from './stock-changes';
import { StockChangesNotice } from './stock-changes-notice';

const line = (id: number, name: string, quantity: number, color: string | null = null) => ({
  product: toSavedProduct(sampleProduct({ Productoid: id, Producto: name })),
  quantity,
  cartItemId: `line-${id}`,
  priceF: toSavedProduct(sampleProduct()).price,
  selectedProductColor: color,
  selectedProductSize: null,
  comment: '',
});

afterEach(() => forgetStockChanges());

describe('StockChangesNotice', () => {
  it('names each line the stock lowered or removed, keeps its first quantity, and closes', async () => {
    renderWithApp(<StockChangesNotice />, { path: '/cart' });
    expect(screen.queryByTestId('stock-changes')).toBeNull();
    act(() => {
      noteStockChanges([
        { line: line(1, 'Café de origen', 6), quantity: 5 },
        { line: line(2, 'Bolso', 1, 'Negro'), quantity: 0 },
      ]);
    });
    // The same line lowered again by a later re-price: from its first quantity to the latest.
    act(() => noteStockChanges([{ line: line(1, 'Café de origen', 5), quantity: 2 }]));
    const notice = screen.getByTestId('stock-changes');
    expect(notice).toHaveTextContent('The stock changed since these products were added:');
    expect(notice).toHaveTextContent('Café de origen: only 2 in stock, quantity lowered from 6 to 2.');
    expect(notice).toHaveTextContent('Bolso · Negro: out of stock, removed from the cart.');
    await userEvent.click(screen.getByRole('button', { name: 'Close the stock notice' }));
    expect(screen.queryByTestId('stock-changes')).toBeNull();
  });
});
