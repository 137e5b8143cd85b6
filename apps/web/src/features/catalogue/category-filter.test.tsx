import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { CategoryFilter } from './category-filter';

const tree = [
  { Categoriaid: 1, Descripcion: 'Herramientas', Image: 'c1.png', Productos: 12, Grupos: [] },
  { Categoriaid: 2, Descripcion: 'Pinturas', Image: 'c2.png', Productos: 7, Grupos: [] },
];

afterEach(() => {
  vi.useRealTimers();
});

describe("the shop sidebar's category tree", () => {
  it('is there at once when the visitor comes back to the shop after reading other pages a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.fn(async () => new Response(JSON.stringify(tree), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const filter = (
      <CategoryFilter
        value={{ categoriaid: undefined, grupoid: undefined, subgrupoid: undefined }}
        hrefOf={() => '/shop-grid-standard'}
      />
    );
    const { store, unmount } = renderWithApp(filter, { path: '/shop-grid-standard' });
    expect(await screen.findByRole('link', { name: 'Herramientas (12)' })).toBeVisible();
    unmount();
    // Ten minutes on a product page: the shop's tree is no longer shown anywhere.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000);
    });
    const { container } = renderWithApp(filter, { path: '/shop-grid-standard', store });
    expect(screen.getByRole('link', { name: 'Pinturas (7)' })).toBeVisible();
    expect(container.querySelector('.placeholder')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
