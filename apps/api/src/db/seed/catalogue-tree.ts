// The demo catalogue tree: categories -> groups -> subgroups, each subgroup with product names and a
// price range (USD). It covers the specification's demo categories (fashion men/women/kids, electronics,
// furniture, plant, organic food, flower, book, cosmetics, accessories, handmade, kids, auto parts, cakes,
// pet food) and a distributor's cleaning line. `slug` is the specification's category name. The tree itself is
// data: catalogue-tree.json.
import { z } from 'zod';
import catalogueTree from './catalogue-tree.json';

const subgroupSeed = z.object({
  nombre: z.string(),
  /** Product names; the seed adds presentations and brands. */
  productos: z.array(z.string()),
  /** List price range (level 1), USD. */
  precio: z.tuple([z.number(), z.number()]),
});
const groupSeed = z.object({
  nombre: z.string(),
  slug: z.string().optional(),
  subgrupos: z.array(subgroupSeed),
});
const categorySeed = z.object({
  id: z.number(),
  nombre: z.string(),
  slug: z.string(),
  grupos: z.array(groupSeed),
});

export const CATALOGUE: ReadonlyArray<z.infer<typeof categorySeed>> = z
  .array(categorySeed)
  .parse(catalogueTree);

/** Presentations and brands that turn a product name into several believable articles. */
export const PRESENTACIONES = [
  '',
  'x 500 g',
  'x 1 kg',
  'pack x 6',
  'caja x 12',
  'referencia 2',
  'edición especial',
];
export const MARCAS = [
  'Andino',
  'La Sabana',
  'Tropical',
  'Del Valle',
  'Cordillera',
  'Caribe',
  'Pacífico',
  'Llanero',
];
