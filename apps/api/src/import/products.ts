// `npm run import -w @mostrador/api -- products.csv`: a whole catalogue from a spreadsheet (docs/import/
// products.csv is a sample; the README lists the columns). Every row is checked, the tree must agree with
// itself across rows, and the catalogue is written in one transaction (db/catalogue-writer.ts): products
// missing from the file stop being sold (hidden, not deleted).
import { asMinor, type Minor } from '@mostrador/domain';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { CatalogueProduct, TreeRow, WriteResult } from '../db/catalogue-writer';
import { changedProductIds, writeCatalogue } from '../db/catalogue-writer';
import type { Database } from '../db/database';
import { dropDemoAccounts } from '../db/demo-accounts';
import type { DB } from '../db/schema';
import { type Notify, readRows, rowsOrReject } from './csv';

const text = (max: number, what = 'el texto') =>
  z.string().max(max, { error: `${what} admite como máximo ${max} caracteres` });
const required = (max: number) =>
  z
    .string({ error: 'es obligatorio' })
    .pipe(text(max))
    .pipe(z.string().min(1, { error: 'es obligatorio' }));
const id = (what = 'el id') =>
  z
    .string({ error: 'es obligatorio' })
    .regex(/^\d{1,9}$/, { error: `${what} debe ser un número entero positivo` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: `${what} debe ser mayor que 0` }),
    );

/** "1234.5", "1234,50" (the decimal comma of Spanish spreadsheets): integer minor units, no float on the way. */
const amount = z
  .string({ error: 'es obligatorio' })
  .regex(/^\d{1,12}([.,]\d{1,2})?$/, {
    error: 'debe ser un importe como 1234.50 o 1234,50 (sin separador de miles ni símbolo de moneda)',
  })
  .transform((v): Minor => {
    const [units = '0', decimals = ''] = v.split(/[.,]/);
    return asMinor(Number(units) * 100 + Number(decimals.padEnd(2, '0')));
  });

/** "12-47:3|48-99999:5": from 12 to 47 units at level 3, from 48 at level 5. */
const escala = z.string().transform((v, ctx) => {
  const tiers = v.split('|').map((part) => {
    const m = /^\s*(\d{1,7})\s*-\s*(\d{1,7})\s*:\s*([1-5])\s*$/.exec(part);
    return m ? { Desde: Number(m[1]), Hasta: Number(m[2]), PrecioNivel: Number(m[3]) } : undefined;
  });
  if (tiers.some((t) => t === undefined || t.Desde < 1 || t.Hasta < t.Desde)) {
    ctx.addIssue({
      code: 'custom',
      message: 'debe ser como 12-47:3|48-99999:5 (desde-hasta:nivel de precio 1 a 5, desde ≤ hasta)',
    });
    return z.NEVER;
  }
  return JSON.stringify(tiers);
});

/** "rojo|azul": a list joined by `|` (each at most 60 characters). */
const list = z.string().transform((v, ctx) => {
  const items = v
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.some((item) => item.length > 60)) {
    ctx.addIssue({ code: 'custom', message: 'cada valor admite como máximo 60 caracteres' });
    return z.NEVER;
  }
  return items;
});

/** "Viscosidad=5W-30|Voltaje=12 V": attributes by name, facets of the catalogue. */
const atributos = z.string().transform((v, ctx) => {
  const pairs = v
    .split('|')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      return [part.slice(0, equals).trim(), part.slice(equals + 1).trim()] as const;
    });
  if (pairs.some(([name, value]) => !name || !value || name.length > 60 || value.length > 60)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'debe ser como Viscosidad=5W-30|Voltaje=12 V (nombre=valor separados por |, 60 caracteres cada uno)',
    });
    return z.NEVER;
  }
  return Object.fromEntries(pairs);
});

