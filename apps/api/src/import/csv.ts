// Reads a spreadsheet export (UTF-8, the Windows-1252 of Excel's "CSV (delimitado por comas)" or the UTF-16 of
// its "Texto Unicode"; `;`, `,` or a tab between fields, a header row first) with csv-parse, and checks every row against a zod schema of its
// columns. Every problem is reported by line and column; the caller writes nothing unless there is none.
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';

export interface CsvProblem {
  /** The line of the file (the header is line 1). */
  line: number;
  /** The column's name in the header (empty for a problem of the whole row or file). */
  column: string;
  message: string;
}

export class CsvRejected extends Error {
  constructor(readonly problems: CsvProblem[]) {
    super(
      `${problems.length} ${problems.length === 1 ? 'error' : 'errores'}; no se importó nada:\n${problems
        .map(formatProblem)
        .join('\n')}`,
    );
    this.name = 'CsvRejected';
  }
}

/** What the import tells the operator beside its result: how it read the file, what it left out. */
export interface CsvNotice {
  level: 'info' | 'warning';
  message: string;
}
export type Notify = (notice: CsvNotice) => void;

/**
 * Windows-1252's characters at bytes 80 to 9F (WHATWG's index-windows-1252: € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – —
 * ˜ ™ š › œ ž Ÿ; 81, 8D, 8F, 90 and 9D stay as they are). Node's TextDecoder('windows-1252') decodes these bytes
 * as Latin-1 (U+0080 to U+009F) since Node 20.18.3 and 22.13.0 (nodejs/node#56542, #60888), so they are put
 * right here; on a Node that decodes them itself there is nothing left to replace.
 */
const WINDOWS_1252_80_9F =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/**
 * The file's text: UTF-16 when it starts with a byte-order mark (Excel's "Texto Unicode": FF FE; big-endian:
 * FE FF) or, without one, with a zero byte beside its first letter (a header's first letter is ASCII; a text
 * in UTF-8 or Windows-1252 has no zero byte), UTF-8 (a byte-order mark is dropped) when its bytes are valid
 * UTF-8, else Windows-1252, what Excel's "CSV (delimitado por comas)" writes on a Spanish Windows (ñ is the
 * byte F1, € is 80). Windows-1252 text with any letter beyond ASCII is practically never valid UTF-8, so the
 * guess is safe. But a file that is UTF-8 in part (see damagedUtf8) with some bytes that are not is UTF-8 damaged (`utf-8-invalid`: those bytes are U+FFFD in
 * the text): read as Windows-1252, every other letter beyond ASCII would turn to two ("ñ" to "Ã±").
 */
/**
 * Whether a file that is not valid UTF-8 is UTF-8 all the same, with a few bytes that are not: it starts with
 * UTF-8's byte-order mark, or its valid sequences beyond ASCII outnumber its invalid ones (U+FFFD in the lenient
 * text) by at least 8 to 1. Windows-1252 text forms a valid sequence only by chance (a capital accented letter,
 * C0 to DF, before ®, ™, °, º, a no-break space, ’ or ”: `CAFÉ®`), while each of its small accented letters
 * (á E1, é E9, ñ F1) is an invalid byte, so it has far more invalid bytes than valid sequences; a UTF-8 file
 * with a line pasted from Windows-1252 has a few invalid bytes among many valid letters.
 */
function damagedUtf8(bytes: Uint8Array, lenient: string): boolean {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return true;
  const valid = lenient.match(/[^\p{ASCII}\uFFFD]/gu)?.length ?? 0;
  const invalid = lenient.match(/\uFFFD/g)?.length ?? 0;
  return valid >= 8 * invalid;
}

