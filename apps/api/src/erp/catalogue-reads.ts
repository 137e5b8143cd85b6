// The ERP client's catalogue reads: GetProductos_V2 pages and GetCategoriasGrupos as the catalogue writer
// stores them (sync.ts), and the pictures at the ERP's host root.
import {
  type Categoria,
  categoriasResponse,
  noProductFilters,
  PICTURES_BASE,
  type Product,
  paths,
  product,
  statusWith,
  tiers,
} from '@mostrador/contract';
import { toMinor } from '@mostrador/domain';
import { z } from 'zod/mini';
import type { CatalogueProduct, TreeRow } from '../db/catalogue-writer';
import { type ErpTransport, ErpUnavailable, refused } from './transport';

/** A record of the ERP's catalogue we could not read: its id (whatever the ERP sent) and why. */
export interface SkippedProduct {
  id: unknown;
  problem: string;
}

/** A page of GetProductos_V2: the products that parse (as we store them), and the records that did not. */
export interface ProductPage {
  products: CatalogueProduct[];
  /** Records of the page (parsed or not): 0 means the end of the catalogue. */
  size: number;
  invalid: SkippedProduct[];
}

/** GetCategoriasGrupos as we store it, and the pictures it names (file names, some empty). */
export interface CatalogueTree {
  tree: TreeRow;
  pictures: string[];
}

const minor = (major: number | null): number | null => (major === null ? null : toMinor(major));

/** The category tree as we store it (in the ERP's order), and the pictures of categories and groups. */
export function treeOf(categories: readonly Categoria[]): CatalogueTree {
  const tree: TreeRow = { categorias: [], grupos: [], subgrupos: [] };
  categories.forEach((c, i) => {
    tree.categorias.push({ id: c.Categoriaid, nombre: c.Descripcion, orden: i });
    for (const g of c.Grupos) {
      tree.grupos.push({ id: g.grupoid, categoria_id: c.Categoriaid, nombre: g.descripcion });
      for (const s of g.SubGrupos)
        tree.subgrupos.push({ id: s.subgrupoid, grupo_id: g.grupoid, nombre: s.descripcion });
    }
  });
  const pictures = [
    ...categories.map((c) => c.Image),
    ...categories.flatMap((c) => c.Grupos.map((g) => g.Image ?? '')),
  ];
  return { tree, pictures };
}

/** The specification's optional demo fields of a product, kept (in `productos.demo`) when the ERP sends them. */
const DEMO_KEYS = [
  'discount',
  'offerEnd',
  'new',
  'rating',
  'saleCount',
  'tag',
  'category',
  'variation',
  'shortDescription',
  'fullDescription',
  'affiliateLink',
] as const;

/** A product record of the ERP as we store it; a tier text that is not the ERP's JSON is dropped (no tiers). */
export function storedProduct(p: Product): CatalogueProduct {
  let escala = p.Escala;
  if (escala !== null) {
    try {
      if (!tiers.safeParse(JSON.parse(escala)).success) escala = null;
    } catch {
      escala = null;
    }
  }
  const demo = Object.fromEntries(DEMO_KEYS.map((k) => [k, p[k]]).filter(([, v]) => v !== undefined));
  return {
    id: p.Productoid,
    codigo: p.Producto_cod,
    referencia: p.Referencia,
    nombre: p.Producto,
    categoriaId: p.Categoriaid,
    grupoId: p.Grupoid,
    subgrupoId: p.Subgrupoid,
    prices: [minor(p.Precio1), minor(p.Precio2), minor(p.Precio3), minor(p.Precio4), minor(p.Precio5)],
    escalaAplica: p.Escala_aplica && escala !== null,
    escala,
    disponible: p.Disponible,
    imagenes: p.Imagenes.filter((n) => n !== '' && n !== 'placeholder.svg'),
    textoAdicional: p.texto_adicional,
    dimensiones: p.Dimesiones,
    impuestoPorcentaje: p.Impuesto_porcentaje ?? null,
    demo: Object.keys(demo).length > 0 ? demo : null,
    facetas: { brand: p.Marca, attributes: p.Atributos },
  };
}

/** A page's records as we store them, and those that do not parse with why. */
function pageOf(records: unknown[]): ProductPage {
  const products: CatalogueProduct[] = [];
  const invalid: SkippedProduct[] = [];
  for (const record of records) {
    const parsed = product.safeParse(record);
    if (parsed.success) products.push(storedProduct(parsed.data));
    else {
      const id =
        typeof record === 'object' && record ? (record as { Productoid?: unknown }).Productoid : null;
      const issue = parsed.error.issues[0];
      invalid.push({ id, problem: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}` });
    }
  }
  return { products, size: records.length, invalid };
}

const productsPage = statusWith({ Datos: z.optional(z.array(z.unknown())) });

export function catalogueReads(erp: ErpTransport) {
  return {
    /** GetProductos_V2 from `offset` (the ERP's `length`), ordered by code, every filter sent as null. */
    async productPage(offset: number): Promise<ProductPage> {
      const answer = await erp.get(
        paths.getProductos,
        { ...noProductFilters, length: offset, bodegaid: 1, orden: 0, api: 'true', terceroid: null },
        productsPage,
      );
      refused(answer, paths.getProductos);
      return pageOf(answer.Datos ?? []);
    },

    /** GetCategoriasGrupos (a bare array): the tree as we store it, and its pictures. */
    async tree(): Promise<CatalogueTree> {
      return treeOf(await erp.get(paths.categorias, {}, categoriasResponse));
    },

    /** A picture at the ERP's host root (`/Files/Images/<name>`); undefined when it has none by that name. */
    async picture(name: string): Promise<{ type: string; data: Uint8Array } | undefined> {
      let response: Response;
      try {
        response = await erp.fetch(
          new URL(`${PICTURES_BASE}${encodeURIComponent(name)}`, erp.base),
          { signal: AbortSignal.timeout(erp.options.timeoutMs) },
          `la imagen ${name}`,
        );
      } catch (error) {
        if (error instanceof ErpUnavailable) throw error;
        throw new ErpUnavailable(`el ERP no entregó la imagen ${name}`, 'network');
      }
      if (response.status === 404) return undefined;
      if (!response.ok)
        throw new ErpUnavailable(`el ERP respondió ${response.status} a la imagen ${name}`, 'http');
      const type = response.headers.get('content-type') ?? 'application/octet-stream';
      if (!type.startsWith('image/')) return undefined;
      return { type, data: new Uint8Array(await response.arrayBuffer()) };
    },
  };
}
