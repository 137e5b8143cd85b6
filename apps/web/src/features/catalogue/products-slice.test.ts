import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureStore } from '@reduxjs/toolkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A real HTTP server on this machine plays the API.
let server: Server;
let base: string;
let answer: { status: number; body: string } = { status: 200, body: '' };
let asked: URL[] = [];

const record = (id: number) => ({
  Productoid: id,
  Producto_cod: `P-${id}`,
  Referencia: `R-${id}`,
  Producto: `Producto ${id}`,
  Categoriaid: 1,
  Grupoid: 1,
  Subgrupoid: 1,
  Precio: 10,
  Precio1: null,
  Precio2: null,
  Precio3: null,
  Precio4: 10,
  Precio5: null,
  Escala_aplica: false,
  Escala: null,
  Disponible: 3,
  Imagenes: [],
  texto_adicional: null,
  Dimesiones: null,
});

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(new URL(req.url ?? '/', 'http://x'));
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/apiGold/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  asked = [];
  vi.resetModules();
  vi.stubEnv('VITE_API_BASE', base);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function setup() {
  const slice = await import('./products-slice');
  const { baseApi } = await import('../../lib/api');
  const store = configureStore({
    reducer: { products: slice.productsSlice.reducer, [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  return { store, load: slice.loadStartupProducts, replaced: slice.productsReplaced };
}

describe('the startup product load', () => {
  it('asks GetProductos_V2 with the spec parameters and replaces the list wholesale', async () => {
    const { store, load, replaced } = await setup();
    const { toProduct } = await import('../../lib/api');
    store.dispatch(replaced([toProduct(record(1)), toProduct(record(2)), toProduct(record(3))]));
    answer = { status: 200, body: JSON.stringify({ Status: true, Datos: [record(7), record(8)] }) };
    await store.dispatch(load());
    expect(store.getState().products.items.map((p) => p.id)).toEqual([7, 8]);
    const url = asked[0];
    expect(url?.pathname).toBe('/apiGold/ProductoApi/GetProductos_V2');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      usuarioid: '1',
      empresaid: '1',
      codigo: '',
      descripcion: '',
      categoriaid: '',
      grupoid: '',
      subgrupoid: '',
      precio_min: '',
      precio_max: '',
      length: '0',
      bodegaid: '1',
      orden: '0',
      webpedidoid: '',
      api: 'true',
      api2: '',
      terceroid: '',
      nombreFull: '',
    });
  });

  it('keeps the list empty and only logs when the call fails', async () => {
    const { store, load } = await setup();
    answer = { status: 500, body: JSON.stringify({ Status: false, Msj: 'caído' }) };
    await store.dispatch(load());
    expect(store.getState().products.items).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });

  it('logs nothing when a session change drops the load it had started (the API state reset)', async () => {
    const { store, load } = await setup();
    const { baseApi } = await import('../../lib/api');
    answer = { status: 200, body: JSON.stringify({ Status: true, Datos: [record(7)] }) };
    const loading = store.dispatch(load());
    store.dispatch(baseApi.util.resetApiState());
    await loading;
    expect(console.error).not.toHaveBeenCalled();
  });

  it('keeps the list as it is when the answer does not fit the contract', async () => {
    const { store, load } = await setup();
    answer = { status: 200, body: JSON.stringify({ Status: true, Datos: [{ Productoid: 'x' }] }) };
    await store.dispatch(load());
    expect(store.getState().products).toEqual({ items: [], loaded: false });
  });
});
