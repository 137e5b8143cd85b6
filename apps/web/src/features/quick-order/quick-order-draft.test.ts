import { describe, expect, it } from 'vitest';
import { readRows, saveRows } from './quick-order-draft';

const KEY = 'mostrador.quick-order-draft.v1';

describe('quick order draft', () => {
  it('gives back the filled rows, in order, from session storage', () => {
    saveRows([
      { code: 'ACC-000037', quantity: '6' },
      { code: '', quantity: '' },
      { code: 'ALI-000022', quantity: '' },
    ]);
    expect(readRows()).toEqual([
      { code: 'ACC-000037', quantity: '6' },
      { code: 'ALI-000022', quantity: '' },
    ]);
  });

  it('keeps nothing when no row is filled', () => {
    saveRows([{ code: 'A', quantity: '1' }]);
    saveRows([{ code: ' ', quantity: '' }]);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(readRows()).toEqual([]);
  });

  it('starts empty from a draft it did not write', () => {
    for (const raw of ['{', '{"a":1}', '[["A"]]', '[["A",1]]', `[["${'x'.repeat(61)}","1"]]`, 'null']) {
      sessionStorage.setItem(KEY, raw);
      expect(readRows(), raw).toEqual([]);
    }
  });
});
