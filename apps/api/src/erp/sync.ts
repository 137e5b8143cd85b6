// Catalogue sync: the category tree (GetCategoriasGrupos) and every product (GetProductos_V2, page by page)
// are read from the ERP and staged in memory first; only when every page has arrived is the catalogue
// written, in one transaction (db/catalogue-writer.ts), and only the products that differ from ours. A failure
// half-way changes nothing. Pictures are fetched afterwards, once per name, and kept in `imagenes` (by the
// connector after it has let the sync go, or here with `fetchPictures`).
import { sql, type Transaction } from 'kysely';
import type { CatalogueProduct } from '../db/catalogue-writer';
import { writeCatalogue } from '../db/catalogue-writer';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { SkippedProduct } from './catalogue-reads';
import type { ErpClient } from './client';
import { SyncLeaseLost } from './sync-lease';

export interface SyncReport {
  products: number;
  /** Products written: new, or different from ours (an unchanged catalogue writes none). */
  changed: number;
  hidden: number;
  pages: number;
  /** Records of the ERP we could not read, or whose category/group/subgroup is not in the tree. */
  skipped: SkippedProduct[];
  /** The pictures the tree and the products name (fetched when missing, by fetchPictures). */
  pictureNames: string[];
  picturesFetched: number;
  picturesMissing: number;
  version: number;
}

/** More pages than this is a loop (an ERP that ignores the offset): the sync stops with an error. */
const MAX_PAGES = 20_000;
const PICTURE_CONCURRENCY = 6;
/** The skipped records kept for the console (the first ones; the count is in the sync's log line). */
const MAX_SKIPPED_KEPT = 500;

/** Units of each product in web orders the ERP has not received yet (they are not in its stock figure). */
async function reservedByOutbox(
  trx: Parameters<NonNullable<Parameters<typeof writeCatalogue>[1]['reserved']>>[0],
) {
  const rows = await sql<{ producto_id: number; cantidad: number }>`
    SELECT l.producto_id, sum(l.cantidad)::int AS cantidad
    FROM erp_outbox o JOIN pedido_lineas l ON l.pedido_id = o.pedido_id
    WHERE o.estado = 'pendiente' GROUP BY l.producto_id`.execute(trx);
  return new Map(rows.rows.map((r) => [r.producto_id, r.cantidad]));
}

export async function syncCatalogue(
  db: Database,
  client: ErpClient,
  options: {
    now: () => Date;
    fetchPictures?: boolean;
    /** Inside the write's transaction: whether this sync still holds its lease (else nothing is written). */
    holds?: (trx: Transaction<DB>) => Promise<boolean>;
  },
): Promise<SyncReport> {
  const { tree, pictures: treePictures } = await client.tree();
  const subgroupOf = new Map(tree.subgrupos.map((s) => [s.id, s.grupo_id]));
  const groupOf = new Map(tree.grupos.map((g) => [g.id, g.categoria_id]));

  const staged = new Map<number, CatalogueProduct>();
  const skipped: SyncReport['skipped'] = [];
  let offset = 0;
  let pages = 0;
  for (;;) {
    if (pages >= MAX_PAGES) throw new Error(`el ERP entregó más de ${MAX_PAGES} páginas de productos`);
    const page = await client.productPage(offset);
    pages += 1;
    if (page.size === 0) break;
    // An ERP that ignores the offset gives the same page again: stop rather than loop.
    if (page.products.length > 0 && page.products.every((p) => staged.has(p.id)))
      throw new Error(
        `el ERP repitió productos ya leídos en la página de length=${offset}: ¿ignora el desplazamiento?`,
      );
    for (const invalid of page.invalid) skipped.push(invalid);
    for (const p of page.products) {
      if (subgroupOf.get(p.subgrupoId) !== p.grupoId || groupOf.get(p.grupoId) !== p.categoriaId) {
        skipped.push({
          id: p.id,
          problem: `categoría ${p.categoriaId} / grupo ${p.grupoId} / subgrupo ${p.subgrupoId} no están en el árbol`,
        });
        continue;
      }
      staged.set(p.id, p);
    }
    offset += page.size;
  }
  const products = [...staged.values()];

  const written = await writeCatalogue(db, {
    tree,
    products,
    hideMissing: true,
    reserved: reservedByOutbox,
    also: async (trx) => {
      if (options.holds && !(await options.holds(trx))) throw new SyncLeaseLost();
      await trx
        .updateTable('erp_estado')
        .set({
          ultima_sync: options.now(),
          productos_sync: products.length,
          sync_omitidos: JSON.stringify(skipped.slice(0, MAX_SKIPPED_KEPT)),
        })
        .where('id', '=', 1)
        .execute();
    },
  });

  const pictureNames = [...treePictures, ...products.flatMap((p) => p.imagenes)];
  const pictures =
    options.fetchPictures === false
      ? { fetched: 0, missing: 0 }
      : await fetchPictures(db, client, pictureNames);
  return {
    products: products.length,
    changed: written.written,
    hidden: written.hidden,
    pages,
    skipped,
    pictureNames,
    picturesFetched: pictures.fetched,
    picturesMissing: pictures.missing,
    version: written.version,
  };
}

/** Fetches the pictures we do not have yet (a name is fetched once and kept). */
export async function fetchPictures(db: Database, client: ErpClient, names: string[]) {
  const wanted = [...new Set(names.filter((n) => n && n.length <= 200 && !n.includes('/')))];
  if (wanted.length === 0) return { fetched: 0, missing: 0 };
  const have = new Set(
    (await db.selectFrom('imagenes').select('nombre').where('nombre', 'in', wanted).execute()).map(
      (r) => r.nombre,
    ),
  );
  const queue = wanted.filter((n) => !have.has(n));
  let fetched = 0;
  let missing = 0;
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      try {
        // Asked again once when it fails: the kept-alive connection of the catalogue's last page may have been
        // closed by the ERP while the catalogue was written, and the first request on it fails.
        const picture = await client.picture(name).catch(() => client.picture(name));
        if (!picture) {
          missing += 1;
          continue;
        }
        await db
          .insertInto('imagenes')
          .values({ nombre: name, tipo: picture.type, datos: picture.data })
          .onConflict((oc) => oc.column('nombre').doNothing())
          .execute();
        fetched += 1;
      } catch {
        // Fetched again on the next sync.
        missing += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: PICTURE_CONCURRENCY }, worker));
  return { fetched, missing };
}
