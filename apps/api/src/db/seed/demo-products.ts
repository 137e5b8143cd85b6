// The specification's demo products: ids 95..123, in its categories, with the demo fields
// (discount, offerEnd, new, rating, saleCount, tag, category, variation, descriptions, affiliateLink).

export interface DemoProductSeed {
  nombre: string;
  /** [categoria id, group index, subgroup index] in CATALOGUE. */
  lugar: readonly [number, number, number];
  category: readonly string[];
  tag: readonly string[];
  /** Variations with colours and sizes s/m/xl/xxl (fashion). */
  variation?: boolean;
  affiliateLink?: string;
}

export const DEMO_FIRST_ID = 95;

export const DEMO_PRODUCTS: readonly DemoProductSeed[] = [
  {
    nombre: 'Camisa casual de lino',
    lugar: [1, 0, 0],
    category: ['fashion', 'men'],
    tag: ['fashion', 'men', 'shirt'],
    variation: true,
  },
  {
    nombre: 'Chaqueta de jean',
    lugar: [1, 0, 1],
    category: ['fashion', 'men'],
    tag: ['fashion', 'men', 'jacket'],
    variation: true,
  },
  {
    nombre: 'Tenis deportivo',
    lugar: [1, 0, 2],
    category: ['fashion', 'men'],
    tag: ['fashion', 'men', 'shoes'],
    variation: true,
  },
  {
    nombre: 'Blusa floral',
    lugar: [1, 1, 0],
    category: ['fashion', 'women'],
    tag: ['fashion', 'women', 'blouse'],
    variation: true,
  },
  {
    nombre: 'Vestido midi',
    lugar: [1, 1, 1],
    category: ['fashion', 'women'],
    tag: ['fashion', 'women', 'dress'],
    variation: true,
  },
  {
    nombre: 'Falda plisada',
    lugar: [1, 1, 1],
    category: ['fashion', 'women'],
    tag: ['fashion', 'women'],
    variation: true,
  },
  {
    nombre: 'Conjunto infantil',
    lugar: [1, 2, 0],
    category: ['fashion', 'kids'],
    tag: ['fashion', 'kids'],
    variation: true,
  },
  {
    nombre: 'Audífonos con cancelación de ruido',
    lugar: [2, 0, 0],
    category: ['electronics'],
    tag: ['electronics', 'audio'],
  },
  { nombre: 'Reloj inteligente', lugar: [2, 2, 0], category: ['electronics'], tag: ['electronics', 'watch'] },
  {
    nombre: 'Parlante portátil resistente al agua',
    lugar: [2, 0, 1],
    category: ['electronics'],
    tag: ['electronics', 'audio'],
    affiliateLink: 'https://example.com/afiliados/parlante',
  },
  { nombre: 'Sofá de dos puestos', lugar: [3, 0, 1], category: ['furniture'], tag: ['furniture', 'home'] },
  {
    nombre: 'Silla ergonómica de oficina',
    lugar: [3, 1, 0],
    category: ['furniture'],
    tag: ['furniture', 'office'],
  },
  { nombre: 'Planta monstera en matera', lugar: [4, 0, 1], category: ['plant'], tag: ['plant', 'indoor'] },
  { nombre: 'Terrario de suculentas', lugar: [4, 0, 0], category: ['plant'], tag: ['plant', 'indoor'] },
  {
    nombre: 'Café orgánico de origen',
    lugar: [5, 1, 0],
    category: ['organic food'],
    tag: ['organic', 'food', 'coffee'],
  },
  { nombre: 'Miel de abejas pura', lugar: [5, 2, 0], category: ['organic food'], tag: ['organic', 'food'] },
  { nombre: 'Ramo de rosas premium', lugar: [6, 0, 0], category: ['flower'], tag: ['flower', 'gift'] },
  { nombre: 'Bouquet de girasoles', lugar: [6, 0, 1], category: ['flower'], tag: ['flower', 'gift'] },
  { nombre: 'Novela ilustrada', lugar: [7, 0, 0], category: ['book'], tag: ['book'] },
  { nombre: 'Kit de cuidado facial', lugar: [8, 0, 0], category: ['cosmetics'], tag: ['cosmetics', 'skin'] },
  { nombre: 'Paleta de sombras', lugar: [8, 1, 0], category: ['cosmetics'], tag: ['cosmetics', 'makeup'] },
  { nombre: 'Bolso tote de cuero', lugar: [9, 0, 0], category: ['accessories'], tag: ['accessories', 'bag'] },
  {
    nombre: 'Gafas de sol clásicas',
    lugar: [9, 0, 2],
    category: ['accessories'],
    tag: ['accessories'],
    affiliateLink: 'https://example.com/afiliados/gafas',
  },
  {
    nombre: 'Mochila wayuu tejida a mano',
    lugar: [10, 0, 0],
    category: ['handmade'],
    tag: ['handmade', 'bag'],
  },
  {
    nombre: 'Jarrón de cerámica artesanal',
    lugar: [10, 1, 0],
    category: ['handmade'],
    tag: ['handmade', 'home'],
  },
  { nombre: 'Set de bloques didácticos', lugar: [11, 0, 0], category: ['kids'], tag: ['kids', 'toys'] },
  { nombre: 'Kit de pastillas de freno', lugar: [12, 0, 0], category: ['auto parts'], tag: ['auto parts'] },
  {
    nombre: 'Torta de cumpleaños de chocolate',
    lugar: [13, 0, 0],
    category: ['cakes'],
    tag: ['cakes', 'bakery'],
  },
  {
    nombre: 'Concentrado premium para perro',
    lugar: [14, 0, 0],
    category: ['pet food'],
    tag: ['pet food', 'dog'],
  },
];

export const DEMO_COLORS = ['white', 'black', 'brown', 'blue', 'red'] as const;
/** The specification's sizes (x, m, xl, xxl), the first read as the S it stands for. */
export const DEMO_SIZES = ['s', 'm', 'xl', 'xxl'] as const;
