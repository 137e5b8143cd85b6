// The console catalogue's reads and writes on `productos` (its triggers raise the catalogue version in the
// same statement, so the shop's cached pages are rebuilt on the next request) and `imagenes`.
import type { PriceTier } from '@mostrador/contract/console';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { storePicture } from '../../db/pictures';
import type { DB } from '../../db/schema';
import { escapeLike, searchText } from '../../lib/text';

/** The tiers of a product's `escala` column (JSON text `[{Desde, Hasta, PrecioNivel}]`, as the ERP writes it). */
export function tiersOf(escala: string | null): PriceTier[] {
  if (!escala) return [];
  const parsed = JSON.parse(escala) as Array<{ Desde: number; Hasta: number; PrecioNivel: number }>;
  return parsed.map((t) => ({ from: t.Desde, to: t.Hasta, level: t.PrecioNivel }));
}

/** The `escala` column of tiers (null for none). */
export function escalaOf(tiers: readonly PriceTier[]): string | null {
  return tiers.length > 0
    ? JSON.stringify(tiers.map((t) => ({ Desde: t.from, Hasta: t.to, PrecioNivel: t.level })))
    : null;
}

export interface ProductFilter {
  q?: string | undefined;
  published?: boolean | undefined;
  sort: 'name' | 'code' | 'price' | 'stock';
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const SORT_COLUMN = { name: 'nombre', code: 'codigo', price: 'precio1', stock: 'disponible' } as const;

/** The columns of a product the console reads and edits. */
const DETAIL = [
  'id',
  'codigo',
  'referencia',
  'nombre',
  'precio1',
  'precio2',
  'precio3',
  'precio4',
  'precio5',
  'escala',
  'disponible',
  'activo',
  'imagenes',
  'texto_adicional',
  'texto_html',
] as const;

export type StoredProduct = Awaited<ReturnType<ReturnType<typeof createCatalogueDeskRepository>['detail']>>;
/** The columns an edit may set (prices in major units, as the column stores them; pictures as JSON text). */
export interface ProductChanges {
  precio1?: number | null;
  precio2?: number | null;
  precio3?: number | null;
  precio4?: number | null;
  precio5?: number | null;
  escala?: string | null;
  escala_aplica?: boolean;
  disponible?: number;
  activo?: boolean;
  imagenes?: string;
  texto_adicional?: string | null;
  texto_html?: string | null;
}

export function createCatalogueDeskRepository(db: Database) {
  return {
    async list(filter: ProductFilter) {
      let query = db.selectFrom('productos');
      if (filter.q) query = query.where('busqueda', 'like', `%${escapeLike(searchText(filter.q))}%`);
      if (filter.published !== undefined) query = query.where('activo', '=', filter.published);
      const rows = await query
        .select([
          'id',
          'codigo',
          'nombre',
          'precio1',
          'disponible',
          'activo',
          sql<number>`jsonb_array_length(imagenes)`.as('fotos'),
        ])
        .orderBy(SORT_COLUMN[filter.sort], filter.dir)
        .orderBy('id', filter.dir)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute();
      const count = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      return { rows, total: count.n };
    },

    /** A product (locked for the caller's transaction when `trx` is given), or undefined. */
    detail(id: number, trx?: Transaction<DB>) {
      const query = (trx ?? db).selectFrom('productos').select(DETAIL).where('id', '=', id);
      return (trx ? query.forUpdate() : query).executeTakeFirst();
    },

    async update(trx: Transaction<DB>, id: number, changes: ProductChanges): Promise<void> {
      await trx.updateTable('productos').set(changes).where('id', '=', id).execute();
    },

    /** Which of `names` are stored pictures. */
    async storedPictures(trx: Transaction<DB>, names: readonly string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await trx.selectFrom('imagenes').select('nombre').where('nombre', 'in', names).execute();
      return new Set(rows.map((r) => r.nombre));
    },

    storePicture,

    syncState() {
      return db
        .selectFrom('erp_estado')
        .select(['ultima_sync', 'productos_sync', 'sync_omitidos', 'ultimo_error', 'ultimo_error_fecha'])
        .where('id', '=', 1)
        .executeTakeFirst();
    },
  };
}
export type CatalogueDeskRepository = ReturnType<typeof createCatalogueDeskRepository>;
