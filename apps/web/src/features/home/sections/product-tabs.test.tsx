import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderOnServer, renderWithApp, sampleProduct } from '../../../test/render';
import { ProductTabs } from './product-tabs';

const products = [
  sampleProduct({ Productoid: 1, Producto: 'Camisa de lino', discount: 20 }),
  sampleProduct({ Productoid: 2, Producto: 'Pantalón de dril' }),
];

describe('ProductTabs', () => {
  it("are disabled in the server's HTML (a click there would be lost), and switch once the app has started", async () => {
    const served = within(renderOnServer(<ProductTabs products={products} loading={false} />));
    for (const name of ['New arrivals', 'Best sellers', 'On sale']) {
      expect(served.getByRole('tab', { name })).toBeDisabled();
    }
    expect(served.getByText('Pantalón de dril')).toHaveTextContent('Pantalón de dril');

    renderWithApp(<ProductTabs products={products} loading={false} />);
    const sale = screen.getByRole('tab', { name: 'On sale' });
    expect(sale).toBeEnabled();
    await userEvent.click(sale);
    expect(sale).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).queryByText('Pantalón de dril')).toBeNull();
  });
});
