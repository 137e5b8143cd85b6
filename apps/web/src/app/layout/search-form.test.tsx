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
  it("is a GET form to the catalogue in the server's HTML (it works before the app starts), and searches in the app once started", async () => {
    const served = within(renderOnServer(<SearchForm id="s" />));
    const box = served.getByRole('combobox', { name: 'Search products' });
    expect(box).toBeEnabled();
    expect(box).toHaveAttribute('name', 'q');
    expect(served.getByRole('button', { name: 'Search products' })).toBeEnabled();
    const form = box.closest('form');
    expect(form).toHaveAttribute('action', '/shop-grid-standard');
    expect(form).toHaveAttribute('method', 'get');

    const user = userEvent.setup();
    renderWithApp(
      <>
        <SearchForm id="s" />
        <Where />
      </>,
    );
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '  camisa {Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/shop-grid-standard?q=camisa');
  });
});
