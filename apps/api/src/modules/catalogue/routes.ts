import {
  type Categoria,
  categoriasQuery,
  categoriasResponse,
  contarFacetasResponse,
  contarProductosResponse,
  type Facet,
  facetNames,
  type GetProductosParams,
  type Grupo,
  getProductoDataQuery,
  getProductoDataResponse,
  getProductosQuery,
  getProductosResponse,
  NO_CONTROL_CHARACTERS,
  PICTURES_BASE,
  type Product,
  type ProductoData,
  paths,
  product,
  subgruposQuery,
  subgruposResponse,
  toQuickOrderProduct,
} from '@mostrador/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Versions } from '../../db/catalogue-version';
import { HttpError } from '../../lib/errors';
import { compileSerializer, jsonSchemaSerializerCompiler } from '../../lib/json-serializer';
import { replies } from '../../lib/replies';
import { ownCustomer } from '../../plugins/auth';
import type { App, ModuleOptions } from '../../types';
import {
  type CachedAnswer,
  type CatalogueCache,
  cacheKey,
  createCatalogueCache,
  createVersionedCache,
} from './cache';
import type { FacetCount } from './facets';
import { keptProducts } from './kept-products';
import { PICTURE_PATTERN, placeholderSvg, webpOf } from './pictures';
import { productPictureSvg } from './product-icons';
import { createCatalogueRepository } from './repository';
import { readPostings } from './search-postings';
import {
  type CatalogueProduct,
  type CategoryNode,
  createCatalogueService,
  type GroupNode,
  type ProductQuery,
} from './service';
import { keptPostings, keptVocabulary } from './vocabulary';

const YEAR = 'public, max-age=31536000, immutable';
/** What the facet counts' answers may keep per process (a few KB each). */
const FACET_CACHE_BYTES = 8 * 1024 * 1024;
/** The parsed query fields that decide a page (with the price level); the rest are for compatibility. */
const PAGE_FIELDS = [
  'codigo',
  'descripcion',
  'nombreFull',
  'categoriaid',
  'grupoid',
  'subgrupoid',
  'precio_min',
  'precio_max',
  'length',
  'pagesize',
  'orden',
  'facetas',
] as const;
/** The fields that decide which products match (a count's, the facets'): the page's but paging and order. */
const MATCH_FIELDS = PAGE_FIELDS.filter((f) => f !== 'length' && f !== 'pagesize' && f !== 'orden');

/** GetProductos_V2's query in our words. */
function productQueryOf(q: GetProductosParams): ProductQuery {
  return {
    code: q.codigo,
    description: q.descripcion,
    text: q.nombreFull,
    categoryId: q.categoriaid,
    groupId: q.grupoid,
    subgroupId: q.subgrupoid,
    minPrice: q.precio_min,
    maxPrice: q.precio_max,
    order: q.orden,
    offset: q.length,
    pageSize: q.pagesize,
    facets: q.facetas,
  };
}

/** The attributes of a product: its facets but brand, colour and size, one value each. */
function attributesOf(facets: CatalogueProduct['facets']): Record<string, string> | undefined {
  const entries = Object.entries(facets).filter(([name]) => !WIRE_FACETS.has(name));
  return entries.length > 0
    ? Object.fromEntries(entries.map(([name, values]) => [name, values.join(', ')]))
    : undefined;
}
const WIRE_FACETS = new Set<string>([facetNames.brand, facetNames.colour, facetNames.size]);

const wireFacet = (f: FacetCount): Facet => ({
  Faceta: f.name,
  Valores: f.values.map((v) => ({ Valor: v.value, Total: v.count })),
});

/** A product on the wire (the ERP's names), the demo fields last as they are stored. */
function wireProduct(p: CatalogueProduct): Product {
  return {
    ...toQuickOrderProduct(p),
    Categoriaid: p.categoryId,
    Grupoid: p.groupId,
    Subgrupoid: p.subgroupId,
    texto_adicional: p.descriptionHtml,
    Dimesiones: p.dimensions,
    Impuesto_porcentaje: p.taxPercent,
    ...(p.facets.marca?.[0] === undefined ? {} : { Marca: p.facets.marca[0] }),
    ...(attributesOf(p.facets) === undefined ? {} : { Atributos: attributesOf(p.facets) }),
    ...p.demo,
  };
}

/** GetProductoDataTercero_v2's data: the product and its description (empty when it has none). */
function wireProductData(p: CatalogueProduct): ProductoData {
  return { Producto: wireProduct(p), Html: p.descriptionHtml ?? '' };
}

