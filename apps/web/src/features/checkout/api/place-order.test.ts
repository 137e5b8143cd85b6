import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { baseApi } from '../../../lib/api';
import { type NewOrder, placeOrderApi } from './place-order';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** The server answers every order with `answer` (or the network is down when it is null). */
function server(answer: { status: number; body: unknown } | null) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://shop.test/'), init);
      calls.push({
        url: request.url,
        method: request.method,
        headers: request.headers,
        body: JSON.parse(await request.text()),
      });
      if (answer === null) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

async function placeOrder(order: NewOrder, idempotencyKey: string) {
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  return store.dispatch(placeOrderApi.endpoints.placeOrder.initiate({ order, idempotencyKey }));
}

const customerOrder: NewOrder = {
  kind: 'customer',
  branchId: 3,
  note: 'a la tarde',
  lines: [
    { productId: 9, quantity: 4, comment: '' },
    { productId: 12, quantity: 1, comment: 'roja', color: 'red', size: 'm' },
  ],
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('placing an order', () => {
  it("posts the customer's order under its Idempotency-Key and gives the order's number", async () => {
    const calls = server({
      status: 200,
      body: { Status: true, Msj: 'ok', Datos: { pedidoid: 71, numero: 1042 } },
    });
    const placed = await placeOrder(customerOrder, 'key-1');
    expect(placed).toEqual({ data: { kind: 'created', orderId: 71, number: 1042 } });
    const call = calls[0];
    expect(new URL(call?.url ?? '').pathname).toBe('/apiGold/PedidoApi/PedidoWebCreate');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(call?.body).toEqual({
      Tercerosucid: 3,
      Observacion: 'a la tarde',
      Detalles: [
        { Productoid: 9, Cantidad: 4, Observacion: '' },
        { Productoid: 12, Cantidad: 1, Observacion: 'roja', Color: 'red', Talla: 'm' },
      ],
    });
  });

  it("posts a guest's order to the guest endpoint", async () => {
    const calls = server({
      status: 200,
      body: { Status: true, Msj: 'ok', Datos: { pedidoid: 72, numero: 1043 } },
    });
    const delivery = {
      Nit: '900123456',
      Tercero: 'Tienda',
      Telefono1: '3001234567',
      Direccion: 'Calle 1',
      Email: 'a@example.com',
      Ciudad: '05001',
      Departamento: '05',
      Observacion: '',
    };
    const guest: NewOrder = {
      kind: 'guest',
      guest: delivery,
      note: 'portería',
      lines: [{ productId: 9, quantity: 1, comment: '' }],
    };
    await placeOrder(guest, 'key-2');
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/apiGold/PedidoApi/PedidoWebCreateAnonimo');
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('key-2');
    expect(calls[0]?.body).toEqual({
      ...delivery,
      Observacion: 'portería',
      Detalles: [{ Productoid: 9, Cantidad: 1, Observacion: '' }],
    });
  });

  it('gives the short lines of a 409 shortage (Status true, ErrorDisp, ErrorDips) as the answer', async () => {
    const short = [{ Productoid: 9, Solicitado: 4, Disponible: 3, Color: 'white', Talla: 'x' }];
    server({
      status: 409,
      body: { Status: true, Msj: 'Sin existencias suficientes', ErrorDisp: true, ErrorDips: short },
    });
    expect(await placeOrder(customerOrder, 'key-3')).toEqual({
      data: {
        kind: 'stock',
        short: [{ productId: 9, requested: 4, available: 3, color: 'white', size: 'x' }],
      },
    });
  });

  it("gives a refusal's message as the error", async () => {
    server({ status: 403, body: { Status: false, Msj: 'Crédito bloqueado' } });
    expect((await placeOrder(customerOrder, 'key-4')).error).toEqual({
      status: 403,
      msj: 'Crédito bloqueado',
    });
  });

  it('says when no answer came, with the spec notice', async () => {
    server(null);
    const toast = await import('react-hot-toast');
    const shown = vi.spyOn(toast.default, 'error');
    expect((await placeOrder(customerOrder, 'key-5')).error).toEqual({
      status: 'FETCH_ERROR',
      msj: 'Por favor verifique la red',
    });
    await vi.waitFor(() =>
      expect(shown).toHaveBeenCalledWith('Por favor verifique la red', expect.anything()),
    );
  });
});
