/** Spec §9: a session lasts one day from login. */
export const SESSION_LIFETIME_MS = 86_400_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Epoch ms from a number or ISO text; anything else (other date text, NaN, a Date, ...) -> null. */
function epochMs(loginAt: unknown): number | null {
  if (typeof loginAt === 'number') return Number.isFinite(loginAt) ? loginAt : null;
  if (typeof loginAt !== 'string' || !ISO_DATE.test(loginAt.trim())) return null;
  const ms = Date.parse(loginAt.trim());
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Valid only when a customer record (a non-null object) exists and 0 <= now - loginAt < one day.
 * A login in the future counts as malformed (invalid), as does an invalid `now`.
 */
export function isSessionValid(
  session: { customer: unknown; loginAt: unknown } | null | undefined,
  now: Date,
): boolean {
  if (!session || typeof session.customer !== 'object' || session.customer === null) return false;
  const login = epochMs(session.loginAt);
  const elapsed = now.getTime() - (login ?? Number.NaN);
  return elapsed >= 0 && elapsed < SESSION_LIFETIME_MS;
}
