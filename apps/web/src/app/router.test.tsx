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

describe('routes', () => {
  it('an unknown path shows the not-found page with 404 in the title', async () => {
    renderWithApp(<AppRoutes />, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' }, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('404'));
  });

  it('a home variant shows its own trade, not the fashion home', async () => {
    renderWithApp(<AppRoutes />, { path: '/home-furniture' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Furniture made to last' }, WAIT),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Furniture | mostrador'));
  });

  it('/ is the fashion home', async () => {
    renderWithApp(<AppRoutes />, { path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wear what sells this season' }, WAIT),
    ).toBeInTheDocument();
  });

  it('a shop route shows the catalogue with an error state when the server cannot be reached', async () => {
    renderWithApp(<AppRoutes />, { path: '/shop-grid-right-sidebar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' }, WAIT)).toBeInTheDocument();
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
