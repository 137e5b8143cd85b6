// Helpers of the CSV import tests.
import { expect } from 'vitest';
import { CsvRejected } from '../import/csv';

/** A CSV text as the bytes of a file. */
export const bytes = (text: string) => new TextEncoder().encode(text);

/** What an import refused the file with (the test fails when it did not refuse it). */
export async function refusal(running: Promise<unknown>): Promise<CsvRejected> {
  const error = await running.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CsvRejected);
  return error as CsvRejected;
}
