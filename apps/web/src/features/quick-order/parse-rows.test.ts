import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../lib/i18n';
import { isBinary, isTable, mergeRows, parseRows, repeatsOf, sampleCsv } from './parse-rows';

/** The sample's header as each language's catalogue writes it (a translator may change it). */
const sampleHeaders = LANGUAGES.map((language) => {
  const words = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../locales', language, 'quick-order.json'), 'utf8'),
  ) as { sampleCode: string; sampleQuantity: string };
  return [words.sampleCode, words.sampleQuantity] as const;
});

describe('parseRows', () => {
  it('reads a spreadsheet copy (tabs), semicolons and commas', () => {
    expect(parseRows('ABC-1\t12\nabc-2\t3\n')).toEqual([
      { code: 'ABC-1', quantity: '12' },
      { code: 'abc-2', quantity: '3' },
    ]);
    expect(parseRows('A;1\r\nB;2')).toEqual([
      { code: 'A', quantity: '1' },
      { code: 'B', quantity: '2' },
    ]);
    expect(parseRows('"A",1\n B , 2 ')).toEqual([
      { code: 'A', quantity: '1' },
      { code: 'B', quantity: '2' },
    ]);
  });

  it('skips blank lines and a header line, and keeps a line without a quantity', () => {
    expect(parseRows('\uFEFFcodigo;cantidad\n\nA;1\nB\n')).toEqual([
      { code: 'A', quantity: '1' },
      { code: 'B', quantity: '' },
    ]);
    expect(parseRows('Code,Qty\nA,x')).toEqual([{ code: 'A', quantity: 'x' }]);
  });

  it('reads back the sample it offers, with the header of each language', () => {
    expect(sampleHeaders).toHaveLength(4);
    for (const header of sampleHeaders) {
      expect(parseRows(sampleCsv(['X-1', 'X-2'], header))).toEqual([
        { code: 'X-1', quantity: '6' },
        { code: 'X-2', quantity: '12' },
      ]);
    }
  });

  it('tells a table from a single code', () => {
    expect(isTable('ABC-1')).toBe(false);
    expect(isTable('ABC-1\t2')).toBe(true);
    expect(isTable('A\nB')).toBe(true);
  });
});

describe('cells the server would refuse', () => {
  it('are cut to the longest cell a row may have, and lose their control characters', () => {
    const name = 'Gafas de sol polarizadas La Sabana, modelo grande color negro mate';
    const [row] = parseRows(`${name}\t2`);
    expect(row?.code).toBe(name.slice(0, 60));
    expect(parseRows('AB\u0000C\u000b;3')).toEqual([{ code: 'ABC', quantity: '3' }]);
  });
});

describe('isBinary', () => {
  it('tells a picture or a spreadsheet file from text', () => {
    expect(isBinary('\u0089PNG\r\n\u001a\n\u0000\u0000')).toBe(true);
    expect(isBinary('PK\u0003\u0004 workbook')).toBe(true);
    expect(isBinary('caf\uFFFD;2')).toBe(true);
    expect(isBinary('codigo;cantidad\r\nACC-000037;6\tnota\n')).toBe(false);
  });
});

describe('mergeRows', () => {
  let id = 0;
  const make = (typed: { code: string; quantity: string }) => ({ ...typed, id: ++id });

  it('adds an uploaded code already on the list to its row, and a code twice in the file once', () => {
    const typed = [make({ code: 'A-1', quantity: '3' })];
    const { rows, report } = mergeRows(
      typed,
      parseRows('code;qty\na-1;2\nB-2;4\nb-2;1\nC-3;1.000\nc-3;5\n'),
      make,
      500,
    );
    expect(rows.map((r) => [r.code, r.quantity])).toEqual([
      ['A-1', '5'],
      ['B-2', '5'],
      ['C-3', '1.000'],
      ['c-3', '5'],
    ]);
    // The row typed before keeps its identity (its field keeps the focus).
    expect(rows[0]?.id).toBe(typed[0]?.id);
    expect(report).toEqual({ read: 5, merged: 2, added: 3, left: 0 });
  });

  it('leaves out the rows past the most the list holds, and counts them', () => {
    const { rows, report } = mergeRows([], parseRows('A;1\nB;1\nA;1\nC;1'), make, 2);
    expect(rows.map((r) => r.code)).toEqual(['A', 'B']);
    expect(report).toEqual({ read: 4, merged: 1, added: 2, left: 1 });
  });
});

describe('repeatsOf', () => {
  it('names the other rows of the same code, or of the same product once checked, leaving out rows with a problem', () => {
    const rows = [
      { code: 'A-1', quantity: '3' },
      { code: 'B', quantity: '1' },
      { code: 'a-1 ', quantity: '2' },
      { code: 'REF-B', quantity: '1' },
      { code: 'b', quantity: 'dos' },
      { code: '', quantity: '' },
    ];
    const byCode = repeatsOf(rows);
    expect(rows.map((row) => byCode.get(row))).toEqual([[3], [5], [1], undefined, [2], undefined]);
    // Checked: the code and the reference of product 7 are the same product; row 5 goes to no cart.
    const checked = repeatsOf(rows, (row) =>
      row.quantity === 'dos' ? null : row.code.includes('B') ? 'product 7' : 'product 1',
    );
    expect(rows.map((row) => checked.get(row))).toEqual([[3], [4], [1], [2], undefined, undefined]);
  });
});
