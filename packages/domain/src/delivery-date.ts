// The requested delivery date of an order: a working day (Monday to Friday; public holidays are not known to
// the shop and count as working days), not before the next working day after today, at most a year ahead.
// Dates are calendar days (YYYY-MM-DD) in the shop's time zone: the caller says which day today is.

/** How far ahead a delivery may be asked for, in days. */
export const MAX_DELIVERY_DAYS_AHEAD = 366;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(date: string): number | undefined {
  if (!ISO_DAY.test(date)) return undefined;
  const ms = Date.parse(`${date}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March: the text must come back the same.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return undefined;
  return ms / DAY_MS;
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Monday to Friday. */
function isWorkingDayNumber(day: number): boolean {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** Monday to Friday (YYYY-MM-DD); false for what is not a date. */
export function isWorkingDay(date: string): boolean {
  const day = dayNumber(date);
  return day !== undefined && isWorkingDayNumber(day);
}

/** The first working day after `today` (YYYY-MM-DD): Friday's is Monday. */
export function nextWorkingDay(today: string): string {
  const start = dayNumber(today);
  if (start === undefined) throw new RangeError(`not a date: ${today}`);
  let day = start + 1;
  while (!isWorkingDayNumber(day)) day += 1;
  return dateOf(day);
}

/** Why a requested delivery date cannot be taken, given today; undefined when it can. */
export type DeliveryDateProblem = 'invalid' | 'tooSoon' | 'weekend' | 'tooFar';

export function deliveryDateProblem(date: string, today: string): DeliveryDateProblem | undefined {
  const day = dayNumber(date);
  if (day === undefined) return 'invalid';
  const earliest = dayNumber(nextWorkingDay(today)) ?? 0;
  if (day < earliest) return 'tooSoon';
  if (!isWorkingDayNumber(day)) return 'weekend';
  if (day - earliest > MAX_DELIVERY_DAYS_AHEAD) return 'tooFar';
  return undefined;
}
