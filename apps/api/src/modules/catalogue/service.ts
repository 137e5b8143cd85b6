import type { Categoria, GetProductosParams, Grupo, Product, ProductoData } from '@mostrador/contract';
import { badRequest, notFound } from '../../lib/errors';
import { nullableNumericToWire, numericToWire } from '../../lib/money';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { CatalogueRepository, ProductRecord } from './repository';

/** The picture of a product without pictures (a file name, like every picture in a record). */
export const PLACEHOLDER_IMAGE = 'placeholder.svg';

/** A product row on the wire; `defaultTaxPercent` stands for the rate of a product that has none of its own. */
export function toProduct(row: ProductRecord, defaultTaxPercent: number): Product {
  const images = row.imagenes;
  const demo = row.demo ?? {};
  return {
    Productoid: row.id,
    Producto_cod: row.codigo,
    Referencia: row.referencia,
    Producto: row.nombre,
    Categoriaid: row.categoria_id,
    Grupoid: row.grupo_id,
    Subgrupoid: row.subgrupo_id,
    // No price at this level nor a list price (priceAtLevel: null): shown as 0; an order refuses it.
    Precio: row.precio === null ? 0 : numericToWire(row.precio),
    Precio1: nullableNumericToWire(row.precio1),
    Precio2: nullableNumericToWire(row.precio2),
    Precio3: nullableNumericToWire(row.precio3),
    Precio4: nullableNumericToWire(row.precio4),
    Precio5: nullableNumericToWire(row.precio5),
    Escala_aplica: row.escala_aplica,
    Escala: row.escala,
    Disponible: row.disponible,
    Imagenes: images.length > 0 ? images : [PLACEHOLDER_IMAGE],
    // Stored sanitised (db/descriptions.ts); a row not yet filled is sanitised here, never sent raw.
    texto_adicional:
      row.texto_html ?? (row.texto_sin_sanear === null ? null : sanitizeHtml(row.texto_sin_sanear)),
    Dimesiones: row.dimensiones,
    Impuesto_porcentaje:
      row.impuesto_porcentaje === null ? defaultTaxPercent : Number(row.impuesto_porcentaje),
    ...demo,
  };
}

export interface CatalogueSettings {
  pageSize: number;
  /** The tax rate of a product without one of its own (TAX_PERCENT). */
  defaultTaxPercent: number;
}

/** The repository's filter from GetProductos_V2's query (a price range upside down is a 400). */
function filterOf(q: GetProductosParams) {
  if (q.precio_min !== undefined && q.precio_max !== undefined && q.precio_min > q.precio_max) {
    throw badRequest('Parámetro inválido: precio_min no puede ser mayor que precio_max');
  }
  return {
    codigo: q.codigo,
    descripcion: q.descripcion,
    nombreFull: q.nombreFull,
    // 0 means "all", as the ERP's clients send it.
    categoriaid: q.categoriaid || undefined,
    grupoid: q.grupoid || undefined,
    subgrupoid: q.subgrupoid || undefined,
    precioMin: q.precio_min,
    precioMax: q.precio_max,
  };
}

export function createCatalogueService(repository: CatalogueRepository, settings: CatalogueSettings) {
  return {
    /** How many products GetProductos_V2's filters match at `level` (its paging and order ignored). */
    async count(q: GetProductosParams, level: number): Promise<number> {
      return repository.count(filterOf(q), level);
    },

    /** A page of products priced at `level`. */
    async products(q: GetProductosParams, level: number): Promise<Product[]> {
      const rows = await repository.products(
        filterOf(q),
        level,
        q.orden ?? 0,
        q.length ?? 0,
        q.pagesize ?? settings.pageSize,
      );
      return rows.map((row) => toProduct(row, settings.defaultTaxPercent));
    },

    async product(id: number, level: number): Promise<ProductoData> {
      const row = await repository.product(id, level);
      if (!row) throw notFound(`Producto no encontrado: ${id}`);
      const producto = toProduct(row, settings.defaultTaxPercent);
      return { Producto: producto, Html: producto.texto_adicional ?? '' };
    },

    /** The category tree in the ERP's names (a bare array on the wire). */
    async tree(): Promise<Categoria[]> {
      const { categorias, grupos, subgrupos, counts } = await repository.tree();
      const perCategory = new Map(counts.map((c) => [c.categoria_id, c.n]));
      return categorias.map((c) => ({
        Categoriaid: c.id,
        Descripcion: c.nombre,
        Image: `c${c.id}.svg`,
        Grupos: groupsOf(c.id, grupos, subgrupos),
        Productos: perCategory.get(c.id) ?? 0,
      }));
    },

    /** A category's groups with their subgroups; none when the category is unknown (or no id was given). */
    async groups(categoriaid: number | undefined): Promise<Grupo[]> {
      if (categoriaid === undefined) return [];
      const { grupos, subgrupos } = await repository.groupsOf(categoriaid);
      return groupsOf(categoriaid, grupos, subgrupos);
    },
  };
}

interface GroupRow {
  id: number;
  categoria_id: number;
  nombre: string;
}
interface SubgroupRow {
  id: number;
  grupo_id: number;
  nombre: string;
}

function groupsOf(
  categoryId: number,
  grupos: readonly GroupRow[],
  subgrupos: readonly SubgroupRow[],
): Grupo[] {
  return grupos
    .filter((g) => g.categoria_id === categoryId)
    .map((g) => ({
      grupoid: g.id,
      descripcion: g.nombre,
      aplica_api: true,
      SubGrupos: subgrupos
        .filter((s) => s.grupo_id === g.id)
        .map((s) => ({ subgrupoid: s.id, descripcion: s.nombre })),
      Image: `g${g.id}.svg`,
    }));
}
