import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../lib/i18n';
import { isBinary, isTable, parseRows, sampleCsv } from './parse-rows';

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
