import { type NewOrder, orderRequest } from '../../lib/api';

/**
 * One checkout attempt = one key. The key is kept (in session storage, so a reload keeps it too) while the
 * attempt has had no answer, and reused when the same order is sent again; a different order, or any answer
 * from the server, starts a new attempt.
 */
const ATTEMPT_KEY = 'mostrador.checkout-attempt';

interface Attempt {
  key: string;
  body: string;
}

function readAttempt(): Attempt | null {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(ATTEMPT_KEY) ?? 'null');
    if (typeof raw === 'object' && raw !== null && 'key' in raw && 'body' in raw) {
      const { key, body } = raw;
      if (typeof key === 'string' && typeof body === 'string') return { key, body };
    }
  } catch {
    // unreadable: a new attempt
  }
  return null;
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function keyForAttempt(order: NewOrder): string {
  // The request as sent: an attempt kept by the shop's previous version is still recognised.
  const body = JSON.stringify(orderRequest(order));
  const current = readAttempt();
  if (current && current.body === body) return current.key;
  const key = newKey();
  try {
    sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ key, body }));
  } catch {
    // storage disabled: the key lives as long as this call
  }
  return key;
}

export function endAttempt(): void {
  try {
    sessionStorage.removeItem(ATTEMPT_KEY);
  } catch {
    // nothing kept
  }
}
