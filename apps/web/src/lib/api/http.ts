import { REFUSAL_HEADER } from '@mostrador/contract';
import { NOTICES } from '@mostrador/domain';
import { notify } from '../notify';
import { apiConfig } from './config';
import { getBearerToken, notifyUnauthorized, requestTransport } from './session-token';

/**
 * The one seam to the server: every call is `apiRequest`, in the `queryFn` of an RTK Query endpoint
 * (base-api.ts; the logout alone is called outside the store, features/auth/api/logout.ts), which appends
 * `usuarioid` and `empresaid`, sends the session cookie (and the deployment's public token, if any) with a
 * JSON content type,
 * reports a 401 or a 403 that is not a role's refusal to `onUnauthorized` listeners, parses the answer with a schema of packages/contract and gives
 * RTK Query's `{data}` or `{error: ApiError}`: one result shape, one error shape.
 */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** A zod schema, seen structurally (the app never depends on zod itself). */
export interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

export interface ApiError {
  /** The HTTP status, or why there is none. */
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR';
  /** A message a person can read (the server's `Msj` when it sent one). */
  msj: string;
  /** The seconds the server asks to wait before trying again (its `Retry-After`, on a 429). */
  retryAfter?: number;
}

/** `/apiGold/<path>?usuarioid=1&empresaid=1&...`. `null` goes as an empty value (no filter); `undefined` is left out. */
export function apiUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  search.set('usuarioid', String(apiConfig.usuarioid));
  search.set('empresaid', String(apiConfig.empresaid));
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(name, value === null ? '' : String(value));
  }
  return `${apiConfig.base}${path}?${search.toString()}`;
}

export interface SendOptions {
  method?: 'GET' | 'POST';
  params?: QueryParams;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /**
   * HTTP statuses besides 2xx whose body the wire defines as an answer, parsed like a 2xx one (the order's
   * 409 shortage: `{Status: true, ErrorDisp, ErrorDips}`).
   */
  answers?: readonly number[];
  /** A POST the app makes on its own (not the visitor's action): no notice when it gets no answer. */
  quiet?: boolean;
}

interface Sent {
  status: number;
  json: unknown;
  /** `Retry-After` in seconds (its date form is not used by the server). */
  retryAfter: number | undefined;
}

/** Performs the call; throws only when the network fails (no answer at all). */
async function send(path: string, options: SendOptions): Promise<Sent> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = getBearerToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const doFetch = requestTransport()?.fetch ?? fetch;
  const response = await doFetch(apiUrl(path, options.params), {
    method: options.method ?? 'GET',
    headers: { ...headers, ...options.headers },
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
    // The session cookie, also to an API of another origin of the deployment (CORS_ORIGINS allows it).
    credentials: 'include',
  });
  // 401: no session (ended, expired); 403: the session the cookie names is another customer's than the one this
  // tab holds (a login elsewhere in this browser). Either way this tab's session is over. A 403 for the person's
  // role (REFUSAL_HEADER) is only a refusal: the session goes on.
  const roleRefusal = response.status === 403 && response.headers.get(REFUSAL_HEADER) === 'role';
  if (response.status === 401 || (response.status === 403 && !roleRefusal)) notifyUnauthorized();
  const json: unknown = await response.json().catch(() => null);
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  return { status: response.status, json, retryAfter: retryAfter > 0 ? retryAfter : undefined };
}

function messageOf(json: unknown, fallback: string): string {
  if (
    typeof json === 'object' &&
    json !== null &&
    'Msj' in json &&
    typeof json.Msj === 'string' &&
    json.Msj
  ) {
    return json.Msj;
  }
  return fallback;
}

type Outcome<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

/** What an endpoint answers and where its data sits (a `WireAnswer` of packages/contract). */
export interface Answer<A, D> {
  schema: Schema<A>;
  data(answer: A): D | undefined;
}

/** The same answer read into the app's own type (the mappers of lib/api): what an endpoint gives its page. */
export function mapAnswer<A, D, T>(answer: Answer<A, D>, to: (data: D) => T): Answer<A, T> {
  return {
    schema: answer.schema,
    data: (a) => {
      const data = answer.data(a);
      return data === undefined ? undefined : to(data);
    },
  };
}

/** An answer that says `Status: false` (the ERP's refusal, whatever else it carries). */
function refusal(json: unknown): string | null {
  if (typeof json === 'object' && json !== null && 'Status' in json && json.Status === false) {
    return messageOf(json, NOTICES.getFailed);
  }
  return null;
}

/**
 * A call to the server: `{data}` with what the answer carries (its `Datos`, its top-level keys or the bare
 * array, as the contract's `answer` says) when the call worked and the answer fits the schema; otherwise
 * `{error}` (the server's `Msj`, or what went wrong; a POST without any answer has also shown the spec's
 * notice 'Por favor verifique la red', unless `quiet`). Used in an RTK Query endpoint's `queryFn`, and by
 * the logout.
 */
export async function apiRequest<A, D>(
  answer: Answer<A, D>,
  path: string,
  options: SendOptions = {},
): Promise<Outcome<D>> {
  let sent: Sent;
  try {
    sent = await send(path, options);
  } catch (cause) {
    console.error(`[api] ${path}: network failure`, cause);
    if (options.method !== 'POST') return { error: { status: 'FETCH_ERROR', msj: NOTICES.getFailed } };
    // Spec §7: a POST that gets no answer shows 'Por favor verifique la red'.
    if (!options.quiet) notify({ tone: 'error', message: NOTICES.networkPost });
    return { error: { status: 'FETCH_ERROR', msj: NOTICES.networkPost } };
  }
  const answered = options.answers?.includes(sent.status) === true;
  if (!answered && (sent.status < 200 || sent.status >= 300)) {
    const msj = messageOf(sent.json, NOTICES.getFailed);
    return { error: { status: sent.status, msj, retryAfter: sent.retryAfter } };
  }
  const refused = refusal(sent.json);
  if (refused !== null) return { error: { status: sent.status, msj: refused } };
  const parsed = answer.schema.safeParse(sent.json);
  if (!parsed.success) {
    console.error(`[api] ${path}: unexpected answer`, parsed.error.message);
    return { error: { status: 'PARSE_ERROR', msj: NOTICES.getFailed } };
  }
  const data = answer.data(parsed.data);
  if (data === undefined) return { error: { status: sent.status, msj: NOTICES.getFailed } };
  return { data };
}
