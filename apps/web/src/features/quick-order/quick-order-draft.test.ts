import { describe, expect, it } from 'vitest';
import { readRows, saveRows } from './quick-order-draft';

const KEY = 'mostrador.quick-order-draft.v1';

describe('quick order draft', () => {
  it('gives back the filled rows, in order, from session storage', () => {
    saveRows(
      [
        { code: 'ACC-000037', quantity: '6' },
        { code: '', quantity: '' },
        { code: 'ALI-000022', quantity: '' },
      ],
      7,
    );
    expect(readRows(7)).toEqual([
      { code: 'ACC-000037', quantity: '6' },
      { code: 'ALI-000022', quantity: '' },
    ]);
  });

  it("shows a customer's rows to that customer only (after an expiry another may log in in this tab); a guest's to anyone", () => {
    saveRows([{ code: 'ACC-000037', quantity: '6' }], 7);
    expect(readRows(8)).toEqual([]);
    expect(readRows(null)).toEqual([]);
    expect(readRows(7)).toEqual([{ code: 'ACC-000037', quantity: '6' }]);
    saveRows([{ code: 'ALI-000022', quantity: '2' }], null);
    expect(readRows(8)).toEqual([{ code: 'ALI-000022', quantity: '2' }]);
  });

  it("does not erase another customer's rows when it has none to keep (the page opened by someone else)", () => {
    saveRows([{ code: 'ACC-000037', quantity: '6' }], 7);
    saveRows([], null);
    saveRows([{ code: '', quantity: '' }], 8);
    expect(readRows(7)).toEqual([{ code: 'ACC-000037', quantity: '6' }]);
    saveRows([], 7);
    expect(readRows(7)).toEqual([]);
  });

  it("reads the earlier version's bare rows as a guest's", () => {
    sessionStorage.setItem(KEY, '[["ACC-000037","6"]]');
    expect(readRows(7)).toEqual([{ code: 'ACC-000037', quantity: '6' }]);
  });

  it('keeps nothing when no row is filled', () => {
    saveRows([{ code: 'A', quantity: '1' }], null);
    saveRows([{ code: ' ', quantity: '' }], null);
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(readRows(null)).toEqual([]);
  });

  it('starts empty from a draft it did not write', () => {
    for (const raw of [
      '{',
      '{"a":1}',
      '[["A"]]',
      '[["A",1]]',
      `[["${'x'.repeat(61)}","1"]]`,
      'null',
      '{"customer":null,"rows":{}}',
      '{"rows":[["A","1"]]}',
    ]) {
      sessionStorage.setItem(KEY, raw);
      expect(readRows(null), raw).toEqual([]);
    }
  });
});
