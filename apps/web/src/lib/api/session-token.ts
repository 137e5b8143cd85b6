/**
 * Who the API client asks as: the logged-in customer's id (its session is named by the HttpOnly session cookie
 * the login set, which every call carries: the app never holds the session's token), or a visitor. The auth
 * feature sets it after login (and clears it on logout); the client never imports features. Calls carry the
 * public token of the deployment as their bearer when one is configured (VITE_PUBLIC_TOKEN), else none.
 */
import type { RequestTransport as SharedTransport } from '@mostrador/contract';

type Listener = () => void;

/** The logged-in customer's id, or null for a visitor. */
let customer: number | null = null;

/**
 * Server rendering: the server renders many requests at once in one process, so who asks and how the
 * answer is fetched come from the request being rendered (the server's own services in process, with the
 * request's session cookie), not from this module's one identity. The server sets the provider once.
 */
export type RequestTransport = SharedTransport<RequestInit, Response>;
let transportProvider: (() => RequestTransport | undefined) | null = null;

export function setRequestTransportProvider(provider: () => RequestTransport | undefined): void {
  transportProvider = provider;
}

/** The transport of the request being rendered on the server; undefined in the browser. */
export function requestTransport(): RequestTransport | undefined {
  return transportProvider?.();
}
const unauthorizedListeners = new Set<Listener>();
const changeListeners = new Set<Listener>();

const PUBLIC_TOKEN: string | null = import.meta.env.VITE_PUBLIC_TOKEN || null;

/** The bearer to send: the deployment's public token, or null (a customer's session goes by its cookie). */
export function getBearerToken(): string | null {
  return PUBLIC_TOKEN;
}

/** The logged-in customer's id, or null for a visitor. */
export function getSessionCustomerId(): number | null {
  const transport = requestTransport();
  if (transport) return transport.customerId;
  return customer;
}

/** Set after a login (the customer's id); `null` on logout. Notifies `onSessionChange`. */
export function setSessionCustomer(customerId: number | null): void {
  if (customerId === customer) return;
  customer = customerId;
  notifySessionChange();
}

/**
 * Notifies `onSessionChange`: the customer changed here, or only on the server (a logout the server heard of
 * late: this browser's cookie named a customer until then), and prices depend on who asks.
 */
export function notifySessionChange(): void {
  for (const listener of changeListeners) listener();
}

/**
 * Called whenever the server answers 401, or 403 other than a role's refusal (this tab's session is not the
 * server's). Returns the function that removes the listener.
 */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Called when the customer changes (login, logout): prices depend on who asks. */
export function onSessionChange(listener: Listener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export function notifyUnauthorized(): void {
  for (const listener of unauthorizedListeners) listener();
}
