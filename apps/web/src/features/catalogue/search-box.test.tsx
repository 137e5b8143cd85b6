import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOnServer, renderWithApp } from '../../test/render';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is disabled in the server's HTML and enabled once the app has started", () => {
    const served = within(renderOnServer(<SearchBox value="" onSearch={() => {}} />));
    expect(served.getByLabelText('Search the catalogue')).toBeDisabled();
    renderWithApp(<SearchBox value="" onSearch={() => {}} />);
    expect(screen.getByLabelText('Search the catalogue')).toBeEnabled();
  });

  it('searches once, after typing pauses', () => {
    const onSearch = vi.fn();
    renderWithApp(<SearchBox value="" onSearch={onSearch} />);
    const input = screen.getByLabelText('Search the catalogue');
    fireEvent.input(input, { target: { value: 'ca' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    fireEvent.input(input, { target: { value: 'cafe ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('cafe');
  });
});
