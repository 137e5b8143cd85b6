import { notice } from '@mostrador/domain';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { notify } from '../../lib/notify';
import { sampleProduct } from '../../test/render';
import { compare } from './compare-slice';

vi.mock('../../lib/notify', () => ({ notify: vi.fn() }));

const item = compare.toItem(sampleProduct({ rating: 4, category: ['coffee'] }));

describe('compare', () => {
  it('keeps what the table shows (rating, category) in local storage', () => {
    makeStore().dispatch(compare.changed({ type: 'add', item }));
    expect(makeStore().getState().compare.items[0]?.product).toMatchObject({
      rating: 4,
      categories: ['coffee'],
    });
  });

  it('"remove all" says "Removed From Compare", and nothing when the list is empty', () => {
    const store = makeStore({});
    const actions = compare.actions(store.dispatch, store.getState);
    expect(actions.clear()).toBe(false);
    actions.add(item.product);
    vi.mocked(notify).mockClear();
    expect(actions.clear()).toBe(true);
    expect(store.getState().compare.items).toEqual([]);
    expect(notify).toHaveBeenCalledExactlyOnceWith(notice('error', 'compareRemoved'));
  });
});
