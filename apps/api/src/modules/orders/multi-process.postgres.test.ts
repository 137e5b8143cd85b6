// Two real API processes (`tsx apps/api/src/server.ts`) on one PostgreSQL database, orders over real HTTP
// to both at once: the shape a shop takes when it outgrows one process. Runs only when DATABASE_URL names
// a PostgreSQL server (apps/api/vitest.config.ts leaves *.postgres.test.ts out on PGlite).
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { API_BASE, orderPaths } from '@mostrador/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../db/database';
import { GUEST, onServer, postgresServerUrl, preparedPostgres } from '../../test/app';
import { productStock } from '../../test/fixtures';
import { loginAt, startServerProcess, stockedProduct, stopServerProcess } from '../../test/server-process';

const serverUrl = postgresServerUrl();

const name = `mostrador_mp_${randomBytes(5).toString('hex')}`;
let database: OpenDatabase;
const children: ChildProcess[] = [];
const bases: string[] = [];
const tokens: Array<{ Token: string; Tercerosucid: number }> = [];
let productId = 0;

beforeAll(async () => {
  const prepared = await preparedPostgres(serverUrl, name, { connections: 3, seed: true });
  const url = prepared.url;
  database = prepared.database;
  productId = await stockedProduct(database, 30);

  const settings = {
    LOG_LEVEL: 'warn',
    TOKEN_SECRET: 'multi-process-secret-0123456789-abcdefghij',
    // 100 buyers order as guests from one address here (the limit's own test is in routes.test.ts).
    GUEST_ORDER_RATE_LIMIT: '1000',
  };
  const servers = await Promise.all([startServerProcess(url, settings), startServerProcess(url, settings)]);
  children.push(...servers.map((s) => s.child));
  bases.push(...servers.map((s) => s.base));
  for (const [i, usuario] of ['demo1', 'demo2'].entries()) {
    const response = await loginAt(bases[i % 2] ?? '', usuario);
    const body = (await response.json()) as { Datos: { Token: string; Tercerosucid: number } };
    tokens.push(body.Datos);
  }
}, 180_000);

afterAll(async () => {
  await Promise.all(children.map(stopServerProcess));
  await database?.close();
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

/** One order of `quantity` units over real HTTP to server `server`, as demo1, demo2 or a guest. */
async function order(server: number, who: number, key = randomUUID(), quantity = 1) {
  const customer = tokens[who];
  const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': key };
  if (customer) headers.authorization = `Bearer ${customer.Token}`;
  const detalles = [{ Productoid: productId, Cantidad: quantity }];
  const body = customer
    ? { Tercerosucid: customer.Tercerosucid, Detalles: detalles }
    : { ...GUEST, Detalles: detalles };
  const path = customer ? orderPaths.create : orderPaths.createGuest;
  const response = await fetch(`${bases[server]}${API_BASE}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function soldAndLeft() {
  const sold = await sql<{ n: number }>`
    SELECT coalesce(sum(l.cantidad), 0)::int AS n FROM pedido_lineas l
    JOIN pedidos p ON p.id = l.pedido_id WHERE p.origen = 'web' AND l.producto_id = ${productId}`.execute(
    database.db,
  );
  return { sold: sold.rows[0]?.n ?? -1, left: await productStock(database.db, productId) };
}

describe('two API processes on one PostgreSQL server', () => {
  it('sell exactly the 30 units there are to 100 concurrent buyers spread over both', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => order(i % 2, i % 4)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(70);
    for (const r of refused)
      expect(r.body).toMatchObject({ ErrorDisp: true, ErrorDips: [{ Productoid: productId }] });
    // Both processes sold some.
    expect(new Set(answers.map((a, i) => (a.status === 200 ? i % 2 : -1)).filter((s) => s >= 0)).size).toBe(
      2,
    );
    expect(await soldAndLeft()).toEqual({ sold: 30, left: 0 });
  });

  it('turn 20 concurrent retries of one key, sent to both processes, into one order', async () => {
    await database.db.updateTable('productos').set({ disponible: 10 }).where('id', '=', productId).execute();
    const key = randomUUID();
    const before = await soldAndLeft();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => order(i % 2, 0, key, 2)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await soldAndLeft()).toEqual({ sold: before.sold + 2, left: 8 });
  });

  it('show, on a page and a product asked of the other process right after an order, the new stock', async () => {
    await database.db.updateTable('productos').set({ disponible: 12 }).where('id', '=', productId).execute();
    const { codigo } = await database.db
      .selectFrom('productos')
      .select('codigo')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const page = `${API_BASE}ProductoApi/GetProductos_V2?codigo=${encodeURIComponent(codigo)}`;
    const detail = `${API_BASE}ProductoApi/GetProductoDataTercero_v2?productoid=${productId}`;
    const stockOnPage = async (server: number) => {
      const body = (await (await fetch(`${bases[server]}${page}`)).json()) as {
        Datos: Array<{ Productoid: number; Disponible: number }>;
      };
      return body.Datos.find((p) => p.Productoid === productId)?.Disponible;
    };
    // A browser that already holds the page (its ETag) and asks again.
    const revalidate = async (server: number, etag: string) => {
      const response = await fetch(`${bases[server]}${page}`, { headers: { 'if-none-match': etag } });
      if (response.status === 304) return { status: 304, stock: undefined };
      const body = (await response.json()) as { Datos: Array<{ Productoid: number; Disponible: number }> };
      return {
        status: response.status,
        stock: body.Datos.find((p) => p.Productoid === productId)?.Disponible,
      };
    };
    const stockInDetail = async (server: number) =>
      (
        (await (await fetch(`${bases[server]}${detail}`)).json()) as {
          Producto: { Disponible: number };
        }
      ).Producto.Disponible;
    // Both processes have the page and the product cached at 12.
    for (const server of [0, 1]) {
      expect(await stockOnPage(server)).toBe(12);
      expect(await stockOnPage(server)).toBe(12);
      expect(await stockInDetail(server)).toBe(12);
    }
    const held = (await fetch(`${bases[1]}${page}`)).headers.get('etag') ?? '';
    expect(await revalidate(1, held)).toEqual({ status: 304, stock: undefined });
    expect((await order(0, 2, randomUUID(), 5)).status).toBe(200);
    // Right after the order committed on process 0: process 1 no longer says "not modified".
    expect(await revalidate(1, held)).toEqual({ status: 200, stock: 7 });
    expect(await stockOnPage(1)).toBe(7);
    expect(await stockInDetail(1)).toBe(7);
    expect(await stockOnPage(0)).toBe(7);
  });
});
