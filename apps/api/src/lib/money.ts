import { asMinor, type Minor, toMajor } from '@mostrador/domain';

/** numeric(14,2) text from PostgreSQL ("-12.5", "1234.56") -> integer cents, exactly (no float on the way). */
export function numericToMinor(text: string): Minor {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a numeric amount: ${text}`);
  const [, sign, units = '0', decimals = ''] = match;
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  return asMinor(sign === '-' ? -cents : cents);
}

/** As numericToMinor, keeping null (a price or limit not set). */
export function nullableNumericToMinor(text: string | null): Minor | null {
  return text === null ? null : numericToMinor(text);
}

/** numeric text -> the wire's decimal number (via Minor, so it is always a whole number of cents). */
export function numericToWire(text: string): number {
  return toMajor(numericToMinor(text));
}

/** As numericToWire, keeping null. */
export function nullableNumericToWire(text: string | null): number | null {
  return text === null ? null : numericToWire(text);
}

/** Integer cents -> numeric(14,2) text ("1234.56"), exactly (no float on the way). */
export function minorToNumeric(minor: number): string {
  const cents = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
