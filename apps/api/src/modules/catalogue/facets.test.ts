// Facets (issue 52): ContarFacetas lists the brand, colours, sizes and attributes of what the catalogue's
// filters match, with counts that follow those filters; `facetas` narrows GetProductos_V2 and ContarProductos.
import {
  apiPath,
  contarFacetasResponse,
  contarProductosResponse,
  type Facet,
  getProductosResponse,
} from '@mostrador/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/fixtures';

const t = testApp();

async function facets(query: string): Promise<Facet[]> {
  const response = await t.app.inject({ method: 'GET', url: `${apiPath('contarFacetas')}?${query}` });
  expect(response.statusCode, query).toBe(200);
  return contarFacetasResponse.parse(response.json()).Datos ?? [];
}
async function total(query: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: `${apiPath('contarProductos')}?${query}` });
  return contarProductosResponse.parse(response.json()).Datos?.Total ?? -1;
}
async function products(query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${apiPath('getProductos')}?${query}&pagesize=100`,
  });
  expect(response.statusCode, query).toBe(200);
  return getProductosResponse.parse(response.json()).Datos ?? [];
}
const counts = (list: Facet[], name: string) =>
  Object.fromEntries((list.find((f) => f.Faceta === name)?.Valores ?? []).map((v) => [v.Valor, v.Total]));
const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);
const facetas = (text: string) => `facetas=${encodeURIComponent(text)}`;

describe('ContarFacetas', () => {
  it('lists brand, colour and size first, then the attributes; every product has one brand', async () => {
    const all = await facets('categoriaid=null');
    expect(all.slice(0, 3).map((f) => f.Faceta)).toEqual(['marca', 'color', 'talla']);
    expect(all.map((f) => f.Faceta)).toContain('Presentación');
    expect(sum(counts(all, 'marca'))).toBe(await total('categoriaid=null'));
    expect(counts(all, 'talla')).toMatchObject({ s: expect.any(Number), xxl: expect.any(Number) });
  });

  it('counts follow the category, the price range and the search', async () => {
    for (const query of [
      'categoriaid=1',
      'precio_min=50&precio_max=200',
      'nombreFull=camisa',
      'grupoid=11',
    ]) {
      const brands = counts(await facets(query), 'marca');
      expect(sum(brands), query).toBe(await total(query));
      expect(sum(brands), query).toBeLessThan(await total('categoriaid=null'));
    }
  });

  it('a brand chosen narrows the products and the other facets, and leaves its own values choosable', async () => {
    const before = await facets('categoriaid=1');
    const [brand, n] = Object.entries(counts(before, 'marca'))[0] ?? ['', 0];
    const chosen = `categoriaid=1&${facetas(`marca:${brand}`)}`;
    const page = await products(chosen);
    expect(page.length).toBe(n);
    expect(page.every((p) => p.Marca === brand)).toBe(true);
    expect(await total(chosen)).toBe(n);
    const after = await facets(chosen);
    // The brand's own counts ignore its choice: the other brands are still there to add.
    expect(counts(after, 'marca')).toEqual(counts(before, 'marca'));
    expect(sum(counts(after, 'color'))).toBeLessThan(sum(counts(before, 'color')));
  });

  it('two values of a facet match either; two facets match both', async () => {
    const all = counts(await facets('categoriaid=null'), 'marca');
    const [a, b] = Object.keys(all);
    expect(await total(facetas(`marca:${a}|marca:${b}`))).toBe((all[a ?? ''] ?? 0) + (all[b ?? ''] ?? 0));
    const inRed = await products(facetas(`color:red|marca:${a}`));
    for (const p of inRed) {
      expect(p.Marca).toBe(a);
      expect(p.variation?.map((v) => v.color)).toContain('red');
    }
    const red = counts(await facets(facetas('color:red')), 'marca');
    expect(inRed.length).toBe(red[a ?? ''] ?? 0);
  });

  it('lists a chosen value the other filters leave without products, with 0', async () => {
    const list = await facets(`nombreFull=camisa&${facetas('marca:Sin marca')}`);
    expect(counts(list, 'marca')['Sin marca']).toBe(0);
  });

  it('counts right after a catalogue write, and the same after a stock change', async () => {
    const db = t.database.db;
    const before = counts(await facets('categoriaid=null'), 'marca');
    const product = await db
      .selectFrom('productos')
      .select(['id', 'facetas'])
      .where('activo', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const brand = product.facetas.marca?.[0] ?? '';
    // An order's write: the stock moves, what matches does not.
    await sql`update productos set disponible = disponible + 3 where id = ${product.id}`.execute(db);
    expect(counts(await facets('categoriaid=null'), 'marca')).toEqual(before);
    // A catalogue write hides it (an import or a sync without it): its brand counts one fewer, then back.
    await sql`update productos set activo = false where id = ${product.id}`.execute(db);
    expect(counts(await facets('categoriaid=null'), 'marca')[brand]).toBe((before[brand] ?? 0) - 1);
    await sql`update productos set activo = true where id = ${product.id}`.execute(db);
    expect(counts(await facets('categoriaid=null'), 'marca')).toEqual(before);
  });

  it('refuses a malformed facetas with a 400 envelope naming it', async () => {
    for (const bad of [
      'marca',
      ':Andino',
      'marca:',
      Array.from({ length: 21 }, (_, i) => `m:${i}`).join('|'),
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${apiPath('getProductos')}?${facetas(bad)}`,
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json(), bad).toMatchObject({ Status: false, Msj: expect.stringContaining('facetas') });
    }
  });
});
