import { NOTICES } from '@mostrador/domain';
import { notify } from '../notify';
import { apiConfig } from './config';
import { getSessionToken, notifyUnauthorized, requestTransport } from './session-token';

/**
 * The one seam to the server: every call goes through `send`, which appends `usuarioid` and `empresaid`,
 * sends the bearer token with a JSON content type, and reports a 401 to `onUnauthorized` listeners. Every
 * answer is parsed with a schema of packages/contract before the app sees it.
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

interface SendOptions {
  method?: 'GET' | 'POST';
  params?: QueryParams;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

/** Performs the call; throws only when the network fails (no answer at all). */
async function send(path: string, options: SendOptions): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = getSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const doFetch = requestTransport()?.fetch ?? fetch;
  const response = await doFetch(apiUrl(path, options.params), {
    method: options.method ?? 'GET',
    headers: { ...headers, ...options.headers },
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: options.signal ?? null,
  });
  if (response.status === 401) notifyUnauthorized();
  const json: unknown = await response.json().catch(() => null);
  return { status: response.status, json };
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
 * `{error}` (the server's `Msj`, or what went wrong).
 */
export async function apiRequest<A, D>(
  answer: Answer<A, D>,
  path: string,
  options: SendOptions = {},
): Promise<Outcome<D>> {
  let sent: { status: number; json: unknown };
  try {
    sent = await send(path, options);
  } catch (cause) {
    console.error(`[api] ${path}: network failure`, cause);
    return { error: { status: 'FETCH_ERROR', msj: NOTICES.getFailed } };
  }
  if (sent.status < 200 || sent.status >= 300) {
    return { error: { status: sent.status, msj: messageOf(sent.json, NOTICES.getFailed) } };
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

export type GetResult<T> = { status: true; data: T } | { status: false; data: T | null; msj: string };

/**
 * Spec §7's generic GET: `{status, data}` with the parsed answer; `{status: false, data, msj}` when the
 * call fails or the answer says `Status: false` (logged; `msj` is 'Algo salio mal, por favor verifica o
 * contacta a tu administrador' unless the server said why).
 */
export async function getJson<T>(
  path: string,
  params: QueryParams,
  schema: Schema<T>,
): Promise<GetResult<T>> {
  try {
    const { status, json } = await send(path, { params });
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      console.error(`[api] GET ${path}: unexpected answer (${status})`, parsed.error.message);
      return { status: false, data: null, msj: NOTICES.getFailed };
    }
    const refused = refusal(json);
    if (status >= 400 || refused !== null) {
      console.error(`[api] GET ${path}: ${status} ${refused ?? ''}`);
      return { status: false, data: parsed.data, msj: refused ?? NOTICES.getFailed };
    }
    return { status: true, data: parsed.data };
  } catch (cause) {
    console.error(`[api] GET ${path}: network failure`, cause);
    return { status: false, data: null, msj: NOTICES.getFailed };
  }
}

/**
 * Spec §7's generic POST: the parsed answer, or the error. A network failure also shows the notice
 * 'Por favor verifique la red'.
 */
export async function postJson<T extends { Status: boolean; Msj?: string | undefined }>(
  path: string,
  params: QueryParams,
  body: unknown,
  schema: Schema<T>,
  headers?: Readonly<Record<string, string>>,
): Promise<T | ApiError> {
  try {
    const { status, json } = await send(path, {
      method: 'POST',
      params,
      body,
      ...(headers ? { headers } : {}),
    });
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    console.error(`[api] POST ${path}: unexpected answer (${status})`, parsed.error.message);
    return { status, msj: messageOf(json, NOTICES.getFailed) };
  } catch (cause) {
    console.error(`[api] POST ${path}: network failure`, cause);
    notify({ tone: 'error', message: NOTICES.networkPost });
    return { status: 'FETCH_ERROR', msj: NOTICES.networkPost };
  }
}

export function isApiError(x: unknown): x is ApiError {
  return typeof x === 'object' && x !== null && 'msj' in x && 'status' in x && !('Status' in x);
}
