// The catalogue's answers are written by serializers compiled once from the contract's JSON Schema
// (lib/json-serializer.ts), not by a zod walk per answer. What a client reads must not change: every answer
// of the demo catalogue (every page at two price levels, every product, the tree, every category's groups,
// the error envelopes) is byte for byte what the contract's zod schema encodes from the same data.
import {
  apiPath,
  categoriasResponse,
  errorEnvelope,
  getProductoDataResponse,
  getProductosResponse,
  type Session,
  subgruposResponse,
} from '@mostrador/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoCustomers } from '../../test/fixtures';

const t = demoCustomers();

async function get(url: string, session?: Session) {
  const response = await t.app.inject({ method: 'GET', url, headers: session ? t.bearer(session) : {} });
  return { status: response.statusCode, body: response.body };
}

/** What zod's serializer (fastify-type-provider-zod: z.encode, then JSON.stringify) writes for `body`. */
function zodWrites(schema: z.core.$ZodType, body: string): string {
  return JSON.stringify(z.encode(schema, JSON.parse(body)));
}

describe('catalogue answers from precompiled serializers', () => {
  it('write every page of the catalogue, at two price levels and in each order, as zod would', async () => {
    let products = 0;
    for (const session of [undefined, t.demo2]) {
      for (const orden of [0, 1, 2]) {
        for (let offset = 0; ; offset += 100) {
          const { status, body } = await get(
            `${apiPath('getProductos')}?pagesize=100&length=${offset}&orden=${orden}`,
            session,
          );
          expect(status).toBe(200);
          expect(body).toBe(zodWrites(getProductosResponse, body));
          const count = (JSON.parse(body) as { Datos: unknown[] }).Datos.length;
          products += count;
          if (count < 100) break;
        }
      }
    }
    expect(products).toBe(6 * 180);
  });

  it('write every product with its description (the hostile one included), the demo fields too', async () => {
    for (let id = 1; id <= 180; id++) {
      const { status, body } = await get(`${apiPath('getProductoData')}?productoid=${id}`);
      expect(status).toBe(200);
      expect(body).toBe(zodWrites(getProductoDataResponse, body));
      expect(Object.keys(JSON.parse(body) as object)).toEqual(['Status', 'Producto', 'Html', 'Msj']);
    }
  });

  it('write the tree and every category’s groups as zod would', async () => {
    const tree = await get(apiPath('categorias'));
    expect(tree.status).toBe(200);
    expect(tree.body).toBe(zodWrites(categoriasResponse, tree.body));
    const ids = (JSON.parse(tree.body) as Array<{ Categoriaid: number }>).map((c) => c.Categoriaid);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of [...ids, 999, 'null']) {
      const groups = await get(`${apiPath('subgrupos')}?categoriaid=${id}`);
      expect(groups.status).toBe(200);
      expect(groups.body).toBe(zodWrites(subgruposResponse, groups.body));
    }
  });

  it('write the error envelopes as zod would', async () => {
    for (const url of [
      `${apiPath('getProductoData')}?productoid=999999`,
      `${apiPath('getProductoData')}?productoid=abc`,
      `${apiPath('getProductos')}?precio_min=10&precio_max=1`,
      `${apiPath('getProductos')}?pagesize=1000`,
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBeGreaterThanOrEqual(400);
      expect(body).toBe(zodWrites(errorEnvelope, body));
      expect(JSON.parse(body)).toEqual({ Status: false, Msj: expect.any(String) });
    }
  });
});
