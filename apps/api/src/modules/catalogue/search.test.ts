// The storefront's search (`nombreFull`) as a buyer types it: with a typo, in the other number, without the
// accents, in another order, by the code, its digits or its prefix. For 100 products drawn from the demo
// catalogue (Spanish names) and 100 with English names, each kind of query must find its product among the
// first 10 results for at least 95 of them, on the real server and database (PGlite, or PostgreSQL).
import { apiPath, contarProductosResponse, getProductosResponse } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue, extraProducts, type ProductRow } from '../../db/seed/generate';
import { Random } from '../../lib/random';
import { searchText } from '../../lib/text';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/app';

const ENGLISH_NAMES = [
  'Brake fluid',
  'Leather boots',
  'Alkaline batteries',
  'Jaguar seat covers',
  'Wireless headphones',
  'Stainless steel kettle',
  'Organic green tea',
  'Wooden bookshelf',
  'Cotton bed sheets',
  'Ceramic coffee mugs',
  'Garden hose',
  'Spark plugs',
  'Motor oil',
  'Windshield wipers',
  'Dog food',
  'Scented candles',
  'Chocolate cookies',
  'Baby shampoo',
  'Kitchen knives',
  'Laundry detergent',
];
const BRANDS = ['Northwind', 'Bluebird', 'Redwood', 'Summit', 'Harbor'];

/** 100 products with English names (ids from 5001), written as an import writes them. */
function englishProducts(): ProductRow[] {
  return extraProducts(5001, 100).map((row, i) => {
    const nombre = `${ENGLISH_NAMES[i % ENGLISH_NAMES.length]} ${BRANDS[Math.floor(i / ENGLISH_NAMES.length)]}`;
    return {
      ...row,
      nombre,
      nombre_busqueda: searchText(nombre),
      busqueda: searchText(`${row.codigo} ${row.referencia} ${nombre}`),
    };
  });
}

const random = new Random(52);
/** `n` products drawn from `rows` (each once). */
function draw(rows: readonly ProductRow[], n: number): ProductRow[] {
  const left = [...rows];
  return Array.from(
    { length: Math.min(n, left.length) },
    () => left.splice(random.int(0, left.length - 1), 1)[0],
  ).filter((r): r is ProductRow => r !== undefined);
}

/** One typo in every word of five letters or more: a letter left out, changed, added or swapped. */
function withTypos(name: string): string {
  return name
    .split(' ')
    .map((w) => {
      if (w.length < 5) return w;
      const at = random.int(1, w.length - 2);
      const kind = random.int(0, 3);
      if (kind === 0) return w.slice(0, at) + w.slice(at + 1);
      if (kind === 1) return `${w.slice(0, at)}${w[at] === 'x' ? 'y' : 'x'}${w.slice(at + 1)}`;
      if (kind === 2) return `${w.slice(0, at)}${w[at]}${w.slice(at)}`;
      return `${w.slice(0, at)}${w[at + 1]}${w[at]}${w.slice(at + 2)}`;
    })
    .join(' ');
}

/** The name with its first word of four letters or more in the other number (freno <-> frenos). */
function otherNumber(name: string): string {
  const words = name.split(' ');
  const i = words.findIndex((w) => w.length >= 4 && /\p{L}$/u.test(w));
  const w = words[i];
  if (w === undefined) return name;
  words[i] = w.endsWith('es')
    ? w.slice(0, -2)
    : w.endsWith('s')
      ? w.slice(0, -1)
      : /[aeiou]$/.test(w)
        ? `${w}s`
        : `${w}es`;
  return words.join(' ');
}

const withoutAccents = (name: string) => name.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/** Two words of the name swapped (the first two of three letters or more). */
function reordered(name: string): string {
  const words = name.split(' ');
  const [a, b] = words.map((w, i) => (w.length >= 3 ? i : -1)).filter((i) => i >= 0);
  if (a === undefined || b === undefined) return name;
  [words[a], words[b]] = [words[b] as string, words[a] as string];
  return words.join(' ');
}

const QUERIES: Record<string, (p: ProductRow) => string> = {
  'one typo per word': (p) => withTypos(p.nombre),
  'a word in the other number': (p) => otherNumber(p.nombre),
  'without accents': (p) => withoutAccents(p.nombre),
  'two words in another order': (p) => reordered(p.nombre),
  'the code': (p) => p.codigo,
  "the code's digits": (p) => p.codigo.replace(/\D/g, ''),
  "the code's prefix": (p) => p.codigo.slice(0, -1),
};

let t: TestApp;
beforeAll(async () => {
  const testDatabase = await createTestDatabase();
  await testDatabase.database.db.insertInto('productos').values(englishProducts()).execute();
  t = await createTestApp({ testDatabase });
});
afterAll(async () => {
  await t.close();
  await t.testDatabase.database.close();
  await t.testDatabase.drop();
});

async function firstTen(text: string): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: apiPath('getProductos'),
    query: { nombreFull: text, pagesize: '10' },
  });
  return (getProductosResponse.parse(response.json()).Datos ?? []).map((p) => p.Productoid);
}

describe.each([
  ['Spanish names of the demo catalogue', () => draw(demoCatalogue(new Date()), 100)],
  ['English names', englishProducts],
])('nombreFull finds each product among the first 10, %s', (_, products) => {
  it.each(Object.entries(QUERIES))('by %s, for at least 95 of 100', async (_kind, query) => {
    const drawn = products();
    const missed: string[] = [];
    for (const p of drawn) {
      const text = query(p);
      if (!(await firstTen(text)).includes(p.id)) missed.push(`${text} (${p.nombre})`);
    }
    expect(drawn).toHaveLength(100);
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(5);
  });
});

describe('nombreFull ranks and corrects', () => {
  it('puts the product whose code is typed first, then names with the words as typed', async () => {
    const [product] = draw(demoCatalogue(new Date()), 1);
    expect((await firstTen(product?.codigo.toLowerCase() ?? ''))[0]).toBe(product?.id);
    const found = await firstTen('frenos');
    const names = await Promise.all(found.map((id) => nameOf(id)));
    const asTyped = names.map((n) => searchText(n).includes('frenos'));
    // Every name with "frenos" as typed comes before those found through its singular.
    expect(asTyped.indexOf(false) === -1 || !asTyped.slice(asTyped.indexOf(false)).includes(true)).toBe(true);
  });

  it('offers "did you mean" when nothing matches, and nothing when the search finds products', async () => {
    const count = async (nombreFull: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: apiPath('contarProductos'),
        query: { nombreFull },
      });
      return contarProductosResponse.parse(response.json()).Datos;
    };
    expect(await count('liqxdo frenos')).toEqual({ Total: 0, Sugerencia: 'liquido frenos' });
    expect(await count('liquido de frenos')).toEqual({ Total: expect.any(Number) });
    expect(await count('zzzzzz')).toEqual({ Total: 0 });
  });
});

async function nameOf(id: number): Promise<string> {
  const row = await t.database.db
    .selectFrom('productos')
    .select('nombre')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.nombre;
}
