// Reads a spreadsheet export (UTF-8, `;` or `,` between fields, a header row first) with csv-parse, and
// checks every row against a zod schema of its columns. Every problem is reported by line and column;
// the caller writes nothing unless there is none.
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

export function formatProblem(p: CsvProblem): string {
  return `línea ${p.line}${p.column ? `, columna ${p.column}` : ''}: ${p.message}`;
}

/** `;` when the header has more of them than commas (Spanish spreadsheets), else `,`. */
export function detectDelimiter(headerLine: string): ';' | ',' {
  const count = (c: string) => headerLine.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The header names, lower-cased and trimmed, with the line each record starts on. */
export function readCsv(bytes: Uint8Array): {
  header: string[];
  rows: Array<{ line: number; cells: string[] }>;
} {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvRejected([
      { line: 1, column: '', message: 'el archivo no está en UTF-8: expórtelo como "CSV UTF-8"' },
    ]);
  }
  text = text.replace(/^\uFEFF/, '');
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
  const [head, ...body] = records;
  const header = (head?.record ?? []).map((h) => h.trim().toLowerCase());
  // info.lines is the line where the record ends; a record with a quoted line break starts earlier.
  return { header, rows: body.map((r) => ({ line: r.info.lines, cells: r.record })) };
}

/**
 * Checks the header (every required column present, none unknown) and every row against `schema`; returns
 * the parsed rows with their lines, or throws CsvRejected with every problem found.
 */
export function checkRows<S extends z.ZodObject>(
  bytes: Uint8Array,
  schema: S,
  options: { required: readonly string[] },
): Array<{ line: number; row: z.output<S> }> {
  const { header, rows } = readCsv(bytes);
  const known = Object.keys(schema.shape);
  const problems: CsvProblem[] = [];
  for (const name of options.required)
    if (!header.includes(name))
      problems.push({ line: 1, column: name, message: 'falta esta columna en el encabezado' });
  header.forEach((name, i) => {
    if (!known.includes(name))
      problems.push({
        line: 1,
        column: name || `#${i + 1}`,
        message: `columna desconocida (se admiten: ${known.join(', ')})`,
      });
    else if (header.indexOf(name) !== i)
      problems.push({ line: 1, column: name, message: 'columna repetida' });
  });
  if (problems.length > 0) throw new CsvRejected(problems);
  if (rows.length === 0)
    throw new CsvRejected([{ line: 2, column: '', message: 'el archivo no tiene filas de datos' }]);

  const parsed: Array<{ line: number; row: z.output<S> }> = [];
  for (const { line, cells } of rows) {
    if (cells.length !== header.length) {
      problems.push({
        line,
        column: '',
        message: `la fila tiene ${cells.length} campos y el encabezado ${header.length}`,
      });
      continue;
    }
    const input: Record<string, string | undefined> = {};
    header.forEach((name, i) => {
      const cell = cells[i] ?? '';
      input[name] = cell === '' ? undefined : cell;
    });
    const result = schema.safeParse(input);
    if (result.success) parsed.push({ line, row: result.data });
    else
      for (const issue of result.error.issues)
        problems.push({ line, column: String(issue.path[0] ?? ''), message: issue.message });
  }
  if (problems.length > 0) throw new CsvRejected(problems);
  return parsed;
}
