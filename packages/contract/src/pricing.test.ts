import { priceForQuantity } from '@mostrador/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appliedTiers,
  levelNumber,
  parseTiers,
  pricedFromDecimals,
  pricedProduct,
  type WirePricing,
} from './pricing';

const ESCALA = [
  { Desde: 1, Hasta: 5, PrecioNivel: 1 },
  { Desde: 6, Hasta: 10, PrecioNivel: 2 },
  { Desde: 20, Hasta: 49, PrecioNivel: 3 },
];

/** Base 13.00; Precio1 12.50, Precio2 11.00, Precio3 9.75. */
function record(over: Partial<WirePricing> = {}): WirePricing {
  return {
    Productoid: 7,
    Precio: 13,
    Precio1: 12.5,
    Precio2: 11,
    Precio3: 9.75,
    Escala_aplica: true,
    Escala: JSON.stringify(ESCALA),
    ...over,
  };
}

const priceOf = (over: Partial<WirePricing>, quantity: number) =>
  priceForQuantity(pricedProduct(record(over)), quantity);

describe("pricedFromDecimals: decimal prices (the database's, the ERP's) as the tier rule prices them", () => {
  it('turns the base price and every level into minor units, a missing or non-finite level into null', () => {
    const tiers = [{ from: 6, to: 10, level: 2 }];
    expect(
      pricedFromDecimals({
        id: 3,
        price: 9.99,
        levels: [12.5, null, undefined, Number.NaN, 0.1],
        tiers,
        stock: 4,
      }),
    ).toEqual({ id: 3, price: 999, levels: [1250, null, null, null, 10], tiers, stock: 4 });
  });

  it('applies tiers only when the flag is exactly true', () => {
    expect(appliedTiers(true, ESCALA)).toHaveLength(3);
    for (const flag of [false, null, undefined]) expect(appliedTiers(flag, ESCALA)).toEqual([]);
  });
});

describe('pricedProduct: a wire record as the tier rule prices it', () => {
  it('reads id, price, levels, tiers and stock in minor units', () => {
    expect(pricedProduct(record({ Disponible: 8 }))).toEqual({
      id: 7,
      price: 1300,
      levels: [1250, 1100, 975, null, null],
      tiers: [
        { from: 1, to: 5, level: 1 },
        { from: 6, to: 10, level: 2 },
        { from: 20, to: 49, level: 3 },
      ],
      stock: 8,
    });
  });

  it.each([false, null, undefined])('Escala_aplica %s: no tiers, base Precio at any quantity', (flag) => {
    expect(pricedProduct(record({ Escala_aplica: flag })).tiers).toEqual([]);
    expect(priceOf({ Escala_aplica: flag }, 30)).toBe(1300);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty text', ''],
    ['an empty list', '[]'],
    ['malformed JSON', '[{"Desde":1,'],
    ['JSON that is not a list', '{"Desde":1,"Hasta":5,"PrecioNivel":1}'],
    ['a JSON number', '42'],
    ['a list of junk', '[1, "a", null, []]'],
  ])('Escala %s: base Precio, no throw', (_label, escala) => {
    expect(priceOf({ Escala: escala }, 3)).toBe(1300);
  });

  it('accepts an already parsed list', () => {
    expect(priceOf({ Escala: ESCALA }, 7)).toBe(1100);
  });

  it('gives the same prices whatever order the tiers arrive in', () => {
    const reversed = { Escala: JSON.stringify([...ESCALA].reverse()) };
    for (const q of [1, 5, 6, 10, 11, 20, 60]) expect(priceOf(reversed, q)).toBe(priceOf({}, q));
    // "the last tier" is the one reaching the highest quantities, not the last one sent
    expect(priceOf(reversed, 15)).toBe(975);
  });

  it('drops tiers with missing or bad numbers and prices with the rest', () => {
    const escala = [
      { Desde: 1, PrecioNivel: 1 },
      { Desde: 1, Hasta: 5, PrecioNivel: 'x' },
      { Desde: 9, Hasta: 2, PrecioNivel: 1 },
      { Desde: 1.5, Hasta: 5, PrecioNivel: 1 },
      { Desde: 6, Hasta: 10, PrecioNivel: 2 },
    ];
    expect(parseTiers(escala)).toEqual([{ from: 6, to: 10, level: 2 }]);
    expect(priceOf({ Escala: escala }, 8)).toBe(1100);
  });

  it('falls back to base Precio when every tier is invalid', () => {
    expect(priceOf({ Escala: [{ Desde: 'a', Hasta: 5, PrecioNivel: 1 }] }, 3)).toBe(1300);
  });

  it.each([
    ['a level the product lacks', { Escala: [{ Desde: 1, Hasta: 9, PrecioNivel: 8 }] }],
    ['a null level price', { Precio1: null }],
    ['a zero level price', { Precio1: 0 }],
    ['a negative level price', { Precio1: -4 }],
    ['a NaN level price', { Precio1: Number.NaN }],
  ])('%s: base Precio', (_label, over) => {
    expect(priceOf(over, 3)).toBe(1300);
  });

  it('reads levels written as numeric text or as "PrecioN"', () => {
    const escala =
      '[{"Desde":"1","Hasta":"5","PrecioNivel":"Precio2"},{"Desde":6,"Hasta":9,"PrecioNivel":"3"}]';
    expect(priceOf({ Escala: escala }, 2)).toBe(1100);
    expect(priceOf({ Escala: escala }, 6)).toBe(975);
  });

  it('rounds the wire decimal to cents half away from zero', () => {
    expect(priceOf({ Precio: 1.005, Escala_aplica: false }, 1)).toBe(101);
  });

  it.each([
    [undefined, null],
    [null, null],
    [Number.NaN, null],
    [4, 4],
  ])('Disponible %s: stock %s', (d, stock) => {
    expect(pricedProduct(record({ Disponible: d })).stock).toBe(stock);
  });

  it('never throws and always prices at the base or one of the product levels, whatever Escala holds', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.string(), fc.json()),
        fc.integer({ min: -5, max: 100 }),
        (e, q) => {
          expect([1300, 1250, 1100, 975]).toContain(priceOf({ Escala: e }, q));
        },
      ),
    );
  });
});

describe('levelNumber', () => {
  it.each([
    ['Precio4', 4],
    ['precio12', 12],
    [4, 4],
    ['4', 4],
    [' 2 ', 2],
    [0, null],
    [-1, null],
    [1.5, null],
    ['Precio', null],
    ['Precio0', null],
    ['Precio-1', null],
    ['abc', null],
    ['', null],
  ])('%s -> %s', (level, n) => {
    expect(levelNumber(level)).toBe(n);
  });
});