function wireGroup(g: GroupNode): Grupo {
  return {
    grupoid: g.id,
    descripcion: g.name,
    aplica_api: true,
    SubGrupos: g.subgroups.map((s) => ({ subgrupoid: s.id, descripcion: s.name })),
    Image: g.picture,
  };
}

function wireCategory(c: CategoryNode): Categoria {
  return {
    Categoriaid: c.id,
    Descripcion: c.name,
    Image: c.picture,
    Grupos: c.groups.map(wireGroup),
    Productos: c.products,
  };
}

/**
 * Writes GetProductos_V2's answer as `compileSerializer(getProductosResponse)` does, in UTF-8, each product's
 * wire text encoded once per product object and then joined: the products a search's page shows are kept
 * (kept-products.ts), so a page of a search never asked before is mostly joined, not written.
 */
function pageWriter(): (answer: { Datos: CatalogueProduct[] }) => Buffer {
  const writeProduct = compileSerializer(product);
  const texts = new WeakMap<CatalogueProduct, Buffer>();
  function textOf(p: CatalogueProduct): Buffer {
    let text = texts.get(p);
    if (text === undefined) {
      // Its own memory, not a slice of Buffer's shared 8 KB pool: one kept text would hold the whole slab.
      const json = writeProduct(wireProduct(p));
      text = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
      text.write(json);
      texts.set(p, text);
    }
    return text;
  }
  const empty = compileSerializer(getProductosResponse)({ Status: true, Msj: '', Datos: [] });
  const [before = '', after = ''] = empty.split('[]');
  const [head, comma, tail] = [Buffer.from(`${before}[`), Buffer.from(','), Buffer.from(`]${after}`)];
  return ({ Datos }) => {
    const parts: Buffer[] = [head];
    Datos.forEach((p, i) => {
      if (i > 0) parts.push(comma);
      parts.push(textOf(p));
    });
    return Buffer.concat([...parts, tail]);
  };
}

/** A cached answer, or 304 when the client already holds it (If-None-Match). Bytes are sent as they are. */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('ETag', answer.etag).header('Cache-Control', 'no-cache');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** What the lists GetProductos_V2's query is answered with hold: a page's products, or facets with counts. */
interface ListItems {
  page: CatalogueProduct;
  facets: Facet;
}

/** The catalogue's service, its answers' cache and their writers, and the asking customer's price level. */
function catalogueParts(options: ModuleOptions) {
  // Catalogue reads (and the catalogue version) come from the read replica when there is one.
  const reads = options.readDb ?? options.db;
  const repository = createCatalogueRepository(reads);
  const service = createCatalogueService(
    repository,
    { pageSize: options.config.pageSize, defaultTaxPercent: options.config.orders.taxPercent },
    keptVocabulary(reads, repository.vocabulary),
    keptPostings(
      reads,
      () => readPostings(repository.searchTexts),
      (hit) => options.metrics.cacheLookup('postings', hit),
    ),
    keptProducts(reads, (hit) => options.metrics.cacheLookup('products', hit)),
  );
  const cache = createCatalogueCache(reads, undefined, (hit) => options.metrics.cacheLookup('answers', hit));
  // Facet counts read every matching row (seconds unfiltered at a million products) and do not depend on
  // stock: kept per the products' version (migrations/660), which an order does not move.
  const facetCache = createCatalogueCache(
    reads,
    FACET_CACHE_BYTES,
    (hit) => options.metrics.cacheLookup('facets', hit),
    'products',
  );
  // Answers are written by functions compiled once from the contract's JSON Schema (lib/json-serializer.ts):
  // the cached ones here, the others by the routes' `serializerCompiler`.
  const write = {
    page: pageWriter(),
    product: compileSerializer(getProductoDataResponse),
    tree: compileSerializer(categoriasResponse),
    facets: compileSerializer(contarFacetasResponse),
  };

  /** The price level: the session's, or the guest level. A `terceroid` naming someone else is refused. */
  function levelOf(request: FastifyRequest, terceroid: number | undefined): number {
    if (request.customer && terceroid) return ownCustomer(request, terceroid).priceLevel;
    return request.customer?.priceLevel ?? options.config.guestPriceLevel;
  }
  /** The lists GetProductos_V2's query is answered with: where each is kept, by which fields, its writer. */
  const lists: {
    [K in keyof ListItems]: {
      kept: CatalogueCache;
      fields: readonly string[];
      write: (answer: { Status: true; Msj: ''; Datos: ListItems[K][] }) => string | Buffer;
    };
  } = {
    page: { kept: cache, fields: PAGE_FIELDS, write: write.page },
    facets: { kept: facetCache, fields: MATCH_FIELDS, write: write.facets },
  };
  /**
   * A handler of GetProductos_V2's query answering with the list `find` finds at the caller's level, kept
   * under the fields that decide it; `Msj` as the ERP's answer has it (DESIGN.md's wire table): nothing to tell
   * on success.
   */
  function keptList<K extends keyof ListItems>(
    kind: K,
    find: (query: ProductQuery, level: number, at: Versions) => Promise<ListItems[K][]>,
  ) {
    const { kept, fields, write: writeAnswer } = lists[kind];
    return async (request: FastifyRequest & { query: GetProductosParams }, reply: FastifyReply) => {
      const level = levelOf(request, request.query.terceroid);
      const answer = await kept.answer(cacheKey(kind, level, request.query, fields), async (at) =>
        writeAnswer({ Status: true, Msj: '', Datos: await find(productQueryOf(request.query), level, at) }),
      );
      return sendCached(request, reply, answer);
    };
  }
  return { service, cache, facetCache, write, levelOf, keptList };
}
type CatalogueParts = ReturnType<typeof catalogueParts>;
const serializerCompiler = jsonSchemaSerializerCompiler;

