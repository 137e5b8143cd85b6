// A search with no other filter, with a word of letters, is answered from the postings kept in memory
// (search-postings.ts) instead of reading every match: its pages and counts must be the ones SQL gives,
// product for product, on PGlite and PostgreSQL (the code typed first, then names with every word as typed,
// then the rest); and postings kept from before a product's change are never used after it.

import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demoCatalogue, extraProducts } from '../../db/seed/generate';
import { growCatalogue } from '../../db/seed/seed';
import { searchText } from '../../lib/text';
import { databaseOfFile } from '../../test/app';
import { draw, englishProducts, QUERIES } from '../../test/search-queries';
import { type CatalogueRepository, createCatalogueRepository, type ProductFilter } from './repository';
import { readPostings } from './search-postings';
import { createCatalogueService } from './service';
import { keptPostings, keptVocabulary } from './vocabulary';

const database = databaseOfFile();
let repository: CatalogueRepository;
beforeAll(async () => {
  const db = database().database.db;
  await growCatalogue(db, 2000);
  await db.insertInto('productos').values(englishProducts()).execute();
  // Products whose code is a word of the catalogue's names: a search for that word puts the code first. The
  // database lowers "İKİ" to "iki", JavaScript to "i̇ki̇": a search for "iki" puts "İKİ" before "A-IKI" (first by
  // code, "iki" in its name too), one for "İKİ" does not, as SQL's `lower(codigo)` says.
  const coded = [
    ['Kettle', 'Kettle descaler'],
    ['İKİ', 'Iki descaler'],
    ['A-IKI', 'Iki kettle'],
  ] as const;
  const rows = extraProducts(9101, coded.length).map((row, i) => {
    const [codigo, nombre] = coded[i] ?? coded[0];
    const busqueda = searchText(`${codigo} ${row.referencia} ${nombre}`);
    return { ...row, codigo, nombre, nombre_busqueda: searchText(nombre), busqueda };
  });
  await db.insertInto('productos').values(rows).execute();
  repository = createCatalogueRepository(db);
});

const SETTINGS = { pageSize: 24, defaultTaxPercent: 19 };

/** The searches compared: each kind a buyer types, two words of names, a word's first letters, the code word. */
async function searches(): Promise<string[]> {
  const drawn = draw([...demoCatalogue(new Date()), ...englishProducts()], 16);
  const kinds = Object.values(QUERIES).flatMap((query) => drawn.map(query));
  const { db } = database().database;
  const grown = await db.selectFrom('productos').select('nombre').where(sql<boolean>`id % 181 = 0`).execute();
  const names = [...drawn, ...grown].map((p) => searchText(p.nombre).split(' '));
  const pairs = names.map((words) => words.slice(-2).join(' '));
  const prefixes = names.flatMap((words) => words.map((w) => w.slice(0, 4)));
  return [
    ...new Set([
      ...kinds,
      ...pairs,
      ...prefixes,
      'Kettle',
      'kettle',
      'KETTLE desc',
      'iki',
      'İKİ',
      'zzzq',
      // Words with signs, found in the postings too: a hyphen inside or at the end of a word, a code's letters.
      'usb-c',
      'cargador usb-c',
      'USB-C cordillera',
      'usb-',
      '-c',
      'rapido-usb',
      'aut-',
      'cargadores usb-c',
      // Words with a digit beside words of letters: looked for in the numbers of the products the letters found.
      'cordillera 500',
      '500 cordillera',
      'aceite 5w-30',
      '5w-30 sintetico',
      'sintetico 5w-3',
      'ramo 0',
      'kettle 1',
      'cafe x 500 g',
    ]),
  ];
}

describe('a search answered from the postings', () => {
  it('gives the pages and counts SQL gives, and most searches are answered from them', async () => {
    const db = database().database.db;
    const postings = await readPostings(repository.searchTexts);
    let reads = 0;
    const counted = {
      ...repository,
      products: (filter: ProductFilter, ...rest: [number, 0 | 1 | 2, number, number]) => {
        reads++;
        return repository.products(filter, ...rest);
      },
    };
    const vocabulary = keptVocabulary(db, repository.vocabulary);
    const fast = createCatalogueService(counted, SETTINGS, vocabulary, async () => postings);
    const full = createCatalogueService(repository, SETTINGS, vocabulary);
    const texts = await searches();
    let answered = 0;
    for (const text of texts) {
      for (const [offset, pageSize] of [
        [0, 7],
        [0, 24],
        [24, 24],
      ] as const) {
        const ids = async (service: typeof full) =>
          (await service.products({ text, offset, pageSize }, 1)).map((p) => p.id);
        const before = reads;
        expect(await ids(fast), `${text} ${offset}`).toEqual(await ids(full));
        if (reads === before) answered++;
      }
      expect(await fast.count({ text }, 1), text).toEqual(await full.count({ text }, 1));
    }
    expect(texts.length).toBeGreaterThan(100);
    expect(answered).toBeGreaterThan(texts.length);
    expect((await fast.products({ text: 'kettle', pageSize: 3 }, 1)).map((p) => p.code)[0]).toBe('Kettle');
  }, 300_000);

  it('leaves to SQL the count of words most products have, with the same total', async () => {
    const db = database().database.db;
    const postings = await readPostings(repository.searchTexts);
    const counts: string[] = [];
    const counted = {
      ...repository,
      count: (filter: ProductFilter, level: number) => {
        counts.push(filter.busqueda?.palabras.map((w) => w.typed).join(' ') ?? '');
        return repository.count(filter, level);
      },
    };
    const vocabulary = keptVocabulary(db, repository.vocabulary);
    const fast = createCatalogueService(counted, SETTINGS, vocabulary, async () => postings);
    const full = createCatalogueService(repository, SETTINGS, vocabulary);
    for (const text of ['a e i o u', 'a', 'e o', 'kettle', 'cordillera']) {
      expect(await fast.count({ text }, 1), text).toEqual(await full.count({ text }, 1));
    }
    // Every product's texts have an "a" or an "e" somewhere: reading those words' postings reads more entries
    // than there are products. A word of names reads far fewer.
    expect(counts).toEqual(['a e i o u', 'a', 'e o']);
  });

  it("keeps no postings from before a product's name changes until they are read again", async () => {
    const db = database().database.db;
    const kept = keptPostings(db, () => readPostings(repository.searchTexts));
    const read = () =>
      vi.waitFor(async () => (await kept()) ?? Promise.reject(new Error('not read yet')), {
        timeout: 60_000,
        interval: 50,
      });
    expect((await read()).runs).not.toContain('zanfonia');
    await db
      .updateTable('productos')
      .set({ nombre_busqueda: 'zanfonia roja', busqueda: 'zanfonia roja' })
      .where('id', '=', 1)
      .execute();
    expect(await kept()).toBeUndefined();
    const postings = await read();
    const [entry = 0] = postings.lists[postings.runs.indexOf('zanfonia')] ?? [];
    expect(postings.ids[entry >>> 2]).toBe(1);
  });
});