const productRow = z.object({
  id: id().optional(),
  codigo: required(60).pipe(z.string().regex(/^\S+$/, { error: 'no admite espacios' })),
  referencia: text(60).optional(),
  nombre: required(200),
  categoria_id: id('categoria_id'),
  categoria: required(80),
  grupo_id: id('grupo_id'),
  grupo: required(80),
  subgrupo_id: id('subgrupo_id'),
  subgrupo: required(80),
  precio1: amount.refine((v) => v > 0, { error: 'debe ser mayor que 0' }),
  precio2: amount.optional(),
  precio3: amount.optional(),
  precio4: amount.optional(),
  precio5: amount.optional(),
  disponible: z
    .string({ error: 'es obligatorio' })
    .regex(/^\d{1,9}$/, { error: 'debe ser un número entero de 0 en adelante' })
    .transform(Number),
  impuesto_porcentaje: z
    .string()
    .regex(/^\d{1,3}([.,]\d{1,2})?$/, { error: 'debe ser un porcentaje como 19 o 5,5' })
    .transform((v) => Number(v.replace(',', '.')))
    .pipe(z.number().max(100, { error: 'debe estar entre 0 y 100' }))
    .optional(),
  escala: escala.optional(),
  imagenes: z
    .string()
    .transform((v) =>
      v
        .split('|')
        .map((n) => n.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .max(200)
          .regex(/^[^/\\]+$/, { error: 'nombres de archivo sin carpetas' }),
      ),
    )
    .optional(),
  descripcion: text(20_000).optional(),
  dimensiones: text(200).optional(),
  marca: text(60, 'la marca').optional(),
  colores: list.optional(),
  tallas: list.optional(),
  atributos: atributos.optional(),
});
export type ProductRow = z.output<typeof productRow>;

/**
 * Checks the file; throws CsvRejected with every problem (line and column), those of single cells and those
 * between rows (a code twice, a category id with two names) in one run, or returns the catalogue. A row with a
 * bad cell still takes part in the checks between rows with the cells it read. `notify` hears how the file
 * was read (its encoding).
 */
export function checkProducts(
  bytes: Uint8Array,
  options: { notify?: Notify } = {},
): Array<{ line: number; row: ProductRow }> {
  const { rows, problems } = readRows(bytes, productRow, { notify: options.notify });
  const firstLine = { codigo: new Map<string, number>(), id: new Map<number, number>() };
  const names = new Map<string, { name: string; parent: number | undefined; line: number }>();
  const agree = (
    line: number,
    column: string,
    key: string,
    node: { id?: number; name?: string; parent?: number },
    what: string,
  ) => {
    if (node.id === undefined || node.name === undefined) return;
    const seen = names.get(`${key}${node.id}`);
    const otherBranch = (parent?: number) =>
      parent !== undefined && seen?.parent !== undefined && seen.parent !== parent;
    if (!seen) names.set(`${key}${node.id}`, { name: node.name, parent: node.parent, line });
    else if (seen.name !== node.name || otherBranch(node.parent))
      problems.push({
        line,
        column,
        message: `${what} no coincide con la línea ${seen.line} (mismo id con otro nombre o en otra rama del árbol)`,
      });
  };
  for (const { line, row } of rows) {
    if (row.codigo !== undefined) {
      const dupCode = firstLine.codigo.get(row.codigo.toLowerCase());
      if (dupCode)
        problems.push({
          line,
          column: 'codigo',
          message: `código repetido (ya está en la línea ${dupCode})`,
        });
      else firstLine.codigo.set(row.codigo.toLowerCase(), line);
    }
    if (row.id !== undefined) {
      const dupId = firstLine.id.get(row.id);
      if (dupId) problems.push({ line, column: 'id', message: `id repetido (ya está en la línea ${dupId})` });
      else firstLine.id.set(row.id, line);
    }
    agree(line, 'categoria', 'c', { id: row.categoria_id, name: row.categoria, parent: 0 }, 'la categoría');
    const grupo = { id: row.grupo_id, name: row.grupo, parent: row.categoria_id };
    agree(line, 'grupo', 'g', grupo, 'el grupo');
    agree(
      line,
      'subgrupo',
      's',
      { id: row.subgrupo_id, name: row.subgrupo, parent: row.grupo_id },
      'el subgrupo',
    );
  }
  return rowsOrReject(rows, problems);
}

type IdRow = Pick<ProductRow, 'id' | 'codigo'>;

/**
 * The product id of each row of the file, asked in the file's order: its own, else the id of the product with
 * the same code (`existing`: every product of the database), else a new one past every id in use.
 */
export function productIds(
  rows: readonly IdRow[],
  existing: ReadonlyArray<{ id: number; codigo: string }>,
): (row: IdRow) => number {
  const byCode = new Map(existing.map((p) => [p.codigo.toLowerCase(), p.id]));
  const taken = new Set<number>(rows.flatMap((row) => (row.id === undefined ? [] : [row.id])));
  // A loop, not Math.max(...ids): spreading a catalogue's ids into arguments overflows the stack.
  let next = 1;
  for (const id of [...existing.map((p) => p.id), ...taken]) if (id >= next) next = id + 1;
  return (row) => {
    let productId = row.id ?? byCode.get(row.codigo.toLowerCase());
    if (productId === undefined || (row.id === undefined && taken.has(productId))) {
      while (taken.has(next)) next += 1;
      productId = next;
    }
    taken.add(productId);
    return productId;
  };
}

