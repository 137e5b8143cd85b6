import { parseTiers } from '@mostrador/contract';
import { describe, expect, it } from 'vitest';
import { CUSTOMERS, demoDocuments } from './customers';
import { BASE_PRODUCTS, catalogueTree, demoCatalogue, extraProducts } from './generate';

const now = new Date('2026-11-22T15:00:00Z');

describe('demo data', () => {
  it('is the same on every run (seeded PRNG, dates relative to now)', () => {
    expect(demoCatalogue(now)).toEqual(demoCatalogue(now));
    const products = demoCatalogue(now);
    expect(demoDocuments(now, products)).toEqual(demoDocuments(now, products));
  });

  it('has a believable catalogue: levels below the list price, tiers, stock, unique codes', () => {
    const products = demoCatalogue(now);
    expect(products).toHaveLength(BASE_PRODUCTS);
    expect(new Set(products.map((p) => p.codigo)).size).toBe(products.length);
    for (const p of products) {
      const levels = [p.precio1, p.precio2, p.precio3, p.precio4, p.precio5].filter(
        (x): x is number => x !== null,
      );
      expect(Math.max(...levels)).toBe(p.precio1);
      // Nobody pays less by logging out: the customers' levels (demo2 buys at 2) are at or below the visitors'
      // (GUEST_PRICE_LEVEL, 4), and so is the volume tiers' level 5.
      for (const level of [p.precio2, p.precio3, p.precio5]) {
        if (level !== null) expect(level).toBeLessThanOrEqual(p.precio4 ?? 0);
      }
      if (p.escala_aplica) expect(parseTiers(p.escala).length).toBeGreaterThan(0);
      else expect(p.escala).toBeNull();
    }
    expect(products.filter((p) => p.escala_aplica).length).toBeGreaterThan(50);
    expect(products.filter((p) => p.disponible === 0).length).toBeGreaterThan(5);
    const tree = catalogueTree();
    expect(new Set(products.map((p) => p.categoria_id)).size).toBe(tree.categorias.length);
  });

  it("sizes its clothes in the specification's sizes, S for its x: S, M, XL, XXL", () => {
    const dressed = demoCatalogue(now).filter((p) => p.demo?.includes('"variation"'));
    expect(dressed.length).toBeGreaterThan(3);
    for (const p of dressed) {
      const { variation } = JSON.parse(p.demo ?? '{}') as { variation: { size: { name: string }[] }[] };
      for (const v of variation) expect(v.size.map((z) => z.name)).toEqual(['s', 'm', 'xl', 'xxl']);
    }
  });

  it('gives each customer a year of invoices, the last one days ago', () => {
    const docs = demoDocuments(now, demoCatalogue(now));
    for (const c of CUSTOMERS) {
      const invoices = docs.facturas
        .filter((f) => f.tercero_id === c.id)
        .map((f) => f.fecha)
        .sort();
      expect(invoices.length).toBeGreaterThan(15);
      expect(invoices.at(-1)).toBe(
        new Date(now.getTime() - c.lastInvoiceDaysAgo * 86_400_000).toISOString().slice(0, 10),
      );
      expect(invoices[0] ?? '9999').toMatch(/^2025-/);
      expect(docs.recibos.some((r) => r.tercero_id === c.id)).toBe(true);
    }
    const invoiced = new Set(docs.facturas.map((f) => f.id));
    for (const p of docs.pedidos) expect(invoiced.has(p.id)).toBe(p.estado === 'facturado');
  });

  it('generates extra products with fresh ids and codes for large catalogues', () => {
    const extra = extraProducts(BASE_PRODUCTS + 1, 500);
    expect(extra[0]?.id).toBe(BASE_PRODUCTS + 1);
    const codes = new Set([...demoCatalogue(now), ...extra].map((p) => p.codigo));
    expect(codes.size).toBe(BASE_PRODUCTS + 500);
  });
});
