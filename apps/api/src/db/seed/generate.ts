// Builds the demo rows (deterministic: a seeded PRNG and dates relative to `now`).
import { asMinor, type Minor, percentOf, toMajor } from '@mostrador/domain';
import { todayIn } from '../../lib/dates';
import { productFacets } from '../../lib/facets';
import { Random } from '../../lib/random';
import { searchText } from '../../lib/text';
import type { ProductDemo, ProductosTable } from '../schema';
import { CATALOGUE, MARCAS, PRESENTACIONES } from './catalogue-tree';
import { DEMO_COLORS, DEMO_FIRST_ID, DEMO_PRODUCTS, DEMO_SIZES } from './demo-products';

export const SEED = 20_261_122;
/** Products of the demo catalogue (ids 1..BASE_PRODUCTS; 95..123 are the specification's demo products). */
export const BASE_PRODUCTS = 180;
/**
 * Volume tiers: they start at the guest level (level 4) and move to the lowest level (level 5) for more
 * units; level 1 is the list price. A tier never charges more for more units.
 */
export const STANDARD_TIERS =
  '[{"Desde":1,"Hasta":5,"PrecioNivel":4},{"Desde":6,"Hasta":99999,"PrecioNivel":5}]';
const OTHER_TIERS = [
  STANDARD_TIERS,
  '[{"Desde":1,"Hasta":11,"PrecioNivel":4},{"Desde":12,"Hasta":99999,"PrecioNivel":5}]',
  '[{"Desde":1,"Hasta":2,"PrecioNivel":4},{"Desde":3,"Hasta":99999,"PrecioNivel":5}]',
];
/**
 * Price levels as a share of the list price (level 1): the customers' levels (2 and 3; demo2 buys at 2) below
 * the visitors' (level 4, GUEST_PRICE_LEVEL's default), so that nobody pays less by logging out, and the
 * volume tiers' level 5 the lowest.
 */
const LEVEL_FACTORS = [1, 0.78, 0.8, 0.82, 0.76] as const;
const FOOD_CATEGORIES = new Set([5, 13, 14, 15]);

export interface CategoryRow {
  id: number;
  nombre: string;
  orden: number;
}
export interface GroupRow {
  id: number;
  categoria_id: number;
  nombre: string;
}
export interface SubgroupRow {
  id: number;
  grupo_id: number;
  nombre: string;
}
/** A generated product: a row of `productos` with its prices as numbers and its lists as JSON text. */
export interface ProductRow
  extends Pick<
    ProductosTable,
    | 'id'
    | 'codigo'
    | 'referencia'
    | 'nombre'
    | 'categoria_id'
    | 'grupo_id'
    | 'subgrupo_id'
    | 'escala'
    | 'texto_adicional'
    | 'dimensiones'
    | 'nombre_busqueda'
    | 'busqueda'
  > {
  precio1: number | null;
  precio2: number | null;
  precio3: number | null;
  precio4: number | null;
  precio5: number | null;
  escala_aplica: boolean;
  disponible: number;
  imagenes: string;
  demo: string | null;
  /** Its facets as JSON (lib/facets.ts): the brand, a food's presentation, a garment's colours and sizes. */
  facetas: string;
}

interface Leaf {
  categoria: (typeof CATALOGUE)[number];
  grupoId: number;
  subgrupoId: number;
  productos: readonly string[];
  precio: readonly [number, number];
}

export const grupoId = (categoria: number, index: number) => categoria * 10 + index + 1;
export const subgrupoId = (grupo: number, index: number) => grupo * 10 + index + 1;

export function catalogueTree(): {
  categorias: CategoryRow[];
  grupos: GroupRow[];
  subgrupos: SubgroupRow[];
  leaves: Leaf[];
} {
  const categorias: CategoryRow[] = [];
  const grupos: GroupRow[] = [];
  const subgrupos: SubgroupRow[] = [];
  const leaves: Leaf[] = [];
  CATALOGUE.forEach((c, ci) => {
    categorias.push({ id: c.id, nombre: c.nombre, orden: ci });
    c.grupos.forEach((g, gi) => {
      const gid = grupoId(c.id, gi);
      grupos.push({ id: gid, categoria_id: c.id, nombre: g.nombre });
      g.subgrupos.forEach((s, si) => {
        const sid = subgrupoId(gid, si);
        subgrupos.push({ id: sid, grupo_id: gid, nombre: s.nombre });
        leaves.push({
          categoria: c,
          grupoId: gid,
          subgrupoId: sid,
          productos: s.productos,
          precio: s.precio,
        });
      });
    });
  });
  return { categorias, grupos, subgrupos, leaves };
}

/** The calendar day of `d` in the shop's time zone (YYYY-MM-DD). */
const isoDate = (d: Date) => todayIn(d);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

