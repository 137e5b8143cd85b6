import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderOnServer, renderWithApp } from '../../test/render';
import { SearchForm } from './search-form';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

describe('SearchForm', () => {
  it("is disabled in the server's HTML, and searches once the app has started", async () => {
    const served = within(renderOnServer(<SearchForm id="s" />));
    expect(served.getByRole('searchbox', { name: 'Search products' })).toBeDisabled();
    expect(served.getByRole('button', { name: 'Search products' })).toBeDisabled();

    const user = userEvent.setup();
    renderWithApp(
      <>
        <SearchForm id="s" />
        <Where />
      </>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box).toBeEnabled();
    await user.type(box, 'camisa{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/shop-grid-standard?q=camisa');
  });
});
