import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMinor } from './money';
import {
  activeTierIndex,
  levelNumber,
  nextTierNudge,
  type PricedProduct,
  parseTiers,
  priceAtLevel,
  priceForQuantity,
  type Tier,
  tierTable,
} from './pricing';

const TIERS: Tier[] = [
  { Desde: 1, Hasta: 5, PrecioNivel: 1 },
  { Desde: 6, Hasta: 10, PrecioNivel: 2 },
  { Desde: 20, Hasta: 49, PrecioNivel: 3 },
];

/** Base 13.00; level 1: 12.50, level 2: 11.00, level 3: 9.75. */
function product(over: Partial<PricedProduct> = {}): PricedProduct {
  return {
    Productoid: 7,
    Precio: 13,
    Precio1: 12.5,
    Precio2: 11,
    Precio3: 9.75,
    Escala_aplica: true,
    Escala: JSON.stringify(TIERS),
    ...over,
  };
}

describe('priceForQuantity: the tier rule (spec §5)', () => {
  it.each([
    [1, 1250, 'Desde of the first tier'],
    [5, 1250, 'Hasta of the first tier'],
    [6, 1100, 'Desde of the second tier'],
    [10, 1100, 'Hasta of the second tier'],
    [11, 975, 'first quantity of the gap: the last tier applies'],
    [19, 975, 'last quantity of the gap'],
    [20, 975, 'Desde of the last tier'],
    [49, 975, 'Hasta of the last tier'],
    [50, 975, 'above every tier: the last tier applies'],
  ])('quantity %d -> %d cents (%s)', (quantity, cents) => {
    expect(priceForQuantity(product(), quantity)).toBe(cents);
  });

  it.each([0, -1, -50, Number.NaN])('quantity %d is not above 0: base Precio', (quantity) => {
    expect(priceForQuantity(product(), quantity)).toBe(1300);
  });

  it.each([false, null, undefined])('Escala_aplica %s: base Precio at any quantity', (flag) => {
    const p = product({ Escala_aplica: flag });
    expect(priceForQuantity(p, 1)).toBe(1300);
    expect(priceForQuantity(p, 30)).toBe(1300);
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
    expect(priceForQuantity(product({ Escala: escala }), 3)).toBe(1300);
  });

  it('accepts an already parsed list', () => {
    expect(priceForQuantity(product({ Escala: TIERS }), 7)).toBe(1100);
  });

  it('gives the same prices whatever order the tiers arrive in', () => {
    const reversed = product({ Escala: JSON.stringify([...TIERS].reverse()) });
    for (const q of [1, 5, 6, 10, 11, 20, 60]) {
      expect(priceForQuantity(reversed, q)).toBe(priceForQuantity(product(), q));
    }
    // "the last tier" is the one reaching the highest quantities, not the last one sent
    expect(priceForQuantity(reversed, 15)).toBe(975);
  });

  it('with one tier, that tier applies to every quantity above 0 (it is also the last)', () => {
    const one = product({ Escala: [{ Desde: 10, Hasta: 20, PrecioNivel: 2 }] });
    expect(priceForQuantity(one, 0)).toBe(1300);
    expect(priceForQuantity(one, 3)).toBe(1100);
    expect(priceForQuantity(one, 10)).toBe(1100);
    expect(priceForQuantity(one, 20)).toBe(1100);
    expect(priceForQuantity(one, 21)).toBe(1100);
  });

  it('drops tiers with missing or bad numbers and prices with the rest', () => {
    const escala = [
      { Desde: 1, PrecioNivel: 1 },
      { Desde: 1, Hasta: 5, PrecioNivel: 'x' },
      { Desde: 9, Hasta: 2, PrecioNivel: 1 },
      { Desde: 1.5, Hasta: 5, PrecioNivel: 1 },
      { Desde: 6, Hasta: 10, PrecioNivel: 2 },
    ];
    expect(parseTiers(escala)).toEqual([{ Desde: 6, Hasta: 10, PrecioNivel: 2 }]);
    expect(priceForQuantity(product({ Escala: escala }), 8)).toBe(1100);
  });

  it('falls back to base Precio when every tier is invalid', () => {
    expect(priceForQuantity(product({ Escala: [{ Desde: 'a', Hasta: 5, PrecioNivel: 1 }] }), 3)).toBe(1300);
  });

  it.each([
    ['a level the product lacks', { Escala: [{ Desde: 1, Hasta: 9, PrecioNivel: 8 }] }],
    ['a null level price', { Precio1: null }],
    ['a zero level price', { Precio1: 0 }],
    ['a negative level price', { Precio1: -4 }],
    ['a NaN level price', { Precio1: Number.NaN }],
  ])('%s: base Precio', (_label, over) => {
    expect(priceForQuantity(product(over as Partial<PricedProduct>), 3)).toBe(1300);
  });

  it('reads levels written as numeric text or as "PrecioN"', () => {
    const escala =
      '[{"Desde":"1","Hasta":"5","PrecioNivel":"Precio2"},{"Desde":6,"Hasta":9,"PrecioNivel":"3"}]';
    expect(priceForQuantity(product({ Escala: escala }), 2)).toBe(1100);
    expect(priceForQuantity(product({ Escala: escala }), 6)).toBe(975);
  });

  it('rounds the wire decimal to cents half away from zero', () => {
    expect(priceForQuantity(product({ Precio: 1.005, Escala_aplica: false }), 1)).toBe(101);
  });

  it('never throws and always prices at the base or one of the product levels, whatever Escala holds', () => {
    const prices = [1300, 1250, 1100, 975];
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.string(), fc.json()),
        fc.integer({ min: -5, max: 100 }),
        (escala, q) => {
          const p = product({ Escala: escala as PricedProduct['Escala'] });
          expect(prices).toContain(priceForQuantity(p, q));
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

describe('tierTable and activeTierIndex (the product page)', () => {
  it('lists the tiers sorted with their unit prices', () => {
    const p = product({ Escala: [...TIERS].reverse() });
    expect(tierTable(p)).toEqual([
      { tier: TIERS[0], unitPrice: toMinor(12.5) },
      { tier: TIERS[1], unitPrice: toMinor(11) },
      { tier: TIERS[2], unitPrice: toMinor(9.75) },
    ]);
  });

  it('shows the base price for a tier whose level has no price', () => {
    const p = product({ Precio2: null });
    expect(tierTable(p).map((r) => r.unitPrice)).toEqual([1250, 1300, 975]);
  });

  it('is empty when the tier flag is off or the list is bad', () => {
    expect(tierTable(product({ Escala_aplica: false }))).toEqual([]);
    expect(tierTable(product({ Escala: 'nope' }))).toEqual([]);
  });

  it.each([
    [0, null],
    [1, 0],
    [5, 0],
    [6, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [100, 2],
  ])('quantity %d highlights row %s', (q, index) => {
    expect(activeTierIndex(product(), q)).toBe(index);
  });

  it('highlights nothing when the tier flag is off', () => {
    expect(activeTierIndex(product({ Escala_aplica: false }), 3)).toBeNull();
  });

  it('the highlighted row always carries the price the cart charges', () => {
    for (let q = 1; q <= 60; q++) {
      const index = activeTierIndex(product(), q);
      expect(index).not.toBeNull();
      expect(tierTable(product())[index ?? -1]?.unitPrice).toBe(priceForQuantity(product(), q));
    }
  });
});

describe('nextTierNudge (the cart)', () => {
  it.each([
    [1, { moreUnits: 5, unitPrice: 1100 }],
    [5, { moreUnits: 1, unitPrice: 1100 }],
    [6, { moreUnits: 5, unitPrice: 975 }],
    [10, { moreUnits: 1, unitPrice: 975 }],
    [11, null],
    [60, null],
  ])('at quantity %d -> %o', (q, nudge) => {
    expect(nextTierNudge(product(), q)).toEqual(nudge);
  });

  it('is null below 1 unit, without tiers, or when stock cannot reach the cheaper tier', () => {
    expect(nextTierNudge(product(), 0)).toBeNull();
    expect(nextTierNudge(product({ Escala_aplica: false }), 1)).toBeNull();
    expect(nextTierNudge(product({ Disponible: 5 }), 1)).toBeNull();
    expect(nextTierNudge(product({ Disponible: 6 }), 1)).toEqual({ moreUnits: 5, unitPrice: 1100 });
  });

  it('skips a dearer tier and points at the next cheaper one', () => {
    const p = product({
      Escala: [
        { Desde: 1, Hasta: 4, PrecioNivel: 2 },
        { Desde: 5, Hasta: 9, PrecioNivel: 1 },
        { Desde: 10, Hasta: 99, PrecioNivel: 3 },
      ],
    });
    expect(nextTierNudge(p, 2)).toEqual({ moreUnits: 8, unitPrice: 975 });
  });

  it('always names the fewest extra units that make the unit price cheaper', () => {
    const tier = fc.record({
      Desde: fc.integer({ min: 1, max: 30 }),
      Hasta: fc.integer({ min: 1, max: 40 }),
      PrecioNivel: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(fc.array(tier, { maxLength: 5 }), fc.integer({ min: 1, max: 45 }), (escala, q) => {
        const p = product({ Escala: escala, Precio4: 10.5 });
        const nudge = nextTierNudge(p, q);
        const current = priceForQuantity(p, q);
        const firstCheaper = Array.from({ length: 50 }, (_, k) => k + 1).find(
          (more) => priceForQuantity(p, q + more) < current,
        );
        if (firstCheaper === undefined) expect(nudge).toBeNull();
        else
          expect(nudge).toEqual({
            moreUnits: firstCheaper,
            unitPrice: priceForQuantity(p, q + firstCheaper),
          });
      }),
    );
  });
});

describe('priceAtLevel', () => {
  it('is the rule: the level price when above 0, else the list price when above 0, else none', () => {
    const list = 10.25;
    expect(priceAtLevel([list, null, null, 40.25, null], 4)).toBe(40.25);
    expect(priceAtLevel([list, null, null, null, null], 4)).toBe(list);
    expect(priceAtLevel([list, null, null, 0, null], 4)).toBe(list);
    expect(priceAtLevel([list, null, null, -4.5, null], 4)).toBe(list);
    expect(priceAtLevel([0, null, null, 0, null], 4)).toBeNull();
    expect(priceAtLevel([null, null, null, 40.25, null], 4)).toBe(40.25);
    expect(priceAtLevel([0, 20.25], 1)).toBeNull();
  });
});
