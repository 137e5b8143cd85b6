// The searches a buyer types, built from a product's name and code (issue 52): shared by the search's quality
// test (modules/catalogue/search.test.ts, the demo catalogue) and bench/search-quality.ts (a 100,000-product
// seed). Deterministic: a seeded PRNG.
import { extraProducts, type ProductRow } from '../db/seed/generate';
import { Random } from '../lib/random';
import { searchText } from '../lib/text';

export const ENGLISH_NAMES = [
  'Brake fluid',
  'Leather boots',
  'Alkaline batteries',
  'Jaguar seat covers',
  'Wireless headphones',
  'Stainless steel kettle',
  'Organic green tea',
  'Wooden bookshelf',
  'Cotton bed sheets',
  'Ceramic coffee mugs',
  'Garden hose',
  'Spark plugs',
  'Motor oil',
  'Windshield wipers',
  'Dog food',
  'Scented candles',
  'Chocolate cookies',
  'Baby shampoo',
  'Kitchen knives',
  'Laundry detergent',
];
const BRANDS = ['Northwind', 'Bluebird', 'Redwood', 'Summit', 'Harbor'];

/** 100 products with English names (ids from `firstId`), written as an import writes them. */
export function englishProducts(firstId = 5001): ProductRow[] {
  return extraProducts(firstId, 100).map((row, i) => {
    const nombre = `${ENGLISH_NAMES[i % ENGLISH_NAMES.length]} ${BRANDS[Math.floor(i / ENGLISH_NAMES.length)]}`;
    return {
      ...row,
      nombre,
      nombre_busqueda: searchText(nombre),
      busqueda: searchText(`${row.codigo} ${row.referencia} ${nombre}`),
    };
  });
}

const random = new Random(52);
/** `n` products drawn from `rows` (each once). */
export function draw(rows: readonly ProductRow[], n: number): ProductRow[] {
  const left = [...rows];
  return Array.from(
    { length: Math.min(n, left.length) },
    () => left.splice(random.int(0, left.length - 1), 1)[0],
  ).filter((r): r is ProductRow => r !== undefined);
}

/** One typo in every word of five letters or more: a letter left out, changed, added or swapped. */
function withTypos(name: string): string {
  return name
    .split(' ')
    .map((w) => {
      if (w.length < 5) return w;
      const at = random.int(1, w.length - 2);
      const kind = random.int(0, 3);
      if (kind === 0) return w.slice(0, at) + w.slice(at + 1);
      if (kind === 1) return `${w.slice(0, at)}${w[at] === 'x' ? 'y' : 'x'}${w.slice(at + 1)}`;
      if (kind === 2) return `${w.slice(0, at)}${w[at]}${w.slice(at)}`;
      return `${w.slice(0, at)}${w[at + 1]}${w[at]}${w.slice(at + 2)}`;
    })
    .join(' ');
}

/** The name with its first word of four letters or more in the other number (freno <-> frenos). */
function otherNumber(name: string): string {
  const words = name.split(' ');
  const i = words.findIndex((w) => w.length >= 4 && /\p{L}$/u.test(w));
  const w = words[i];
  if (w === undefined) return name;
  words[i] = w.endsWith('es')
    ? w.slice(0, -2)
    : w.endsWith('s')
      ? w.slice(0, -1)
      : /[aeiou]$/.test(w)
        ? `${w}s`
        : `${w}es`;
  return words.join(' ');
}

const withoutAccents = (name: string) => name.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/** Two words of the name swapped (the first two of three letters or more). */
function reordered(name: string): string {
  const words = name.split(' ');
  const [a, b] = words.map((w, i) => (w.length >= 3 ? i : -1)).filter((i) => i >= 0);
  if (a === undefined || b === undefined) return name;
  [words[a], words[b]] = [words[b] as string, words[a] as string];
  return words.join(' ');
}

export const QUERIES: Record<string, (p: ProductRow) => string> = {
  'one typo per word': (p) => withTypos(p.nombre),
  'a word in the other number': (p) => otherNumber(p.nombre),
  'without accents': (p) => withoutAccents(p.nombre),
  'two words in another order': (p) => reordered(p.nombre),
  'the code': (p) => p.codigo,
  "the code's digits": (p) => p.codigo.replace(/\D/g, ''),
  "the code's prefix": (p) => p.codigo.slice(0, -1),
};