export function decodeCsv(bytes: Uint8Array): {
  text: string;
  encoding: 'utf-8' | 'utf-8-invalid' | 'windows-1252' | 'utf-16';
} {
  const [first, second] = bytes;
  const utf16 =
    (first === 0xff && second === 0xfe) || (first !== 0 && second === 0)
      ? 'utf-16le'
      : (first === 0xfe && second === 0xff) || (first === 0 && second !== 0 && second !== undefined)
        ? 'utf-16be'
        : null;
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: 'utf-16' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    const lenient = new TextDecoder('utf-8').decode(bytes);
    if (damagedUtf8(bytes, lenient)) return { text: lenient, encoding: 'utf-8-invalid' };
    const text = new TextDecoder('windows-1252')
      .decode(bytes)
      .replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_80_9F[c.charCodeAt(0) - 0x80] ?? c);
    return { text, encoding: 'windows-1252' };
  }
}

export function formatProblem(p: CsvProblem): string {
  return `línea ${p.line}${p.column ? `, columna ${p.column}` : ''}: ${p.message}`;
}

/** What the header is divided by most: a tab (Excel's "Texto Unicode"), `;` (Spanish spreadsheets) or `,`. */
export function detectDelimiter(headerLine: string): ';' | ',' | '\t' {
  const count = (c: string) => headerLine.split(c).length - 1;
  const [tabs, semicolons, commas] = [count('\t'), count(';'), count(',')];
  if (tabs > semicolons && tabs > commas) return '\t';
  return semicolons > commas ? ';' : ',';
}

/**
 * A header's name as a column: `Código`, `Imágenes`, `Contraseña` as typed in Spanish are the columns codigo,
 * imagenes, contrasena (left out as unknown, a misspelt optional column would empty that field of every row).
 */
const columnName = (h: string) => h.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** Each cell of a damaged UTF-8 file with bytes that are not UTF-8 (U+FFFD in its text), by line and column. */
function notUtf8(records: Array<{ record: string[]; info: { lines: number } }>): CsvProblem[] {
  const header = (records[0]?.record ?? []).map(columnName);
  return records.flatMap(({ record, info }, r) =>
    record.flatMap((cell, i) =>
      cell.includes('\uFFFD')
        ? [
            {
              line: info.lines,
              column: r === 0 ? '' : (header[i] ?? `#${i + 1}`),
              message: `no es UTF-8 válido (� donde está el byte): «${cell}»; el resto del archivo está en UTF-8: corrija ese texto o guarde el archivo de nuevo como "CSV UTF-8"`,
            },
          ]
        : [],
    ),
  );
}

/** The header names, trimmed, lower-cased and without accents, with the line each record starts on. */
export function readCsv(
  bytes: Uint8Array,
  options: { notify?: Notify } = {},
): {
  header: string[];
  rows: Array<{ line: number; cells: string[] }>;
} {
  const { text, encoding } = decodeCsv(bytes);
  if (encoding === 'windows-1252')
    options.notify?.({
      level: 'info',
      message: 'no está en UTF-8: se leyó como Windows-1252 (el "CSV (delimitado por comas)" de Excel)',
    });
  if (encoding === 'utf-16')
    options.notify?.({ level: 'info', message: 'está en UTF-16: se leyó como el "Texto Unicode" de Excel' });
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.trim() === '')
    throw new CsvRejected([{ line: 1, column: '', message: 'falta la fila de encabezados' }]);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      delimiter: detectDelimiter(firstLine),
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    throw new CsvRejected([
      { line, column: '', message: `el archivo no es un CSV válido (${(error as Error).message})` },
    ]);
  }
  if (encoding === 'utf-8-invalid') throw new CsvRejected(notUtf8(records));
  const [head, ...body] = records;
  const header = (head?.record ?? []).map(columnName);
  // info.lines is the line where the record ends; a record with a quoted line break starts earlier.
  return { header, rows: body.map((r) => ({ line: r.info.lines, cells: r.record })) };
}

/** A row as far as it reads: the value of every cell that passed its column's check. */
export type PartialRow<S extends z.ZodObject> = Partial<z.output<S>>;

