import { quickOrderLimits } from '@mostrador/contract';

/** A row of the quick order as typed: the code and the quantity cell, both as text. */
export interface TypedRow {
  code: string;
  quantity: string;
}

/** A row with anything typed in it. */
export const filled = (r: TypedRow) => r.code.trim() !== '' || r.quantity.trim() !== '';

const HEADER = /^(c[oó]digo|code|codigo|sku|ref|referencia|reference|artikel|artikelnummer|produit)$/i;

/** The separator of a line: a tab (a spreadsheet's copy), else `;`, else `,`. */
function cellsOf(line: string): string[] {
  if (line.includes('\t')) return line.split('\t');
  if (line.includes(';')) return line.split(';');
  return line.split(',');
}

/**
 * A cell as the server reads it: unquoted, without control characters, at most as long as a cell may be (a
 * longer one is no code of the catalogue, and the server says so for its row).
 */
const cleanCell = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001F\u007F]/g, '')
    .trim()
    .slice(0, quickOrderLimits.maxCell);

/**
 * Rows from pasted text or a CSV file: one row a line, code then quantity, separated by a tab, `;` or `,`.
 * Blank lines and a header line (its first cell "code", "código", "sku", ...) are left out; a line without a
 * quantity gets an empty one (the server says it is missing).
 */
export function parseRows(text: string): TypedRow[] {
  const rows: TypedRow[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const [code = '', quantity = ''] = cellsOf(line).map(cleanCell);
    if (index === 0 && HEADER.test(code)) return;
    rows.push({ code, quantity });
  });
  return rows;
}

/** True when pasted text holds more than one cell (several lines, or a separator): it fills rows. */
export function isTable(text: string): boolean {
  return /[\r\n\t;,]/.test(text.trim());
}

/**
 * The sample CSV offered for download, under a header in the buyer's language (its first cell one HEADER
 * reads). It starts with a byte-order mark: without it, Excel on Windows reads "código" as "cÃ³digo".
 */
export function sampleCsv(codes: readonly string[], header: readonly [string, string]): string {
  return `\uFEFF${[header.join(';'), ...codes.map((code, i) => `${code};${(i + 1) * 6}`)].join('\r\n')}`;
}

/**
 * True when a file's text is not a table of text (a picture or a spreadsheet's binary file chosen by mistake):
 * control characters other than line breaks and tabs, or bytes that were not text (U+FFFD once decoded).
 */
export function isBinary(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
  return /[\u0000-\u0008\u000E-\u001F\uFFFD]/.test(text);
}

/** A code as the catalogue finds it: trimmed, in any case. */
export const codeKey = (code: string) => code.trim().toLowerCase();

const WHOLE = /^\d+$/;

/** What putting rows in the list did: rows read, added to a row of the same code, new rows, left out. */
export interface MergeReport {
  read: number;
  merged: number;
  added: number;
  left: number;
}

/**
 * `incoming` rows put after `rows`: a row whose code is already on the list (or earlier among the incoming) adds
 * its quantity to that row instead of making a second one (a code on two rows would be ordered twice). Only whole
 * quantities are added up: a row with "1.000" or none stays a row of its own, shown as a repeat. The list holds
 * at most `max` rows; those past it are left out. `make` gives a new row its identity.
 */
export function mergeRows<R extends TypedRow, I extends TypedRow>(
  rows: readonly R[],
  incoming: readonly I[],
  make: (typed: I) => R,
  max: number,
): { rows: R[]; report: MergeReport } {
  const list = [...rows];
  const report: MergeReport = { read: incoming.length, merged: 0, added: 0, left: 0 };
  for (const typed of incoming) {
    const same = WHOLE.test(typed.quantity)
      ? list.findIndex((r) => codeKey(r.code) === codeKey(typed.code) && WHOLE.test(r.quantity.trim()))
      : -1;
    const target = list[same];
    if (codeKey(typed.code) !== '' && target) {
      list[same] = { ...target, quantity: String(Number(target.quantity) + Number(typed.quantity)) };
      report.merged += 1;
    } else if (list.length < max) {
      list.push(make(typed));
      report.added += 1;
    } else report.left += 1;
  }
  return { rows: list, report };
}

/**
 * For each row, the numbers (from 1) of the other rows ordering the same thing: rows of the same `keyOf` (by
 * default the code; the page says the product once the rows are checked, and null for a row that goes to no
 * cart, one with a problem). Rows without a repeat are not in the map.
 */
export function repeatsOf<R extends TypedRow>(
  rows: readonly R[],
  keyOf: (row: R) => string | null = (row) => codeKey(row.code),
): Map<R, number[]> {
  const byKey = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const key = filled(row) && codeKey(row.code) !== '' ? keyOf(row) : null;
    if (key !== null) byKey.set(key, [...(byKey.get(key) ?? []), index]);
  });
  const repeats = new Map<R, number[]>();
  for (const indexes of byKey.values())
    if (indexes.length > 1)
      for (const index of indexes) {
        const row = rows[index];
        if (row)
          repeats.set(
            row,
            indexes.filter((i) => i !== index).map((i) => i + 1),
          );
      }
  return repeats;
}