/** ContarProductos and ContarFacetas: how many products the filters match, in all and by facet. */
function countRoutes(app: App, { service, levelOf, keptList }: CatalogueParts) {
  app.get(
    `/${paths.contarProductos}`,
    {
      schema: {
        tags: ['catalogue'],
        summary: "The shop's own: how many products GetProductos_V2's filters match (for a pager)",
        description: 'Takes the query of GetProductos_V2; length, pagesize and orden are ignored.',
        querystring: getProductosQuery,
        response: replies(contarProductosResponse),
      },
    },
    async (request) => {
      const level = levelOf(request, request.query.terceroid);
      const { total, suggestion } = await service.count(productQueryOf(request.query), level);
      return {
        Status: true,
        Datos: suggestion === undefined ? { Total: total } : { Total: total, Sugerencia: suggestion },
      };
    },
  );

  app.get(
    `/${paths.contarFacetas}`,
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "The shop's own: the facets (marca, color, talla, attributes) of what GetProductos_V2's filters match, with counts",
        description:
          "Takes the query of GetProductos_V2 (length, pagesize and orden ignored). A facet's counts follow every filter but the facet's own choice in facetas, so its other values stay choosable; brand, colour and size first, then the attributes by name; the values with the most products first.",
        querystring: getProductosQuery,
        response: replies(contarFacetasResponse),
      },
      serializerCompiler,
    },
    keptList('facets', async (query, level, at) => (await service.facets(query, level, at)).map(wireFacet)),
  );
}

/** GetProductos_V2 and GetProductoDataTercero_v2. */
function productRoutes(app: App, { service, cache, write, levelOf, keptList }: CatalogueParts) {
  app.get(
    `/${paths.getProductos}`,
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'A page of products (length = offset), filtered, searched (nombreFull forgives case, accents, typos and singular/plural) and ordered',
        description:
          'orden: 0 by code (a search: the code typed first, then names with every word as typed, then the rest), 1 by price descending, 2 by price ascending. "null" or an empty value means no filter; 0 for categoriaid/grupoid/subgrupoid means all. Precio is the price at the caller\'s level (token) or the guest level. bodegaid, webpedidoid, api and api2 are accepted for compatibility (one warehouse).',
        querystring: getProductosQuery,
        response: replies(getProductosResponse),
      },
      serializerCompiler,
    },
    keptList('page', (query, level, at) => service.products(query, level, at)),
  );

  app.get(
    `/${paths.getProductoData}`,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product and its description as sanitised HTML',
        querystring: getProductoDataQuery,
        response: replies(getProductoDataResponse),
      },
      serializerCompiler,
    },
    async (request, reply) => {
      const level = levelOf(request, request.query.terceroid);
      const { productoid } = request.query;
      let answer: CachedAnswer;
      try {
        answer = await cache.answer(`product|${level}|${productoid}`, async () =>
          write.product({
            Status: true,
            Msj: '',
            ...wireProductData(await service.product(productoid, level)),
          }),
        );
      } catch (error) {
        // The shop's own ausente200: "no such product" as a 200 the storefront reads (no console error).
        if (request.query.ausente200 && error instanceof HttpError && error.statusCode === 404) {
          // The 200 schema is the product's: this envelope is written as it is.
          return reply
            .header('Cache-Control', 'no-cache')
            .serializer((payload) => JSON.stringify(payload))
            .send({ Status: false, Msj: error.message });
        }
        throw error;
      }
      return sendCached(request, reply, answer);
    },
  );
}

