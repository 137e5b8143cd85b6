import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  facturasAnswer,
  getProductosAnswer,
  listItems,
  loginAnswer,
  pedidoWebCreateResponse,
  REFUSAL_HEADER,
  ratesResponse,
  reportLinkAnswer,
} from '@mostrador/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A real HTTP server on this machine stands in for the ERP API; the client talks to it over the network.
let server: Server;
let base: string;
let seen: { url: URL; headers: IncomingMessage['headers']; method: string | undefined; body: string }[] = [];
let reply: { status: number; body: unknown; headers?: Record<string, string> } = {
  status: 200,
  body: { Status: true, Datos: [] },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ url: new URL(req.url ?? '/', 'http://x'), headers: req.headers, method: req.method, body });
      res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/apiGold/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  reply = { status: 200, body: { Status: true, Datos: [] } };
  vi.resetModules();
  vi.stubEnv('VITE_API_BASE', base);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function client() {
  const http = await import('./http');
  const token = await import('./session-token');
  return { ...http, ...token };
}

describe('the API client', () => {
  it('appends usuarioid and empresaid, sends JSON, and no bearer for a customer (its session cookie names it)', async () => {
    const { apiRequest, setSessionCustomer, getSessionCustomerId } = await client();
    setSessionCustomer(7);
    expect(getSessionCustomerId()).toBe(7);
    const sent = vi.spyOn(globalThis, 'fetch');
    await apiRequest(getProductosAnswer, 'ProductoApi/GetProductos_V2', {
      params: { length: 0, codigo: null, skip: undefined },
    });
    const call = seen[0];
    expect(call?.url.pathname).toBe('/apiGold/ProductoApi/GetProductos_V2');
    expect(call?.url.searchParams.get('usuarioid')).toBe('1');
    expect(call?.url.searchParams.get('empresaid')).toBe('1');
    expect(call?.url.searchParams.get('codigo')).toBe('');
    expect(call?.url.searchParams.has('skip')).toBe(false);
    expect(call?.headers.authorization).toBeUndefined();
    expect(call?.headers['content-type']).toBe('application/json');
    // The browser sends the session cookie with it, also to an API of another origin of the deployment.
    expect(sent.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('gives {data} with the parsed answer', async () => {
    const { apiRequest } = await client();
    reply = { status: 200, body: { base: 'USD', date: '2026-11-22', rates: { EUR: 0.9 } } };
    const rates = { schema: ratesResponse, data: (a: { rates: Record<string, number> }) => a.rates };
    expect(await apiRequest(rates, 'MonedaApi/GetTasas')).toEqual({ data: { EUR: 0.9 } });
  });

  it('gives the error with the spec message when the network fails, and no notice for a GET', async () => {
    vi.stubEnv('VITE_API_BASE', 'http://127.0.0.1:1/apiGold/');
    const { apiRequest } = await client();
    const toast = await import('react-hot-toast');
    const shown = vi.spyOn(toast.default, 'error');
    const answer = await apiRequest(getProductosAnswer, 'ProductoApi/GetProductos_V2');
    expect(answer.error).toEqual({
      status: 'FETCH_ERROR',
      msj: 'Algo salio mal, por favor verifica o contacta a tu administrador',
    });
    expect(console.error).toHaveBeenCalled();
    expect(shown).not.toHaveBeenCalled();
  });

  it('refuses an answer that does not fit the contract', async () => {
    const { apiRequest } = await client();
    reply = { status: 200, body: { Status: true, Datos: [{ Productoid: 'not a number' }] } };
    const answer = await apiRequest(getProductosAnswer, 'ProductoApi/GetProductos_V2');
    expect(answer.error?.status).toBe('PARSE_ERROR');
  });

  it('sends a POST body and gives the server error with its Msj', async () => {
    const { apiRequest } = await client();
    reply = { status: 401, body: { Status: false, Msj: 'Usuario o contraseña incorrectos' } };
    const answer = await apiRequest(loginAnswer, 'TerceroApi/LoginTercero', {
      method: 'POST',
      body: { usuario: 'a', contrasena: 'b' },
    });
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({ usuario: 'a', contrasena: 'b' });
    expect(seen[0]?.method).toBe('POST');
    expect(answer.error).toEqual({ status: 401, msj: 'Usuario o contraseña incorrectos' });
  });

  it('shows "Por favor verifique la red" when a POST gets no answer', async () => {
    vi.stubEnv('VITE_API_BASE', 'http://127.0.0.1:1/apiGold/');
    const { apiRequest } = await client();
    const toast = await import('react-hot-toast');
    const shown = vi.spyOn(toast.default, 'error');
    const answer = await apiRequest(loginAnswer, 'TerceroApi/LoginTercero', { method: 'POST', body: {} });
    expect(answer.error).toEqual({ status: 'FETCH_ERROR', msj: 'Por favor verifique la red' });
    await vi.waitFor(() =>
      expect(shown).toHaveBeenCalledWith('Por favor verifique la red', expect.anything()),
    );
  });

  it('reads the body of a status the wire defines as an answer (the order 409) as data', async () => {
    const { apiRequest } = await client();
    const short = {
      Status: true,
      Msj: 'Sin existencias',
      ErrorDisp: true,
      ErrorDips: [{ Productoid: 9, Solicitado: 3, Disponible: 1 }],
    };
    reply = { status: 409, body: short };
    const order = { schema: pedidoWebCreateResponse, data: (a: unknown) => a };
    expect((await apiRequest(order, 'PedidoApi/PedidoWebCreate', { method: 'POST' })).error?.status).toBe(
      409,
    );
    const answered = await apiRequest(order, 'PedidoApi/PedidoWebCreate', { method: 'POST', answers: [409] });
    expect(answered).toEqual({ data: short });
  });

  it('a 401 or 403 answer tells the onUnauthorized listeners; a 404 does not', async () => {
    const { apiRequest, onUnauthorized } = await client();
    const heard = vi.fn();
    onUnauthorized(heard);
    reply = { status: 401, body: { Status: false, Msj: 'Token vencido' } };
    const answer = await apiRequest(facturasAnswer, 'TerceroApi/TerceroSucGetFactura');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(answer.error).toEqual({ status: 401, msj: 'Token vencido' });
    // The session cookie is another customer's: not this tab's session either.
    reply = { status: 403, body: { Status: false, Msj: 'No tiene acceso a los datos de otro cliente' } };
    await apiRequest(facturasAnswer, 'TerceroApi/TerceroSucGetFactura');
    expect(heard).toHaveBeenCalledTimes(2);
    reply = { status: 404, body: { Status: false, Msj: 'No encontrado' } };
    await apiRequest(facturasAnswer, 'TerceroApi/TerceroSucGetFactura');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("a 403 for the person's role is a refusal to show, not the session's end", async () => {
    const { apiRequest, onUnauthorized } = await client();
    const heard = vi.fn();
    onUnauthorized(heard);
    const Msj = 'Un usuario de consulta no hace pedidos';
    reply = { status: 403, body: { Status: false, Msj }, headers: { [REFUSAL_HEADER]: 'role' } };
    const answer = await apiRequest(facturasAnswer, 'TerceroApi/TerceroSucGetFactura');
    expect(answer.error).toEqual({ status: 403, msj: Msj });
    expect(heard).not.toHaveBeenCalled();
  });

  it('apiRequest gives the data where the answer keeps it: a top-level key, Datos or a bare array', async () => {
    const { apiRequest } = await client();
    const factura = {
      facturaid: 1,
      prefijo: 'FV',
      numero: 7,
      fecha: '2026-11-01',
      items: 1,
      cantidad: 2,
      subtotal: 10,
      impuesto: 1.9,
      total: 11.9,
      saldo: 0,
    };
    reply = { status: 200, body: { Status: true, Facturas: [factura] } };
    expect((await apiRequest(facturasAnswer, 'x')).data).toEqual([factura]);
    reply = { status: 200, body: { Status: true, Datos: { Url: '/ReporteApp/x', Expira: 'z' } } };
    expect((await apiRequest(reportLinkAnswer, 'x')).data).toEqual({ Url: '/ReporteApp/x', Expira: 'z' });
    reply = { status: 200, body: [{ Value: '05', Text: 'Antioquia' }] };
    const bare = { schema: listItems, data: (a: { Value: string }[]) => a };
    expect((await apiRequest(bare, 'x')).data).toEqual([{ Value: '05', Text: 'Antioquia' }]);
    // The ERP says no with Status false and a Msj, whatever else the answer would hold.
    reply = { status: 200, body: { Status: false, Msj: 'Cliente no encontrado' } };
    expect((await apiRequest(facturasAnswer, 'x')).error).toEqual({
      status: 200,
      msj: 'Cliente no encontrado',
    });
  });
});