/** The columns of `schema` a row cannot leave empty: those whose check an empty cell fails. */
function requiredColumns(schema: z.ZodObject): string[] {
  return Object.keys(schema.shape).filter(
    (name) => !(schema.shape[name] as z.ZodType).safeParse(undefined).success,
  );
}

/**
 * Checks the header (every required column present, none twice) and every cell of every row against its column
 * of `schema`, each cell on its own so that a bad cell hides none of its row's other values: returns each row as
 * far as it reads, with its line, and every problem found. Throws CsvRejected only when the header itself cannot
 * be read. Columns the schema does not know (an export's notes, formulas) are not read: `notify` hears their
 * names, in one warning.
 */
export function readRows<S extends z.ZodObject>(
  bytes: Uint8Array,
  schema: S,
  options: { notify?: Notify },
): { rows: Array<{ line: number; row: PartialRow<S> }>; problems: CsvProblem[] } {
  const { header, rows } = readCsv(bytes, { notify: options.notify });
  const known = Object.keys(schema.shape);
  const problems: CsvProblem[] = [];
  for (const name of requiredColumns(schema))
    if (!header.includes(name))
      problems.push({ line: 1, column: name, message: 'falta esta columna en el encabezado' });
  header.forEach((name, i) => {
    if (known.includes(name) && header.indexOf(name) !== i)
      problems.push({ line: 1, column: name, message: 'columna repetida' });
  });
  const ignored = new Set(header.flatMap((name, i) => (known.includes(name) ? [] : [i])));
  // Named by the header, or by position when it has no name and something is written in it (Excel also
  // exports the empty columns beside the data that were ever formatted: those go unmentioned).
  const ignoredNames = [...ignored].flatMap((i) =>
    header[i] ? [header[i]] : rows.some(({ cells }) => (cells[i] ?? '') !== '') ? [`#${i + 1}`] : [],
  );
  if (ignoredNames.length > 0)
    options.notify?.({
      level: 'warning',
      message: `se ignoran las columnas desconocidas ${[...new Set(ignoredNames)].join(', ')} (se admiten: ${known.join(', ')})`,
    });
  if (problems.length > 0) throw new CsvRejected(problems);
  // Rows with nothing in the columns read (the `;;;;` Excel writes for the empty rows below a sheet's data) hold
  // no data: they are left out, not reported. Every row keeps its line in the file.
  const filled = rows.filter(({ cells }) => cells.some((cell, i) => cell !== '' && !ignored.has(i)));
  if (filled.length === 0)
    throw new CsvRejected([{ line: 2, column: '', message: 'el archivo no tiene filas de datos' }]);

  const read: Array<{ line: number; row: PartialRow<S> }> = [];
  for (const { line, cells } of filled) {
    if (cells.length !== header.length) {
      problems.push({
        line,
        column: '',
        message: `la fila tiene ${cells.length} campos y el encabezado ${header.length}`,
      });
      continue;
    }
    const row: Record<string, unknown> = {};
    for (const name of known) {
      const cell = cells[header.indexOf(name)] ?? '';
      const result = (schema.shape[name] as z.ZodType).safeParse(cell === '' ? undefined : cell);
      if (result.success) row[name] = result.data;
      else
        for (const issue of result.error.issues)
          problems.push({ line, column: name, message: issue.message });
    }
    read.push({ line, row: row as PartialRow<S> });
  }
  return { rows: read, problems };
}

/**
 * The rows, whole, when no problem was found (a row without a problem read every cell); otherwise throws
 * CsvRejected with every problem, by line (a line's problems of its cells before those against other rows).
 */
export function rowsOrReject<T extends object>(
  rows: Array<{ line: number; row: Partial<T> }>,
  problems: CsvProblem[],
): Array<{ line: number; row: T }> {
  if (problems.length > 0) throw new CsvRejected([...problems].sort((a, b) => a.line - b.line));
  return rows as Array<{ line: number; row: T }>;
}
