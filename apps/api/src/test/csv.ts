// Helpers of the CSV import tests.
import { expect } from 'vitest';
import { CsvRejected } from '../import/csv';

/** A CSV text as the bytes of a file. */
export const bytes = (text: string) => new TextEncoder().encode(text);

/** A text as Excel's "Texto Unicode" writes it: UTF-16LE after its byte-order mark (FF FE). */
export const utf16le = (text: string) =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

/** Windows-1252's bytes for the characters of 80 to 9F these tests write (Excel's autocorrect types the quotes). */
const CP1252_80_9F: Readonly<Record<string, number>> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/**
 * A CSV text as Excel's "CSV (delimitado por comas)" writes it on a Spanish Windows: Windows-1252, one byte a
 * character (ASCII and Latin-1's letters as themselves, ñ F1, and the few above at 80 to 9F).
 */
export function windows1252(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (c) => {
      const code = c.codePointAt(0) ?? 0;
      const byte = CP1252_80_9F[c] ?? (code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : undefined);
      if (byte === undefined) throw new Error(`windows1252(): no byte here for ${c}`);
      return byte;
    }),
  );
}

/** What an import refused the file with (the test fails when it did not refuse it). */
export async function refusal(running: Promise<unknown>): Promise<CsvRejected> {
  const error = await running.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CsvRejected);
  return error as CsvRejected;
}
