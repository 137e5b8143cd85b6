import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currencyChosen } from '../../lib/currency';
import type { ProductActions } from '../../lib/product-actions';
import { renderOnServer, renderWithApp, sampleProduct } from '../../test/render';
import { ProductCard } from './product-card';

function actions(): ProductActions {
  return {
    addToCart: vi.fn(),
    addToWishlist: vi.fn(),
    addToCompare: vi.fn(),
    inWishlist: () => false,
    inCompare: () => true,
    inCart: () => 0,
  };
}

describe('ProductCard', () => {
  it('shows name, code, price, discount and stock', () => {
    renderWithApp(<ProductCard product={sampleProduct({ discount: 20, Precio: 8, Escala_aplica: false })} />);
    expect(screen.getByRole('link', { name: 'Café de origen' })).toHaveAttribute('href', '/product/42');
    expect(screen.getByText('CAF-042').parentElement).toHaveTextContent(/^Code: CAF-042$/);
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByText('$8.00')).toBeInTheDocument();
    expect(screen.getByText('$10.00')).toHaveClass('price-old');
    expect(screen.getByText('In stock: 60')).toBeInTheDocument();
  });

  it('shows the price in the chosen currency', () => {
    const { store } = renderWithApp(<ProductCard product={sampleProduct()} />);
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    act(() => {
      store.dispatch(currencyChosen({ code: 'EUR', rate: 0.9 }));
    });
    expect(screen.getByText('€9.00')).toBeInTheDocument();
  });

  it('hands the product to the cart, wishlist and compare actions', async () => {
    const user = userEvent.setup();
    const a = actions();
    const product = sampleProduct();
    renderWithApp(<ProductCard product={product} />, { actions: a });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Café de origen to the wishlist' }));
    await user.click(screen.getByRole('button', { name: 'Add Café de origen to compare' }));
    expect(a.addToCart).toHaveBeenCalledWith(product);
    expect(a.addToWishlist).toHaveBeenCalledWith(product);
    expect(a.addToCompare).toHaveBeenCalledWith(product);
    expect(screen.getByRole('button', { name: 'Add Café de origen to compare' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sends a product in sizes to its page to choose one, instead of adding it without a size', async () => {
    const shirt = sampleProduct({
      Disponible: 6,
      variation: [{ color: 'white', image: 'p42-1.svg', size: [{ name: 'm', stock: 6 }] }],
    });
    const a = actions();
    renderWithApp(<ProductCard product={shirt} />, { actions: a });
    expect(screen.getByRole('link', { name: 'Choose a size' })).toHaveAttribute('href', '/product/42');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    // The quick view offers its page, not the cart.
    await userEvent.click(screen.getByRole('button', { name: 'Quick view of Café de origen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(a.addToCart).not.toHaveBeenCalled();
  });

  it('cannot add a product without stock to the cart', () => {
    renderWithApp(<ProductCard product={sampleProduct({ Disponible: 0 })} />, { actions: actions() });
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it("has every button but the product's links disabled in the server's HTML, until the app has started", () => {
    // Until then the app's providers hand the card no actions (providers.tsx), as here.
    const served = within(renderOnServer(<ProductCard product={sampleProduct()} />));
    expect(served.getByRole('link', { name: 'Café de origen' })).toHaveAttribute('href', '/product/42');
    for (const button of served.getAllByRole('button')) expect(button).toBeDisabled();
    renderWithApp(<ProductCard product={sampleProduct()} />, { actions: actions() });
    for (const button of screen.getAllByRole('button')) expect(button).toBeEnabled();
  });

  it('opens a quick view with the product summary', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProductCard product={sampleProduct({ shortDescription: 'Tostado medio' })} />);
    await user.click(screen.getByRole('button', { name: 'Quick view of Café de origen' }));
    // (The quick view's code loads on demand: the dialog shows once it has.)
    expect(await screen.findByRole('heading', { name: 'Café de origen' })).toBeInTheDocument();
    expect(screen.getByText('Tostado medio')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'Café de origen' })).toBeNull();
  });
});
