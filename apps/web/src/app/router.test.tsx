import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { AppRoutes, preloadPage } from './router';

/** Lazy pages and catalogues load first; a busy machine may need more than the default second. */
const WAIT = { timeout: 5000 };

// No server here: every API call fails (and is only logged); the pages must still render.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** Renders the app at `path` and finds the page's heading `name`. */
async function visit(path: string, name: string) {
  renderWithApp(<AppRoutes />, { path });
  expect(await screen.findByRole('heading', { level: 1, name }, WAIT)).toBeInTheDocument();
}

describe('routes', () => {
  it('an unknown path shows the not-found page with 404 in the title', async () => {
    await visit('/no-such-page', 'Page not found');
    await waitFor(() => expect(document.title).toContain('404'));
  });

  it('a home variant shows its own trade, not the fashion home', async () => {
    await visit('/home-furniture', 'Furniture made to last');
    await waitFor(() => expect(document.title).toBe('Furniture | mostrador'));
  });

  it('/ is the fashion home', async () => {
    await visit('/', 'Wear what sells this season');
  });

  it('a shop route shows the catalogue with an error state when the server cannot be reached', async () => {
    await visit('/shop-grid-right-sidebar', 'Shop');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('The products could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('preloadPage', () => {
  it('loads the page of an address before anything renders it, once', async () => {
    const page = await preloadPage('/blog-details-standard');
    expect(page).toHaveProperty('default');
    expect(preloadPage('/blog-details-standard')).toBe(preloadPage('/blog-details-standard'));
  });

  it('leaves routes that are not lazy pages alone', () => {
    expect(preloadPage('/cart')).toBeUndefined();
  });
});
