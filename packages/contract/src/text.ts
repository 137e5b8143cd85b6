import { z as zod } from 'zod/mini';
import { NO_CONTROL_CHARACTERS } from './query';
import { requiredAs } from './required';

/**
 * Free text in a request body. `what` names the field in every message. Control characters are refused
 * (a NUL reached the database as an error without a field's name); a note keeps its line breaks and tabs.
 */

/** Control characters but for line breaks and tabs (a note of several lines). */
const NO_CONTROL_BUT_LINES = /^(?:[\t\n\r]|\P{Cc})*$/u;
/** Something that shows: a letter, digit, punctuation or symbol (not only a zero-width space). */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** Required text: trimmed, with something visible in it, at most `max` characters, no control characters. */
// @__NO_SIDE_EFFECTS__
export function requiredText(max: number, what: string) {
  return zod
    .string({ error: requiredAs(what, 'texto') })
    .check(
      zod.trim(),
      zod.minLength(1, { error: `${what} es obligatorio` }),
      zod.maxLength(max, { error: `${what} admite como máximo ${max} caracteres` }),
      zod.regex(NO_CONTROL_CHARACTERS, { error: `${what} contiene caracteres de control` }),
      zod.regex(VISIBLE, { error: `${what} es obligatorio` }),
    );
}

/** Text that may be missing or null (the ERP's clients send null): trimmed, bounded, '' when absent. */
// @__NO_SIDE_EFFECTS__
export function note(max: number, what: string) {
  return zod.pipe(
    zod.nullish(
      zod
        .string({ error: `${what} debe ser texto` })
        .check(
          zod.trim(),
          zod.maxLength(max, { error: `${what} admite como máximo ${max} caracteres` }),
          zod.regex(NO_CONTROL_BUT_LINES, { error: `${what} contiene caracteres de control` }),
        ),
    ),
    zod.transform((v) => v ?? ''),
  );
}

/**
 * A reference on one line (a purchase-order number): letters, digits, spaces and `. / # _ -`, beginning with a
 * letter or digit. Nothing invisible, no line break, no bracket: it travels inside the ERP's note, whose
 * `[WEB-…]` marker the outbox reads back.
 */
export const REFERENCE_PATTERN = /^(?:[\p{L}\p{N}][\p{L}\p{N} ./#_-]*)?$/u;

/** An optional reference (REFERENCE_PATTERN): trimmed, bounded, '' when absent or null. */
// @__NO_SIDE_EFFECTS__
export function reference(max: number, what: string) {
  return zod.pipe(
    zod.nullish(
      zod.string({ error: `${what} debe ser texto` }).check(
        zod.trim(),
        zod.maxLength(max, { error: `${what} admite como máximo ${max} caracteres` }),
        zod.regex(REFERENCE_PATTERN, {
          error: `${what} admite solo letras, números, espacios y . / # _ -, y empieza por una letra o un número`,
        }),
      ),
    ),
    zod.transform((v) => v ?? ''),
  );
}
