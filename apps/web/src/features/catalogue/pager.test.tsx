import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { Pager } from './pager';

describe('Pager', () => {
  it('offers the pages so far and the next one while more products follow', async () => {
    const onPage = vi.fn();
    renderWithApp(<Pager page={3} hasMore onPage={onPage} />);
    expect(screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(4);
  });

  it('disables next on the last page and hides itself when there is one page', () => {
    const { unmount } = renderWithApp(<Pager page={2} hasMore={false} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    unmount();
    renderWithApp(<Pager page={1} hasMore={false} onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