/** The file's catalogue (checked; CsvRejected otherwise): its tree and products, ids as `existing` gives them. */
async function catalogueOf(db: Database, bytes: Uint8Array, options: { notify?: Notify }) {
  const rows = checkProducts(bytes, options);
  const existing = await db.selectFrom('productos').select(['id', 'codigo']).execute();
  const idOf = productIds(
    rows.map(({ row }) => row),
    existing,
  );
  const tree: TreeRow = { categorias: [], grupos: [], subgrupos: [] };
  const seen = new Set<string>();
  const products: CatalogueProduct[] = rows.map(({ row }) => {
    if (!seen.has(`c${row.categoria_id}`)) {
      seen.add(`c${row.categoria_id}`);
      tree.categorias.push({ id: row.categoria_id, nombre: row.categoria, orden: tree.categorias.length });
    }
    if (!seen.has(`g${row.grupo_id}`)) {
      seen.add(`g${row.grupo_id}`);
      tree.grupos.push({ id: row.grupo_id, categoria_id: row.categoria_id, nombre: row.grupo });
    }
    if (!seen.has(`s${row.subgrupo_id}`)) {
      seen.add(`s${row.subgrupo_id}`);
      tree.subgrupos.push({ id: row.subgrupo_id, grupo_id: row.grupo_id, nombre: row.subgrupo });
    }
    return catalogueProduct(idOf(row), row);
  });
  return { tree, products, existing };
}

function catalogueProduct(id: number, row: ProductRow): CatalogueProduct {
  return {
    id,
    codigo: row.codigo,
    referencia: row.referencia ?? '',
    nombre: row.nombre,
    categoriaId: row.categoria_id,
    grupoId: row.grupo_id,
    subgrupoId: row.subgrupo_id,
    prices: [row.precio1, row.precio2 ?? null, row.precio3 ?? null, row.precio4 ?? null, row.precio5 ?? null],
    escalaAplica: row.escala !== undefined,
    escala: row.escala ?? null,
    disponible: row.disponible,
    imagenes: row.imagenes ?? [],
    textoAdicional: row.descripcion ?? null,
    dimensiones: row.dimensiones ?? null,
    impuestoPorcentaje: row.impuesto_porcentaje ?? null,
    demo: null,
    facetas: { brand: row.marca, colours: row.colores, sizes: row.tallas, attributes: row.atributos },
  };
}

export interface ProductsPreview {
  rows: number;
  added: Array<{ id: number; code: string; name: string }>;
  changed: Array<{ id: number; code: string; name: string }>;
  hidden: Array<{ id: number; code: string; name: string }>;
}

/** What importing the file would do (new, changed and hidden products), written nowhere; CsvRejected as the import. */
export async function previewProducts(db: Database, bytes: Uint8Array): Promise<ProductsPreview> {
  const { products, existing } = await catalogueOf(db, bytes, {});
  const had = new Set(existing.map((p) => p.id));
  const differ = new Set(await changedProductIds(db, products));
  const named = (p: CatalogueProduct) => ({ id: p.id, code: p.codigo, name: p.nombre });
  const ids = products.map((p) => p.id);
  const gone = await db
    .selectFrom('productos')
    .select(['id', 'codigo as code', 'nombre as name'])
    .where('activo', '=', true)
    .$if(ids.length > 0, (q) => q.where('id', 'not in', ids))
    .orderBy('id')
    .execute();
  return {
    rows: products.length,
    added: products.filter((p) => !had.has(p.id)).map(named),
    changed: products.filter((p) => had.has(p.id) && differ.has(p.id)).map(named),
    hidden: gone,
  };
}

/** Checks, then writes the whole catalogue in one transaction, dropping the demo accounts in it. */
export async function importProducts(
  db: Database,
  bytes: Uint8Array,
  options: { notify?: Notify; also?: (trx: Transaction<DB>) => Promise<void> } = {},
): Promise<WriteResult & { rows: number; demoAccountsDropped: string[] }> {
  const { tree, products } = await catalogueOf(db, bytes, options);
  let demoAccountsDropped: string[] = [];
  const result = await writeCatalogue(db, {
    tree,
    products,
    hideMissing: true,
    also: async (trx) => {
      demoAccountsDropped = await dropDemoAccounts(trx);
      await options.also?.(trx);
    },
  });
  return { ...result, rows: products.length, demoAccountsDropped };
}
