import {
  type FaltanteDisponible,
  IDEMPOTENCY_KEY_HEADER,
  orderPaths,
  type PedidoWebCreateAnonimoBody,
  type PedidoWebCreateBody,
  pedidoWebCreateResponse,
} from '@mostrador/contract';
import { isApiError, postJson } from '../../lib/api';

export type OrderBody =
  | { kind: 'customer'; body: PedidoWebCreateBody }
  | { kind: 'guest'; body: PedidoWebCreateAnonimoBody };

export type OrderOutcome =
  | { kind: 'created'; pedidoid: number; numero: number }
  /** The short lines; a colour and size when that size's own stock is short. */
  | { kind: 'stock'; short: FaltanteDisponible[] }
  | { kind: 'refused'; msj: string }
  /** No answer at all: the same attempt may be sent again with the same key. */
  | { kind: 'network' };

/** Sends one order attempt under its Idempotency-Key and says what came of it. */
export async function placeOrder(order: OrderBody, idempotencyKey: string): Promise<OrderOutcome> {
  const path = order.kind === 'customer' ? orderPaths.create : orderPaths.createGuest;
  const answer = await postJson(path, {}, order.body, pedidoWebCreateResponse, {
    [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
  });
  if (isApiError(answer)) {
    return answer.status === 'FETCH_ERROR' ? { kind: 'network' } : { kind: 'refused', msj: answer.msj };
  }
  if ('ErrorDisp' in answer) return { kind: 'stock', short: answer.ErrorDips };
  if (answer.Status && answer.Datos) return { kind: 'created', ...answer.Datos };
  return { kind: 'refused', msj: answer.Msj ?? '' };
}

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

export function keyForAttempt(order: OrderBody): string {
  const body = JSON.stringify(order);
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
