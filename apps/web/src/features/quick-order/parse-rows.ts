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
