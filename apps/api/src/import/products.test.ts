// The catalogue import on the real database: a file with one bad row is rejected by line and column and
// writes nothing; the corrected file (the sample of docs/import) loads and the shop sells it; `,` and `;`;
// UTF-8 with a byte-order mark, the Windows-1252 of Excel's "CSV (delimitado por comas)" and the tab-separated
// UTF-16 of its "Texto Unicode".
import { readFileSync } from 'node:fs';
import { apiPath, contarFacetasResponse, getProductosResponse, type Product } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/env';
import { catalogueVersion } from '../db/catalogue-version';
import { createTestApp, type TestApp } from '../test/app';
import { bytes, refusal, utf16le, windows1252 } from '../test/csv';
import type { CsvNotice } from './csv';
import { importProducts, productIds } from './products';

const sample = readFileSync(`${repoRoot}/docs/import/products.csv`, 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function products(query = ''): Promise<Product[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${apiPath('getProductos')}?pagesize=100${query}`,
  });
  return getProductosResponse.parse(response.json()).Datos ?? [];
}

/** ContarFacetas for the whole catalogue: each facet's values and their counts. */
async function facetCounts(): Promise<Record<string, Record<string, number>>> {
  const response = await t.app.inject({ method: 'GET', url: `${apiPath('contarFacetas')}?categoriaid=null` });
  const facets = contarFacetasResponse.parse(response.json()).Datos ?? [];
  return Object.fromEntries(
    facets.map((f) => [f.Faceta, Object.fromEntries(f.Valores.map((v) => [v.Valor, v.Total]))]),
  );
}

async function activeCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('productos')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('activo', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('npm run import -- products.csv', () => {
  it('rejects a file with one bad row, naming its line and column, and writes nothing', async () => {
    const before = { count: await activeCount(), version: await catalogueVersion(t.database.db) };
    const lines = sample.split('\n');
    // Line 4 (FRJ-500): a price that is not an amount.
    lines[3] = (lines[3] ?? '').replace('5200,50', '5.200,50');
    const error = await refusal(importProducts(t.database.db, bytes(lines.join('\n'))));
    expect(error.problems).toEqual([
      { line: 4, column: 'precio1', message: expect.stringMatching(/importe/) },
    ]);
    expect(error.message).toMatch(/línea 4, columna precio1/);
    expect(await activeCount()).toBe(before.count);
    expect(await catalogueVersion(t.database.db)).toBe(before.version);
    expect(await products('&nombreFull=arr-500')).toEqual([]);
  });

  // The rows must agree with each other, and that is said in the same run as the cells that did not read, by
  // line: a row with a bad price still names its category.
  it.each([
    {
      what: 'cells that do not read',
      rows: [
        'codigo,nombre,categoria_id,categoria,grupo_id,grupo,subgrupo_id,subgrupo,precio1,disponible,escala',
        'A-1,Uno,1,Cat,11,G,111,S,10,5,',
        'A-1,Dos,1,Cat,11,G,111,S,0,-2,',
        'A-3,Tres,1,Otra,11,G,111,S,10,5,10-5:3',
      ].join('\n'),
      problems: [
        [3, 'precio1'],
        [3, 'disponible'],
        [3, 'codigo'],
        [4, 'escala'],
        [4, 'categoria'],
      ],
      messages: [/^5 errores; no se importó nada/],
    },
    {
      what: 'rows that disagree with each other',
      rows: [
        'codigo,nombre,categoria_id,categoria,grupo_id,grupo,subgrupo_id,subgrupo,precio1,disponible',
        'A-1,Uno,1,Cat,11,G,111,S,10,5',
        'a-1,Dos,1,Cat,11,G,111,S,10,x',
        'A-3,Tres,1,Otra,11,G,111,S,1.000,5',
        'A-4,Cuatro,1,Cat,11,G,111,S,10,5',
      ].join('\r\n'),
      problems: [
        [3, 'disponible'],
        [3, 'codigo'],
        [4, 'precio1'],
        [4, 'categoria'],
      ],
      messages: [
        /^4 errores; no se importó nada/,
        /línea 4, columna categoria: la categoría no coincide con la línea 2/,
      ],
    },
  ])(
    'reports every problem of the file at once, writing nothing: $what',
    async ({ rows, problems, messages }) => {
      const before = { count: await activeCount(), version: await catalogueVersion(t.database.db) };
      const error = await refusal(importProducts(t.database.db, bytes(rows)));
      expect(error.problems.map((p) => [p.line, p.column])).toEqual(problems);
      for (const message of messages) expect(error.message).toMatch(message);
      expect(await activeCount()).toBe(before.count);
      expect(await catalogueVersion(t.database.db)).toBe(before.version);
    },
  );

  it('loads the corrected file: the shop sells exactly its products, at its prices and tiers', async () => {
    const version = await catalogueVersion(t.database.db);
    const notices: CsvNotice[] = [];
    const result = await importProducts(t.database.db, bytes(`\uFEFF${sample}`), {
      notify: (n) => notices.push(n),
    });
    expect(result.rows).toBe(6);
    // UTF-8 with a byte-order mark (Excel's "CSV UTF-8"): read as it is, nothing to say about it.
    expect(notices).toEqual([]);
    // Cached catalogue answers are dropped: the version moved in the import's transaction.
    expect(await catalogueVersion(t.database.db)).toBeGreaterThan(version);
    expect(await activeCount()).toBe(6);
    expect((await products('&nombreFull=arr-500')).map((p) => p.Producto_cod)).toEqual(['ARR-500']);

    const all = await products();
    expect(all.map((p) => p.Producto_cod).sort()).toEqual(
      ['ACE-1000', 'ARR-1000', 'ARR-500', 'DET-2000', 'FRJ-500', 'JAB-3'].sort(),
    );
    const frijol = all.find((p) => p.Producto_cod === 'FRJ-500');
    // The guest level is Precio4; a decimal comma is read as such.
    expect(frijol).toMatchObject({
      Precio: 4990,
      Precio1: 5200.5,
      Precio2: null,
      Disponible: 95,
      Impuesto_porcentaje: 5,
    });
    const arroz = all.find((p) => p.Producto_cod === 'ARR-500');
    expect(arroz).toMatchObject({
      Producto: 'Arroz blanco 500 g',
      Escala_aplica: true,
      Escala: JSON.stringify([
        { Desde: 12, Hasta: 47, PrecioNivel: 3 },
        { Desde: 48, Hasta: 99999, PrecioNivel: 5 },
      ]),
      Imagenes: ['arroz-500.jpg'],
      Dimesiones: '30x20x5 cm',
      Marca: 'Granero',
      Atributos: { Presentación: '500 g', Grano: 'Largo' },
    });
    // The sample's facet columns: brand, colours, sizes and attributes, counted by ContarFacetas.
    const facets = await facetCounts();
    expect(facets.marca).toEqual({ Granero: 2, Nube: 2, 'Campo Real': 1, 'Sol de Oro': 1 });
    expect(facets.color).toEqual({ blanco: 1, verde: 1 });
    expect(facets.talla).toEqual({ '90 g': 1, '125 g': 1 });
    expect(facets.Presentación).toMatchObject({ '500 g': 2, x3: 1 });
    expect(facets.Envase).toEqual({ PET: 1 });
    const tree = (await t.app.inject({ method: 'GET', url: apiPath('categorias') })).json() as Array<{
      Descripcion: string;
      Grupos: Array<{ descripcion: string }>;
    }>;
    expect(tree.map((c) => [c.Descripcion, c.Grupos.map((g) => g.descripcion)])).toEqual([
      ['Abarrotes', ['Granos', 'Aceites']],
      ['Aseo', ['Lavandería', 'Cuidado personal']],
    ]);

    // Loaded again with a comma separator and a changed price: same products (same ids), new price.
    const comma = sample
      .split('\n')
      .map((line) => (line.includes('"') ? '' : line.replaceAll(';', ',').replace('5200,50', '5300.00')))
      .filter(Boolean)
      .join('\n');
    const again = await importProducts(t.database.db, bytes(comma));
    expect(again.rows).toBe(4);
    expect(again.hidden).toBe(2);
    const after = await products();
    expect(after.find((p) => p.Producto_cod === 'FRJ-500')).toMatchObject({
      Productoid: frijol?.Productoid,
      Precio1: 5300,
    });
    expect(after).toHaveLength(4);
  });

  it('reads a file Excel saved as "Texto Unicode" (UTF-16, tabs between fields): ñ, € and “ ” stored as written, and says so', async () => {
    const file = utf16le(
      [
        'codigo\tnombre\tcategoria_id\tcategoria\tgrupo_id\tgrupo\tsubgrupo_id\tsubgrupo\tprecio1\tdisponible\tdescripcion',
        'UNI-1\tAñil en polvo\t3\tVíveres\t31\tTubérculos\t311\tÑame\t1500,25\t4\t“Tinte” a 2 €; sin sal, sin azúcar',
      ].join('\r\n'),
    );
    const notices: CsvNotice[] = [];
    const result = await importProducts(t.database.db, file, { notify: (n) => notices.push(n) });
    expect(result.rows).toBe(1);
    expect(notices).toEqual([
      { level: 'info', message: 'está en UTF-16: se leyó como el "Texto Unicode" de Excel' },
    ]);
    const stored = await t.database.db
      .selectFrom('productos')
      .select(['nombre', 'texto_adicional', 'precio1'])
      .where('codigo', '=', 'UNI-1')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      nombre: 'Añil en polvo',
      texto_adicional: '“Tinte” a 2 €; sin sal, sin azúcar',
    });
    // The decimal comma of a Spanish Excel, read from a tab-separated file.
    expect(String(stored.precio1)).toBe('1500.25');
  });

  it('reads UTF-16 without a byte-order mark, or big-endian after its mark, as the same text', async () => {
    const text = (code: string) =>
      [
        'codigo\tnombre\tcategoria_id\tcategoria\tgrupo_id\tgrupo\tsubgrupo_id\tsubgrupo\tprecio1\tdisponible',
        `${code}\tAñil en polvo\t3\tVíveres\t31\tTubérculos\t311\tÑame\t1500,25\t4`,
      ].join('\r\n');
    const bigEndian = (t: string) => Buffer.from(Buffer.from(`\ufeff${t}`, 'utf16le').swap16());
    for (const [code, file] of [
      ['UNI-LE', Buffer.from(text('UNI-LE'), 'utf16le')],
      ['UNI-BE', bigEndian(text('UNI-BE'))],
    ] as const) {
      const notices: CsvNotice[] = [];
      const result = await importProducts(t.database.db, file, { notify: (n) => notices.push(n) });
      expect(result.rows, code).toBe(1);
      expect(notices, code).toEqual([
        { level: 'info', message: 'está en UTF-16: se leyó como el "Texto Unicode" de Excel' },
      ]);
      const stored = await t.database.db
        .selectFrom('productos')
        .select(['nombre', 'precio1'])
        .where('codigo', '=', code)
        .executeTakeFirstOrThrow();
      expect(stored.nombre, code).toBe('Añil en polvo');
      expect(String(stored.precio1), code).toBe('1500.25');
    }
  });

  it('reads a file Excel saved as Windows-1252 ("CSV (delimitado por comas)"): ñ, á, é, ü, €, “ ” and – stored as written, and says so', async () => {
    const file = windows1252(
      [
        'codigo;nombre;categoria_id;categoria;grupo_id;grupo;subgrupo_id;subgrupo;precio1;disponible;descripcion',
        'NAM-1;Ñame pequeño;3;Víveres;31;Tubérculos;311;Ñame;2500;10;Cosecha de Córdoba',
        'PIN-1;Pingüino de peluche;3;Víveres;31;Tubérculos;311;Ñame;4990,50;3;“Edición” 2026 – precio en €',
      ].join('\r\n'),
    );
    // The bytes Excel writes, one a letter ('Ñame pequeño': Ñ D1, ñ F1; € 80), are not UTF-8.
    expect(file.includes(Buffer.from('d1616d65207065717565f16f', 'hex'))).toBe(true);
    expect(file.subarray(-28).toString('hex')).toBe(
      '934564696369f36e94203230323620962070726563696f20656e2080',
    );
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(file)).toThrow();
    const notices: CsvNotice[] = [];
    const result = await importProducts(t.database.db, file, { notify: (n) => notices.push(n) });
    expect(result.rows).toBe(2);
    expect(notices).toEqual([
      {
        level: 'info',
        message: 'no está en UTF-8: se leyó como Windows-1252 (el "CSV (delimitado por comas)" de Excel)',
      },
    ]);
    const stored = await t.database.db
      .selectFrom('productos')
      .innerJoin('subgrupos', 'subgrupos.id', 'productos.subgrupo_id')
      .innerJoin('grupos', 'grupos.id', 'subgrupos.grupo_id')
      .innerJoin('categorias', 'categorias.id', 'grupos.categoria_id')
      .select([
        'productos.codigo',
        'productos.nombre',
        'productos.texto_adicional',
        'subgrupos.nombre as subgrupo',
        'grupos.nombre as grupo',
        'categorias.nombre as categoria',
      ])
      .where('productos.activo', '=', true)
      .orderBy('productos.codigo')
      .execute();
    expect(stored).toEqual([
      {
        codigo: 'NAM-1',
        nombre: 'Ñame pequeño',
        texto_adicional: 'Cosecha de Córdoba',
        subgrupo: 'Ñame',
        grupo: 'Tubérculos',
        categoria: 'Víveres',
      },
      {
        codigo: 'PIN-1',
        nombre: 'Pingüino de peluche',
        texto_adicional: '“Edición” 2026 – precio en €',
        subgrupo: 'Ñame',
        grupo: 'Tubérculos',
        categoria: 'Víveres',
      },
    ]);
    // The shop finds it by its name as written.
    expect((await products('&nombreFull=pingüino')).map((p) => p.Producto)).toEqual(['Pingüino de peluche']);
  });

  it('refuses a UTF-8 file with a few bytes that are not UTF-8, naming their line and column, rather than reading it all as Windows-1252', async () => {
    const before = { count: await activeCount(), version: await catalogueVersion(t.database.db) };
    const header =
      'codigo;nombre;categoria_id;categoria;grupo_id;grupo;subgrupo_id;subgrupo;precio1;disponible;descripcion';
    // One product pasted from a Windows-1252 file into a UTF-8 one: its é is the single byte E9.
    const file = Buffer.concat([
      bytes(
        `${header}\r\nNAN-1;Ñandú de trapo;3;Víveres;31;Tubérculos;311;Ñame;2500;10;Pequeño\r\nCAF-1;Caf`,
      ),
      Buffer.from([0xe9]),
      bytes(' molido;3;Víveres;31;Tubérculos;311;Ñame;4990;3;Tostado\r\n'),
    ]);
    const notices: CsvNotice[] = [];
    const error = await refusal(importProducts(t.database.db, file, { notify: (n) => notices.push(n) }));
    expect(error.problems).toEqual([
      { line: 3, column: 'nombre', message: expect.stringMatching(/no es UTF-8.*«Caf\uFFFD molido»/) },
    ]);
    expect(error.message).toMatch(/^1 error; no se importó nada:\nlínea 3, columna nombre: /);
    expect(notices).toEqual([]);
    expect(await activeCount()).toBe(before.count);
    expect(await catalogueVersion(t.database.db)).toBe(before.version);
    expect(await products('&nombreFull=ñandú')).toEqual([]);
  });

  it('reads as Windows-1252 a file where a capital accented letter before ® happens to form UTF-8 (CAFÉ®)', async () => {
    const file = windows1252(
      [
        'codigo;nombre;categoria_id;categoria;grupo_id;grupo;subgrupo_id;subgrupo;precio1;disponible',
        'CAF-2;CAFÉ® en grano;3;Víveres;31;Tubérculos;311;Ñame;2500;10',
      ].join('\r\n'),
    );
    // É® (C9 AE) is the UTF-8 of ɮ; the other letters beyond ASCII are not UTF-8.
    expect(new TextDecoder('utf-8').decode(file)).toContain('CAFɮ en grano');
    const notices: CsvNotice[] = [];
    const result = await importProducts(t.database.db, file, { notify: (n) => notices.push(n) });
    expect(result.rows).toBe(1);
    expect(notices.map((n) => n.message)).toEqual([
      'no está en UTF-8: se leyó como Windows-1252 (el "CSV (delimitado por comas)" de Excel)',
    ]);
    expect((await products('&nombreFull=café®')).map((p) => p.Producto)).toEqual(['CAFÉ® en grano']);
  });

  it('leaves out the rows Excel writes with every cell empty (;;;;), and keeps the line of every row after them', async () => {
    const header =
      'codigo;nombre;categoria_id;categoria;grupo_id;grupo;subgrupo_id;subgrupo;precio1;disponible';
    const empty = ';;;;;;;;;';
    const lines = [
      header,
      'E-1;Uno;4;Cat;41;G;411;S;10;5',
      empty,
      ' ; ;;',
      'E-2;Dos;4;Cat;41;G;411;S;diez;5',
    ];
    // A bad price on line 5, after two empty rows (one shorter, with spaces), and ten more below the data.
    const error = await refusal(
      importProducts(t.database.db, bytes([...lines, ...Array(10).fill(empty), ''].join('\r\n'))),
    );
    expect(error.problems).toEqual([
      { line: 5, column: 'precio1', message: expect.stringMatching(/importe/) },
    ]);
    expect(error.message).toBe(
      '1 error; no se importó nada:\nlínea 5, columna precio1: debe ser un importe como 1234.50 o 1234,50 (sin separador de miles ni símbolo de moneda)',
    );

    lines[4] = 'E-2;Dos;4;Cat;41;G;411;S;20;5';
    const result = await importProducts(
      t.database.db,
      bytes([...lines, ...Array(10).fill(empty)].join('\r\n')),
    );
    expect(result.rows).toBe(2);
    expect((await products()).map((p) => [p.Producto_cod, p.Producto])).toEqual([
      ['E-1', 'Uno'],
      ['E-2', 'Dos'],
    ]);
    // A file of nothing but empty rows has no data.
    const none = await refusal(importProducts(t.database.db, bytes([header, empty, empty].join('\n'))));
    expect(none.problems).toEqual([{ line: 2, column: '', message: 'el archivo no tiene filas de datos' }]);
  });

  it('reads a brand, colours, sizes and attributes as facets, and refuses an attribute without its name', async () => {
    const head =
      'codigo;nombre;categoria_id;categoria;grupo_id;grupo;subgrupo_id;subgrupo;precio1;disponible;marca;colores;tallas;atributos';
    const text = [
      head,
      'ACE-1;Aceite de motor;6;Cat;61;G;611;S;10;5;Lubrimax;;;Viscosidad=5W-30|Envase=1 L',
      'ACE-2;Aceite de motor;6;Cat;61;G;611;S;12;5;Lubrimax;;;Viscosidad=10W-40',
      'CAM-1;Camiseta;6;Cat;61;G;611;S;8;5;Andino;rojo|azul;S|M;',
    ].join('\n');
    await importProducts(t.database.db, bytes(text));
    const facets = await t.app.inject({ method: 'GET', url: apiPath('contarFacetas') });
    expect(facets.json().Datos).toEqual([
      {
        Faceta: 'marca',
        Valores: [
          { Valor: 'Lubrimax', Total: 2 },
          { Valor: 'Andino', Total: 1 },
        ],
      },
      {
        Faceta: 'color',
        Valores: [
          { Valor: 'azul', Total: 1 },
          { Valor: 'rojo', Total: 1 },
        ],
      },
      {
        Faceta: 'talla',
        Valores: [
          { Valor: 'M', Total: 1 },
          { Valor: 'S', Total: 1 },
        ],
      },
      { Faceta: 'Envase', Valores: [{ Valor: '1 L', Total: 1 }] },
      {
        Faceta: 'Viscosidad',
        Valores: [
          { Valor: '10W-40', Total: 1 },
          { Valor: '5W-30', Total: 1 },
        ],
      },
    ]);
    const oil = await products(`&facetas=${encodeURIComponent('Viscosidad:5W-30')}`);
    expect(oil.map((p) => [p.Producto_cod, p.Marca, p.Atributos])).toEqual([
      ['ACE-1', 'Lubrimax', { Viscosidad: '5W-30', Envase: '1 L' }],
    ]);

    const error = await refusal(
      importProducts(t.database.db, bytes(`${head}\nX-1;X;6;Cat;61;G;611;S;1;1;;;;=5W-30`)),
    );
    expect(error.problems).toEqual([
      { line: 2, column: 'atributos', message: expect.stringMatching(/nombre=valor/) },
    ]);
  });

  it('reads a file with columns it does not know (an export’s notes, a formula), leaves them out and names them in one warning', async () => {
    const text = [
      'codigo;nombre;Notas;categoria_id;categoria;grupo_id;grupo;subgrupo_id;subgrupo;precio1;disponible;Total;;',
      'COL-1;Uno;revisar el precio;6;Cat;61;G;611;S;10;5;50;;',
      'COL-2;Dos;;6;Cat;61;G;611;S;20,50;1;20,5;x;',
      // The formula filled down below the data: no product, no error.
      ';;;;;;;;;;;0;;',
    ].join('\r\n');
    const notices: CsvNotice[] = [];
    const result = await importProducts(t.database.db, bytes(text), { notify: (n) => notices.push(n) });
    expect(result.rows).toBe(2);
    // An unnamed column is named by its place when something is written in it (13), else not at all (14).
    expect(notices).toEqual([
      {
        level: 'warning',
        message:
          'se ignoran las columnas desconocidas notas, total, #13 (se admiten: id, codigo, referencia, nombre, categoria_id, categoria, grupo_id, grupo, subgrupo_id, subgrupo, precio1, precio2, precio3, precio4, precio5, disponible, impuesto_porcentaje, escala, imagenes, descripcion, dimensiones, marca, colores, tallas, atributos)',
      },
    ]);
    expect((await products()).map((p) => [p.Producto_cod, p.Producto, p.Precio1])).toEqual([
      ['COL-1', 'Uno', 10],
      ['COL-2', 'Dos', 20.5],
    ]);

    // A required column misspelt is still missing: the file is refused, and the warning shows the misspelling.
    const misspelt: CsvNotice[] = [];
    const error = await refusal(
      importProducts(t.database.db, bytes(text.replace('precio1', 'precio 1')), {
        notify: (n) => misspelt.push(n),
      }),
    );
    expect(error.problems).toEqual([
      { line: 1, column: 'precio1', message: 'falta esta columna en el encabezado' },
    ]);
    expect(misspelt.map((n) => n.message)).toEqual([
      expect.stringMatching(/^se ignoran las columnas desconocidas notas, precio 1, total, #13 \(/),
    ]);
  });

  it('reads column names as typed in Spanish, with accents and capitals (Código, Imágenes, Descripción)', async () => {
    const text = [
      'Código;Nombre;categoria_id;categoria;grupo_id;grupo;subgrupo_id;subgrupo;precio1;disponible;Imágenes;Descripción',
      'ACC-1;Uno;8;Cat;81;G;811;S;10;5;acc-1.jpg|acc-1-b.jpg;Con tilde',
    ].join('\r\n');
    const notices: CsvNotice[] = [];
    expect((await importProducts(t.database.db, bytes(text), { notify: (n) => notices.push(n) })).rows).toBe(
      1,
    );
    expect(notices).toEqual([]);
    expect(await products()).toMatchObject([
      { Producto_cod: 'ACC-1', Imagenes: ['acc-1.jpg', 'acc-1-b.jpg'], texto_adicional: 'Con tilde' },
    ]);
  });
});

describe('the ids of a re-imported catalogue', () => {
  it('are found among 300,000 products in the database (the ids in use do not overflow the stack)', () => {
    // The second import of a 300,000-product file: every code is in the database already, and one is new.
    const existing = Array.from({ length: 300_000 }, (_, i) => ({ id: i + 1, codigo: `P-${i + 1}` }));
    const rows = [...existing.map((p) => ({ codigo: p.codigo.toLowerCase() })), { codigo: 'NEW-1' }];
    const idOf = productIds(rows, existing);
    const ids = rows.map(idOf);
    expect(ids.slice(0, 3)).toEqual([1, 2, 3]);
    expect(ids.at(-2)).toBe(300_000);
    expect(ids.at(-1)).toBe(300_001);
  });
});
