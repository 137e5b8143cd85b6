import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { Pager } from './pager';

const hrefOf = (page: number) => `?page=${page}`;

describe('Pager', () => {
  it('offers the pages so far and the next one while more products follow, as links', async () => {
    const onPage = vi.fn();
    renderWithApp(<Pager page={3} hasMore hrefOf={hrefOf} onPage={onPage} />);
    expect(screen.getAllByRole('link', { name: /^Page / }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/?page=4');
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(4);
  });

  it('offers no next page on the last one and hides itself when there is one page', () => {
    const { unmount } = renderWithApp(<Pager page={2} hasMore={false} hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    unmount();
    renderWithApp(<Pager page={1} hasMore={false} hrefOf={hrefOf} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('past the last page (an old link), claims no "page 999 of 8" and goes back to the last page', () => {
    renderWithApp(<Pager page={999} hasMore={false} total={180} pageSize={24} hrefOf={hrefOf} />);
    expect(screen.queryByTestId('pager-summary')).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/?page=8');
    expect(screen.getByRole('link', { name: 'Page 8' })).toBeVisible();
  });
});
