import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SavedProductButtons } from './saved-product-buttons';

const shirt = {
  id: 95,
  name: 'Camisa de lino',
  stock: 6,
  variations: [{ color: 'white', size: [{ name: 'm', stock: 6 }] }],
};

describe('the buttons of a wishlist row or a compare column', () => {
  it('add a product to the cart, and send one in sizes to its page to choose one', async () => {
    const onAddToCart = vi.fn();
    const buttons = (product: typeof shirt) => (
      <SavedProductButtons
        product={product}
        addLabel="Add to cart"
        removeLabel="Remove"
        onAddToCart={onAddToCart}
        onRemove={() => {}}
      />
    );
    const { unmount } = renderWithApp(buttons({ ...shirt, variations: [] }));
    await userEvent.click(screen.getByRole('button', { name: /^Add to cart\s*Camisa de lino$/ }));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    unmount();

    renderWithApp(buttons(shirt));
    expect(screen.getByRole('link', { name: /^Choose a size\s*Camisa de lino$/ })).toHaveAttribute(
      'href',
      '/product/95',
    );
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });
});
