import type { ProductOrder } from '@mostrador/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { hydrateInTurns, InTurn } from '../../lib/hydrate-in-turn';
import { renderOnServer, renderWithApp, serveWithApp } from '../../test/render';
import { SortSelect } from './sort-select';
import { useCatalogueFilter } from './use-catalogue-filter';

describe('SortSelect', () => {
  it("is an enabled GET form to the same page in the server's HTML, carrying the other filters (it works without JavaScript)", () => {
    const served = within(
      renderOnServer(<SortSelect value={2} onSort={() => {}} />, {
        path: '/shop-grid-list?cat=3&q=cafe&sort=2&page=3',
      }),
    );
    const list = served.getByRole('combobox', { name: 'Sort by' });
    expect(list).toBeEnabled();
    expect(list).toHaveValue('2');
    const form = list.closest('form');
    expect(form).toHaveAttribute('action', '/shop-grid-list');
    expect(form).toHaveAttribute('method', 'get');
    expect(served.getByRole('button', { name: 'Sort' })).toHaveAttribute('type', 'submit');
    // What the browser sends with the button: the kept filters and the order, not the page.
    fireEvent.change(list, { target: { value: '1' } });
    expect([...new FormData(form as HTMLFormElement)]).toEqual([
      ['cat', '3'],
      ['q', 'cafe'],
      ['sort', '1'],
    ]);
  });

  it('sorts as soon as another order is chosen, and shows the order of the address when it changes under it', () => {
    function Sorted() {
      const [value, setValue] = useState<ProductOrder>(0);
      return (
        <>
          <SortSelect value={value} onSort={setValue} />
          <output>{value}</output>
          <button type="button" onClick={() => setValue(0)}>
            back
          </button>
        </>
      );
    }
    renderWithApp(<Sorted />);
    const list = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.change(list, { target: { value: '2' } });
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(list).toHaveValue('2');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(list).toHaveValue('0');
  });

  it("applies an order chosen before the app started once every part of the page is hydrated: a later part's links carry it", async () => {
    function Catalogue() {
      const [filter, update, hrefOf] = useCatalogueFilter();
      return (
        <>
          <SortSelect value={filter.orden} onSort={(orden) => update({ orden })} />
          <InTurn turn="sidebar">
            <aside>
              <Link to={hrefOf({ categoriaid: 3 })}>Moda</Link>
            </aside>
          </InTurn>
        </>
      );
    }
    const page = serveWithApp(<Catalogue />, { path: '/shop-grid-standard' });
    const served = within(page.container);
    served.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).value = '1';
    // (Not inside act(): it replaces Preact's scheduling of renders and effects, which the turns rely on.)
    await hydrateInTurns(page.hydrate);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(served.getByRole('combobox', { name: 'Sort by' })).toHaveValue('1');
    expect(served.getByRole('link', { name: 'Moda' })).toHaveAttribute(
      'href',
      '/shop-grid-standard?sort=1&cat=3',
    );
    page.done();
  });

  it('applies an order chosen before the app started, once it has', () => {
    const onSort = vi.fn();
    const page = serveWithApp(<SortSelect value={0} onSort={onSort} />);
    const list = within(page.container).getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    list.value = '1';
    act(() => page.hydrate());
    expect(list).toHaveValue('1');
    expect(onSort).toHaveBeenCalledTimes(1);
    expect(onSort).toHaveBeenCalledWith(1);
    page.done();
  });
});
