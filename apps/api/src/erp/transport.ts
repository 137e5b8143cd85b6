// The ERP's apiGold wire as the ERP's own clients call it (DESIGN.md's table): usuarioid and empresaid on every
// call, the shared credential as the bearer, every answer parsed with packages/contract's schemas.
// The credential is only ever put in the Authorization header: never in a URL, an error message or a log.
// No redirect is followed (erpFetch): one is an error, and the log says where it pointed.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod/mini';

/** The ERP did not answer usably: down, too slow, or a 5xx. An order sent may or may not have been created. */
export class ErpUnavailable extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'timeout' | 'http' | 'answer',
    /** The HTTP status and the ERP's `Msj`, when an answer came. */
    readonly answer?: { status: number; msj: string | undefined },
  ) {
    super(message);
    this.name = 'ErpUnavailable';
  }
}

export interface ErpClientOptions {
  /** The apiGold/ base, with its trailing slash. */
  url: string;
  token: string;
  usuarioId: number;
  empresaId: number;
  timeoutMs: number;
  /** Where a redirect of the ERP is said (warn): it is never followed. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export type Params = Record<string, string | number | null | undefined>;

/** The body of `response`, read as it comes; `tooBig` (which throws) once it passes `max` bytes. */
export async function readUpTo(response: Response, max: number, tooBig: () => never): Promise<Uint8Array> {
  if (Number(response.headers.get('content-length')) > max) tooBig();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > max) {
      await response.body?.cancel();
      tooBig();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The `Msj` of an answer's envelope, when it has one (a proxy's error page has none). */
export function msjOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || !('Msj' in json)) return undefined;
  return typeof json.Msj === 'string' ? json.Msj : undefined;
}

/** A `Status: false` answer with a message: the ERP refused. */
export function refused(answer: { Status: boolean; Msj?: string | undefined }, path: string): void {
  if (!answer.Status) throw new ErpUnavailable(`el ERP rechazó ${path}: ${answer.Msj ?? ''}`, 'answer');
}

/** A fetch that failed before an answer came, as an ErpUnavailable that names `what` (never the query). */
export function unanswered(error: unknown, what: string, timeoutMs: number): ErpUnavailable {
  if (error instanceof ErpUnavailable) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return new ErpUnavailable(`el ERP no respondió a ${what} en ${timeoutMs} ms`, 'timeout');
  return new ErpUnavailable(`el ERP no responde (${what})`, 'network');
}

/**
 * `fetch` that follows no redirect: a 3xx (of the ERP, or of a proxy before it) is an ErpUnavailable, said in
 * the log with where it pointed, never its query. Followed, it would take a login's password (in its query)
 * to whatever host it names, or a page of that host for a customer's invoice.
 */
async function erpFetch(options: ErpClientOptions, url: URL, init: RequestInit, what: string) {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  if (response.status < 300 || response.status > 399) return response;
  await response.body?.cancel();
  let location = '(sin Location)';
  try {
    const target = new URL(response.headers.get('location') ?? '', url);
    location = `${target.origin}${target.pathname}`;
  } catch {
    // A Location that is no address: said as missing.
  }
  options.log?.warn({ path: url.pathname, status: response.status, location }, 'erp redirect not followed');
  throw new ErpUnavailable(
    `el ERP respondió ${response.status} a ${what} con una redirección a ${location}, que no se sigue (¿ERP_URL es la dirección del ERP?)`,
    'http',
    { status: response.status, msj: undefined },
  );
}

/** The calls every part of the ERP client makes: an apiGold call, a parsed GET, a fetch that follows no redirect. */
export function createErpTransport(options: ErpClientOptions) {
  const base = new URL(options.url);

  function address(path: string, params: Params): URL {
    const url = new URL(path, base);
    url.searchParams.set('usuarioid', String(options.usuarioId));
    url.searchParams.set('empresaid', String(options.empresaId));
    for (const [name, value] of Object.entries(params))
      url.searchParams.set(name, value === null || value === undefined ? 'null' : String(value));
    return url;
  }

  /** One call; what to say of it in an error never includes the query (a login carries a password). */
  async function call(path: string, params: Params, init: { method: 'GET' | 'POST'; body?: unknown }) {
    let response: Response;
    try {
      response = await erpFetch(
        options,
        address(path, params),
        {
          method: init.method,
          headers: {
            authorization: `Bearer ${options.token}`,
            accept: 'application/json',
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          signal: AbortSignal.timeout(options.timeoutMs),
        },
        path,
      );
    } catch (error) {
      throw unanswered(error, path, options.timeoutMs);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    if (response.status >= 500 || response.status === 401 || response.status === 403) {
      const msj = msjOf(json);
      throw new ErpUnavailable(
        `el ERP respondió ${response.status} a ${path}${msj ? `: ${msj}` : ''}`,
        'http',
        { status: response.status, msj },
      );
    }
    return { status: response.status, json };
  }

  async function get<S extends z.ZodMiniType>(path: string, params: Params, schema: S): Promise<z.output<S>> {
    const { status, json } = await call(path, params, { method: 'GET' });
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new ErpUnavailable(
        `respuesta inesperada del ERP a ${path} (HTTP ${status}): ${parsed.error.issues[0]?.message ?? ''}`,
        'answer',
      );
    }
    return parsed.data;
  }

  return {
    options,
    base,
    call,
    get,
    fetch: (url: URL, init: RequestInit, what: string) => erpFetch(options, url, init, what),
  };
}
export type ErpTransport = ReturnType<typeof createErpTransport>;
