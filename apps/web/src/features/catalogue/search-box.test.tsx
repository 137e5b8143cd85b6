import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOnServer, renderWithApp } from '../../test/render';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is an enabled GET form to the same page in the server's HTML, carrying the other filters (it works without JavaScript)", () => {
    const served = within(
      renderOnServer(<SearchBox value="cafe" onSearch={() => {}} />, {
        path: '/shop-grid-list?cat=3&q=cafe&sort=1&page=2',
      }),
    );
    const box = served.getByRole('searchbox', { name: 'Search the catalogue' });
    expect(box).toBeEnabled();
    expect(box).toHaveAttribute('name', 'q');
    expect(box).toHaveValue('cafe');
    const form = box.closest('form');
    expect(form).toHaveAttribute('action', '/shop-grid-list');
    expect(form).toHaveAttribute('method', 'get');
    // What the browser sends at Enter: the address's other filters and the text, not the page.
    expect([...new FormData(form as HTMLFormElement)]).toEqual([
      ['cat', '3'],
      ['sort', '1'],
      ['q', 'cafe'],
    ]);
  });

  it('searches once, after typing pauses, and at once with Enter', () => {
    const onSearch = vi.fn();
    renderWithApp(<SearchBox value="" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search the catalogue' });
    fireEvent.input(input, { target: { value: 'ca' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    fireEvent.input(input, { target: { value: 'cafe ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('cafe');

    fireEvent.input(input, { target: { value: 'te' } });
    fireEvent.submit(input);
    expect(onSearch).toHaveBeenLastCalledWith('te');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('shows the search of the address when it changes under it', () => {
    function Cleared() {
      const [value, setValue] = useState('cafe');
      return (
        <>
          <SearchBox value={value} onSearch={setValue} />
          <button type="button" onClick={() => setValue('')}>
            clear
          </button>
        </>
      );
    }
    renderWithApp(<Cleared />);
    expect(screen.getByRole('searchbox')).toHaveValue('cafe');
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
