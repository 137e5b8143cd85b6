import { describe, expect, it } from 'vitest';
import { compareReducer } from './compare';

describe('compareReducer', () => {
  it('adds an absent item with "Added To Compare" (success)', () => {
    expect(compareReducer([], { type: 'add', item: { id: 3 } })).toEqual({
      items: [{ id: 3 }],
      notice: { tone: 'success', message: 'Added To Compare' },
    });
  });

  it('does not add the same id twice and says nothing', () => {
    expect(compareReducer([{ id: 3 }], { type: 'add', item: { id: 3 } })).toEqual({
      items: [{ id: 3 }],
      notice: null,
    });
  });

  it('deletes by id with "Removed From Compare" (error style)', () => {
    expect(compareReducer([{ id: 3 }, { id: 4 }], { type: 'delete', id: 3 })).toEqual({
      items: [{ id: 4 }],
      notice: { tone: 'error', message: 'Removed From Compare' },
    });
  });

  it('deleting an absent id changes nothing', () => {
    expect(compareReducer([{ id: 4 }], { type: 'delete', id: 3 })).toEqual({
      items: [{ id: 4 }],
      notice: null,
    });
  });

  it('removes all with "Removed From Compare", and says nothing when the list was empty', () => {
    expect(compareReducer([{ id: 3 }, { id: 4 }], { type: 'deleteAll' })).toEqual({
      items: [],
      notice: { tone: 'error', message: 'Removed From Compare' },
    });
    expect(compareReducer([], { type: 'deleteAll' })).toEqual({ items: [], notice: null });
  });
});
