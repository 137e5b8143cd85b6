// "The customer's level price, else the list price" is one rule written twice: SQL (the catalogue's
// `price_at_level`, migrations/160) and TypeScript (packages/domain `priceAtLevel`, which orders, quick order,
// reorder and saved lists use). This runs the SQL on a real database over every case and asserts both agree.
import { productOrder } from '@mostrador/contract';
import { priceAtLevel } from '@mostrador/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nullableNumericToWire } from '../../lib/money';
import { createTestDatabase, type TestDatabase } from '../../test/app';
import { type CatalogueRepository, createCatalogueRepository } from './repository';

/** What a price column can hold: a price, nothing, zero, and (bad data) a negative amount. */
const STATES = ['present', 'missing', 'zero', 'negative'] as const;
type State = (typeof STATES)[number];
const LEVELS = [1, 2, 3, 4, 5] as const;

/** A distinct amount per level, so reading the wrong column cannot go unnoticed. */
function priceText(state: State, level: number): string | null {
  if (state === 'missing') return null;
  if (state === 'zero') return '0.00';
  if (state === 'negative') return `-${level}.50`;
  return `${level}0.25`;
}

/** Every combination of the five columns' states: 4^5 products. */
function combinations(): State[][] {
  let all: State[][] = [[]];
  for (const _level of LEVELS) all = all.flatMap((c) => STATES.map((s) => [...c, s]));
  return all;
}

const CASES = combinations();
const FIRST_ID = 900_000;
const CODE_PREFIX = 'PAL-';

let testDb: TestDatabase;
let repository: CatalogueRepository;
/** id -> the five prices as the wire (and the domain) sees them. */
const pricesById = new Map<number, Array<number | null>>();

beforeAll(async () => {
  testDb = await createTestDatabase();
  const { db } = testDb.database;
  const place = await db
    .selectFrom('subgrupos as s')
    .innerJoin('grupos as g', 'g.id', 's.grupo_id')
    .select(['s.id as subgrupo_id', 'g.id as grupo_id', 'g.categoria_id'])
    .executeTakeFirstOrThrow();
  const rows = CASES.map((states, i) => {
    const id = FIRST_ID + i;
    const [p1, p2, p3, p4, p5] = states.map((s, l) => priceText(s, l + 1));
    pricesById.set(
      id,
      [p1, p2, p3, p4, p5].map((p) => nullableNumericToWire(p ?? null)),
    );
    const name = `Price case ${states.join(' ')}`;
    return {
      id,
      codigo: `${CODE_PREFIX}${String(i).padStart(4, '0')}`,
      referencia: `R${id}`,
      nombre: name,
      categoria_id: place.categoria_id,
      grupo_id: place.grupo_id,
      subgrupo_id: place.subgrupo_id,
      precio1: p1 ?? null,
      precio2: p2 ?? null,
      precio3: p3 ?? null,
      precio4: p4 ?? null,
      precio5: p5 ?? null,
      disponible: 5,
      nombre_busqueda: name.toLowerCase(),
      busqueda: name.toLowerCase(),
    };
  });
  await db.insertInto('productos').values(rows).execute();
  repository = createCatalogueRepository(db);
});
afterAll(async () => {
  await testDb.database.close();
  await testDb.drop();
});

const asWire = (text: string | null) => nullableNumericToWire(text);

describe('the price at a level: the catalogue SQL and the domain agree', () => {
  it.each(LEVELS)(
    'on every combination of present, missing, zero and negative prices at level %i',
    async (level) => {
      // The catalogue's page query (the covering indexes' path), over all the test products at once.
      const page = await repository.products({ codigo: CODE_PREFIX }, level, productOrder.priceAsc, 0, 2000);
      expect(page).toHaveLength(CASES.length);
      for (const row of page) {
        const prices = pricesById.get(row.id);
        if (!prices) throw new Error(`unexpected product ${row.id}`);
        expect([row.id, asWire(row.precio)]).toEqual([row.id, priceAtLevel(prices, level)]);
      }
    },
  );

  it('on the single-product query too', async () => {
    // The products whose levels 2..5 share one state, against each list-price state: 16 products x 5 levels.
    const ids = CASES.flatMap((states, i) =>
      states.slice(1).every((s) => s === states[1]) ? [FIRST_ID + i] : [],
    );
    expect(ids).toHaveLength(16);
    for (const id of ids) {
      for (const level of LEVELS) {
        const row = await repository.product(id, level);
        expect([id, level, asWire(row?.precio ?? null)]).toEqual([
          id,
          level,
          priceAtLevel(pricesById.get(id) ?? [], level),
        ]);
      }
    }
  });
});