/** GetCategoriasGrupos and the subgroups of a category. */
function treeRoutes(app: App, { service, cache, write }: CatalogueParts) {
  app.get(
    `/${paths.categorias}`,
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "The catalogue tree: categories -> groups -> subgroups, as a bare array in the ERP's names (Image: a file name at /Files/Images/)",
        querystring: categoriasQuery,
        response: replies(categoriasResponse),
      },
      serializerCompiler,
    },
    // The same for everyone: one answer per catalogue version, with its ETag.
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await cache.answer('tree', async () => write.tree((await service.tree()).map(wireCategory))),
      ),
  );

  app.get(
    `/${paths.subgrupos}`,
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "A category's groups with their subgroups, as a bare array; [] when categoriaid is not a number or names no category",
        querystring: subgruposQuery,
        response: replies(subgruposResponse),
      },
      serializerCompiler,
    },
    async (request) => (await service.groups(request.query.categoriaid)).map(wireGroup),
  );
}

/** Public catalogue: products priced at the asking customer's level (token) or the guest level. */
export const catalogueRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const parts = catalogueParts(options);
  countRoutes(app, parts);
  productRoutes(app, parts);
  treeRoutes(app, parts);
};

/** A picture's answer, kept as it is sent. */
interface PictureAnswer {
  status: number;
  type: string;
  cacheControl: string;
  body: Buffer;
}

/** The pictures, at the host root where the ERP serves them: `/Files/Images/<name>` (not under apiGold/). */
export const pictureRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const repository = createCatalogueRepository(options.db);
  // A catalogue page asks for its two dozen pictures at once, on the same CPU as the visitor's start: each is
  // made (two queries and the drawing) once per catalogue version, then sent as the same bytes, up to 64 MB of
  // them per process (a stored picture may weigh up to 5 MB: import/pictures.ts).
  const answers = createVersionedCache<PictureAnswer>(
    options.db,
    { maxBytes: 64 * 1024 * 1024, sizeOf: (answer, key) => answer.body.length + key.length },
    (hit) => options.metrics.cacheLookup('pictures', hit),
  );
  /** A drawn picture, as the name's extension asks: the SVG itself or its WebP. */
  const drawn = async (
    status: number,
    cacheControl: string,
    text: string,
    format: string | undefined,
  ): Promise<PictureAnswer> =>
    format === 'webp'
      ? { status, type: 'image/webp', cacheControl, body: await webpOf(text) }
      : { status, type: 'image/svg+xml; charset=utf-8', cacheControl, body: Buffer.from(text, 'utf8') };

  async function picture(name: string): Promise<PictureAnswer> {
    const stored = await repository.storedPicture(name);
    if (stored) {
      return {
        status: 200,
        type: stored.tipo,
        cacheControl: 'public, max-age=86400',
        body: Buffer.from(stored.datos),
      };
    }
    const match = PICTURE_PATTERN.exec(name);
    if (!match) return drawn(404, 'no-cache', placeholderSvg(), 'svg');
    const [, p, productId, variant, kind, id, , format] = match;
    const label =
      p && productId
        ? await repository.pictureLabel('p', Number(productId))
        : kind && id
          ? await repository.pictureLabel(kind as 'c' | 'g' | 's', Number(id))
          : undefined;
    if (!label) return drawn(200, 'public, max-age=3600', placeholderSvg(), format);
    // A product: its kind's icon, a variation's picture in that variation's colour; a category, group or
    // subgroup: the icon of its own name.
    const n = Number(variant ?? 1);
    return drawn(
      200,
      YEAR,
      productPictureSvg(label.title, label.kindName ?? label.title, label.group, n, label.colors?.[n - 1]),
      format,
    );
  }

  app.get(
    `${PICTURES_BASE}:name`,
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'A picture kept from the ERP (fetched once by the catalogue sync), else a generated picture (WebP, or the SVG it is drawn as) of a product (p<id>-<n>.webp), category (c<id>.webp), group (g<id>) or subgroup (s<id>)',
        params: z.object({
          name: z.string().max(200).regex(NO_CONTROL_CHARACTERS, 'name contiene caracteres de control'),
        }),
      },
    },
    async (request, reply) => {
      // Names that cannot be a picture are answered without being kept (anybody can ask for any name).
      const answer = PICTURE_PATTERN.test(request.params.name)
        ? await answers.get(request.params.name, () => picture(request.params.name))
        : await picture(request.params.name);
      return reply
        .code(answer.status)
        .type(answer.type)
        .header('Cache-Control', answer.cacheControl)
        .send(answer.body);
    },
  );
};
