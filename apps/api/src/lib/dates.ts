/** The shop's business time zone: Colombia. Dates of documents are calendar days there. */
export const TIME_ZONE = 'America/Bogota';

/** Today's date (YYYY-MM-DD) in the shop's time zone. */
export function todayIn(now: Date, timeZone = TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