function levelPrices(random: Random, list: Minor, tiered: boolean): Array<number | null> {
  const prices: Array<number | null> = LEVEL_FACTORS.map((f) => toMajor(asMinor(Math.round(list * f))));
  // Some products are not sold at the lowest level; never a tiered one, whose last tier is that level.
  if (!tiered && random.chance(0.1)) prices[4] = null;
  return prices;
}

function listPrice(random: Random, [low, high]: readonly [number, number]): Minor {
  const cents = random.int(low * 100, high * 100);
  const step = cents > 2000 ? 50 : 10;
  return asMinor(Math.max(step, Math.round(cents / step) * step));
}

function codePrefix(nombre: string): string {
  return searchText(nombre)
    .replace(/[^a-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
}

function describe(nombre: string, categoria: string, marca: string, random: Random): string {
  const usos = ['uso diario', 'tiendas y supermercados', 'hogar y oficina', 'regalo', 'reventa'];
  return `<p><strong>${nombre}</strong>: línea ${categoria.toLowerCase()} de la marca ${marca}.</p><ul><li>Ideal para ${random.pick(usos)}</li><li>Garantía del distribuidor</li></ul>`;
}

/** The product's attribute "Presentación" (a food's pack), when it has one. */
const presentation = (presentacion: string): Record<string, string> =>
  presentacion ? { Presentación: presentacion } : {};

function baseRow(
  random: Random,
  id: number,
  leaf: Leaf,
  nombre: string,
  { marca, presentacion }: { marca: string; presentacion: string },
): ProductRow {
  const list = listPrice(random, leaf.precio);
  const tiered = random.chance(0.45);
  const [p1, p2, p3, p4, p5] = levelPrices(random, list, tiered);
  const stockRoll = random.next();
  const disponible = stockRoll < 0.08 ? 0 : stockRoll < 0.22 ? random.int(1, 5) : random.int(6, 480);
  const images = random.chance(0.1)
    ? []
    : Array.from({ length: random.int(1, 3) }, (_, i) => `p${id}-${i + 1}.webp`);
  const referencia = `REF-${String(random.int(10000, 99999))}-${id}`;
  const codigo = `${codePrefix(leaf.categoria.nombre)}-${String(id).padStart(6, '0')}`;
  return {
    id,
    codigo,
    referencia,
    nombre,
    categoria_id: leaf.categoria.id,
    grupo_id: leaf.grupoId,
    subgrupo_id: leaf.subgrupoId,
    precio1: p1 ?? null,
    precio2: p2 ?? null,
    precio3: p3 ?? null,
    precio4: p4 ?? null,
    precio5: p5 ?? null,
    escala_aplica: tiered,
    escala: tiered ? random.pick(OTHER_TIERS) : null,
    disponible,
    imagenes: JSON.stringify(images),
    texto_adicional: describe(nombre, leaf.categoria.nombre, marca, random),
    dimensiones: random.chance(0.8)
      ? `${random.int(5, 80)} x ${random.int(5, 60)} x ${random.int(2, 40)} cm`
      : null,
    demo: null,
    facetas: JSON.stringify(productFacets({ brand: marca, attributes: presentation(presentacion) })),
    nombre_busqueda: searchText(nombre),
    busqueda: searchText(`${codigo} ${referencia} ${nombre}`),
  };
}

function ordinaryName(
  random: Random,
  leaf: Leaf,
  index: number,
): { nombre: string; marca: string; presentacion: string } {
  const base = leaf.productos[index % leaf.productos.length] ?? leaf.productos[0] ?? 'Producto';
  const marca = random.pick(MARCAS);
  const presentacion = FOOD_CATEGORIES.has(leaf.categoria.id) ? random.pick(PRESENTACIONES) : '';
  return { nombre: [base, marca, presentacion].filter(Boolean).join(' '), marca, presentacion };
}

function demoFields(
  random: Random,
  id: number,
  seed: (typeof DEMO_PRODUCTS)[number],
  now: Date,
): {
  demo: ProductDemo;
  images: string[];
  stock: number | null;
} {
  const discount = random.pick([0, 10, 30, 0, 10, 30, 50]);
  const demo: ProductDemo = {
    discount,
    new: random.chance(0.35),
    rating: random.pick([3, 4, 4, 5, 5, 2, 1]),
    saleCount: random.int(0, 220),
    tag: [...seed.tag],
    category: [...seed.category],
    shortDescription: `${seed.nombre}: calidad garantizada por el distribuidor, lista para su negocio.`,
    fullDescription: `${seed.nombre}. Producto seleccionado de nuestro catálogo, con despacho a todo el país y precios por volumen para clientes con convenio. Consulte disponibilidad por color y talla.`,
  };
  if (discount > 0 && random.chance(0.5))
    demo.offerEnd = `${isoDate(addDays(now, random.int(5, 40)))}T23:59:00`;
  if (seed.affiliateLink) demo.affiliateLink = seed.affiliateLink;
  if (!seed.variation) return { demo, images: [`p${id}-1.webp`, `p${id}-2.webp`], stock: null };
  const colours = DEMO_COLORS.filter(() => random.chance(0.6)).slice(0, 3);
  if (colours.length === 0) colours.push('black');
  demo.variation = colours.map((color, i) => ({
    color,
    image: `p${id}-${i + 1}.webp`,
    size: DEMO_SIZES.map((name) => ({ name, stock: random.chance(0.15) ? 0 : random.int(1, 5) })),
  }));
  const stock = demo.variation.reduce((sum, v) => sum + v.size.reduce((s, z) => s + z.stock, 0), 0);
  return { demo, images: demo.variation.map((v) => v.image), stock };
}

/** The demo catalogue (BASE_PRODUCTS products; 95..123 carry the demo fields). */
export function demoCatalogue(now: Date): ProductRow[] {
  const random = new Random(SEED);
  const { leaves } = catalogueTree();
  const rows: ProductRow[] = [];
  const demoLast = DEMO_FIRST_ID + DEMO_PRODUCTS.length - 1;
  let ordinary = 0;
  for (let id = 1; id <= BASE_PRODUCTS; id++) {
    if (id >= DEMO_FIRST_ID && id <= demoLast) {
      const seed = DEMO_PRODUCTS[id - DEMO_FIRST_ID];
      if (!seed) throw new Error(`demo product ${id} missing`);
      const [cat, gi, si] = seed.lugar;
      const gid = grupoId(cat, gi);
      const leaf = leaves.find((l) => l.subgrupoId === subgrupoId(gid, si));
      if (!leaf) throw new Error(`demo product ${id}: no subgroup ${cat}/${gi}/${si}`);
      const marca = random.pick(MARCAS);
      const row = baseRow(random, id, leaf, seed.nombre, { marca, presentacion: '' });
      const { demo, images, stock } = demoFields(random, id, seed, now);
      row.demo = JSON.stringify(demo);
      row.facetas = JSON.stringify(productFacets({ brand: marca, variations: demo.variation }));
      row.imagenes = JSON.stringify(images);
      if (stock !== null) row.disponible = stock;
      else row.disponible = random.int(0, 60);
      rows.push(row);
      continue;
    }
    const leaf = leaves[ordinary % leaves.length];
    if (!leaf) throw new Error('empty catalogue tree');
    const named = ordinaryName(random, leaf, Math.floor(ordinary / leaves.length));
    rows.push(baseRow(random, id, leaf, named.nombre, named));
    ordinary++;
  }
  // Two records carry hostile HTML, which the server must sanitise before a browser sees it.
  const hostile = rows.find((r) => r.id === 7);
  if (hostile) {
    hostile.texto_adicional = `${hostile.texto_adicional}<img src="x" onerror="alert('xss')"><script>alert('xss')</script><a href="javascript:alert(1)">ver más</a>`;
  }
  return rows;
}

/** Extra generated products (ids from `firstId`), for benchmarks: `count` rows. */
export function extraProducts(firstId: number, count: number): ProductRow[] {
  const random = new Random(SEED + firstId);
  const { leaves } = catalogueTree();
  const rows: ProductRow[] = [];
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const leaf = leaves[id % leaves.length];
    if (!leaf) throw new Error('empty catalogue tree');
    const named = ordinaryName(random, leaf, Math.floor(id / leaves.length));
    rows.push(baseRow(random, id, leaf, `${named.nombre} ${id}`, named));
  }
  return rows;
}

/**
 * What generated products (seed.ts's growCatalogue) take from `count` templates: product `id` is template
 * `id % count` (so its leaf of the tree is `id % leaves`, as in `extraProducts`) with its own code, reference,
 * pictures and the id at the end of its name. The rest is a generated product's, as `baseRow` writes it.
 */
export function productTemplates(count: number) {
  const random = new Random(SEED + 1);
  const { leaves } = catalogueTree();
  return Array.from({ length: count }, (_, slot) => {
    const leaf = leaves[slot % leaves.length];
    if (!leaf) throw new Error('empty catalogue tree');
    const named = ordinaryName(random, leaf, Math.floor(slot / leaves.length));
    const { id, codigo, referencia, imagenes, busqueda, demo, ...row } = baseRow(
      random,
      slot,
      leaf,
      named.nombre,
      named,
    );
    return {
      ...row,
      plantilla: id,
      prefijo: codigo.slice(0, codigo.lastIndexOf('-')),
      ref: referencia.split('-')[1] ?? '',
      fotos: (JSON.parse(imagenes) as string[]).length,
    };
  });
}

export { addDays, isoDate, percentOf };
