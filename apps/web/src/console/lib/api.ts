// The console's one seam to its API (/staff/api/...): JSON with the staff cookie, answers parsed with the
// contract's console schemas. A refusal becomes a ConsoleApiError with the server's envelope.
import type { z } from 'zod/mini';

export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

export async function callApi<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<z.output<S>> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ConsoleApiError(response.status, String(body.Msj ?? response.statusText), body);
  return schema.parse(body);
}

/** A query string of the defined, non-empty values. */
export function queryOf(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
