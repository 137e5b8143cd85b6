/**
 * The session's bearer token and customer id, as the API client sends them. The auth feature sets them
 * after login (and clears them on logout); the client never imports features. A visitor's calls carry the
 * public token of the deployment when one is configured (VITE_PUBLIC_TOKEN), else none.
 */
type Listener = () => void;

interface SessionIdentity {
  token: string | null;
  terceroid: number | null;
}

let identity: SessionIdentity = { token: null, terceroid: null };

/**
 * Server rendering: the server renders many requests at once in one process, so who asks and how the
 * answer is fetched come from the request being rendered (the server's own services in process, with the
 * request's session cookie), not from this module's one identity. The server sets the provider once.
 */
export interface RequestTransport {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The customer whose session cookie came with the request, or null (a visitor). */
  terceroid: number | null;
}
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

/** The token to send: the customer's when logged in, else the public one (or null). */
export function getSessionToken(): string | null {
  // On the server the request's own cookie names the session: no bearer.
  if (requestTransport()) return PUBLIC_TOKEN;
  return identity.token ?? PUBLIC_TOKEN;
}

/** The logged-in customer's id, or null for a visitor. */
export function getSessionTerceroid(): number | null {
  const transport = requestTransport();
  if (transport) return transport.terceroid;
  return identity.token ? identity.terceroid : null;
}

/** Set after a login (token and the customer's Terceroid); `null` on logout. Notifies `onSessionChange`. */
export function setSessionToken(token: string | null, terceroid: number | null = null): void {
  const next = { token, terceroid: token ? terceroid : null };
  if (next.token === identity.token && next.terceroid === identity.terceroid) return;
  identity = next;
  for (const listener of changeListeners) listener();
}

/** Called whenever the server answers 401. Returns the function that removes the listener. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Called when the token changes (login, logout): prices depend on who asks. */
export function onSessionChange(listener: Listener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export function notifyUnauthorized(): void {
  for (const listener of unauthorizedListeners) listener();
}
