import { vi } from 'vitest';

/** A request the page made, as the stand-in server received it. */
export interface Call {
  url: URL;
  method: string;
  headers: Headers;
  /** The JSON body of a POST, parsed. */
  body: unknown;
}

/** A JSON answer of the given status. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stands in for the server at the HTTP boundary (the page's own code sends, parses and maps): `answer` gives
 * the response for a call (throw a TypeError for a network failure), or undefined for the wire's 404
 * envelope. Every call is recorded in the returned list. The stub ends with the test (test/setup.ts).
 */
export function stubServer(
  answer: (call: Call) => Response | undefined | Promise<Response | undefined>,
): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://shop.test/'), init);
      const text = request.method === 'GET' ? '' : await request.text();
      const call = {
        url: new URL(request.url),
        method: request.method,
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      calls.push(call);
      return (await answer(call)) ?? json(404, { Status: false, Msj: 'No encontrado' });
    }),
  );
  return calls;
}
