import type { HomeVariantId } from './variant-ids';

/** A trade gives a variant its words (home namespace: `trades.<trade>.*`) and its category of products. */
export type Trade =
  | 'fashion'
  | 'kids'
  | 'cosmetics'
  | 'furniture'
  | 'electronics'
  | 'books'
  | 'plants'
  | 'flowers'
  | 'organic'
  | 'accessories'
  | 'auto'
  | 'cakes'
  | 'handmade'
  | 'pets'
  | 'general';

export type Section =
  | 'hero'
  | 'features'
  | 'categories'
  | 'tabs'
  | 'deal'
  | 'banners'
  | 'testimonials'
  | 'blog'
  | 'brands'
  | 'newsletter';

export interface Theme {
  /** Hero gradient. */
  from: string;
  to: string;
  /** Buttons and highlights, under white text (WCAG AA against white). */
  accent: string;
  serif?: boolean;
  /** Hero with the picture on the left. */
  mirror?: boolean;
  /** Full-height sections that snap while scrolling (the one-page variant). */
  onePage?: boolean;
}

export interface HomeVariant {
  trade: Trade;
  /** The category whose products the variant shows (the demo catalogue's ids); null: all. */
  categoriaid: number | null;
  theme: Theme;
  sections: readonly Section[];
}

const FULL: readonly Section[] = [
  'hero',
  'features',
  'categories',
  'tabs',
  'deal',
  'banners',
  'testimonials',
  'blog',
  'brands',
  'newsletter',
];
const SHORT: readonly Section[] = ['hero', 'categories', 'tabs', 'banners', 'newsletter'];
const SHOP_FIRST: readonly Section[] = ['hero', 'tabs', 'deal', 'categories', 'brands'];
const EDITORIAL: readonly Section[] = ['hero', 'banners', 'tabs', 'blog', 'testimonials', 'newsletter'];

/** A variant: its trade, its category, its sections, its hero gradient; buttons in `from` unless `look.accent`. */
function variant(
  trade: Trade,
  categoriaid: number | null,
  sections: readonly Section[],
  [from, to]: [string, string],
  look: Partial<Omit<Theme, 'from' | 'to'>> = {},
): HomeVariant {
  return { trade, categoriaid, sections, theme: { from, to, accent: from, ...look } };
}

/** Every home variant as data (one page component renders them all). */
export const HOME_VARIANTS: Record<HomeVariantId, HomeVariant> = {
  fashion: variant('fashion', 1, FULL, ['#2b2d42', '#8d5a97']),
  'fashion-two': variant('fashion', 1, EDITORIAL, ['#3d405b', '#e07a5f'], { mirror: true }),
  'fashion-three': variant('fashion', 1, SHOP_FIRST, ['#22223b', '#4a4e69'], { serif: true }),
  'fashion-four': variant('fashion', 1, SHORT, ['#6d2e46', '#a26769']),
  'fashion-five': variant('fashion', 1, FULL, ['#1b263b', '#415a77'], { mirror: true }),
  'fashion-six': variant('fashion', 1, EDITORIAL, ['#5f0f40', '#9a031e'], { serif: true }),
  'fashion-seven': variant('fashion', 1, SHOP_FIRST, ['#000000', '#434343']),
  'kids-fashion': variant('kids', 11, FULL, ['#0077b6', '#48cae4'], { accent: '#005f8f' }),
  cosmetics: variant('cosmetics', 8, FULL, ['#9d4b73', '#e7a1b0'], { accent: '#8a3d63', serif: true }),
  furniture: variant('furniture', 3, FULL, ['#5c4033', '#a47551'], { serif: true }),
  'furniture-two': variant('furniture', 3, EDITORIAL, ['#344e41', '#588157'], { mirror: true }),
  'furniture-three': variant('furniture', 3, SHOP_FIRST, ['#3a3a3a', '#8a817c'], { serif: true }),
  electronics: variant('electronics', 2, FULL, ['#03045e', '#0077b6']),
  'electronics-two': variant('electronics', 2, SHOP_FIRST, ['#10002b', '#5a189a'], {
    accent: '#3c096c',
    mirror: true,
  }),
  'book-store': variant('books', 7, EDITORIAL, ['#432818', '#99582a'], { accent: '#6f1d1b', serif: true }),
  'book-store-two': variant('books', 7, FULL, ['#1d3557', '#457b9d'], { serif: true, mirror: true }),
  plants: variant('plants', 4, FULL, ['#1b4332', '#52b788']),
  'flower-shop': variant('flowers', 6, EDITORIAL, ['#b5179e', '#f72585'], { accent: '#9d0f86', serif: true }),
  'organic-food': variant('organic', 5, FULL, ['#386641', '#6a994e']),
  'organic-food-two': variant('organic', 5, SHOP_FIRST, ['#606c38', '#bc6c25'], {
    accent: '#283618',
    mirror: true,
  }),
  'onepage-scroll': variant(
    'general',
    null,
    ['hero', 'features', 'tabs', 'banners', 'testimonials', 'newsletter'],
    ['#1f3a5f', '#3c6e91'],
    { onePage: true },
  ),
  'grid-banner': variant(
    'accessories',
    9,
    ['hero', 'banners', 'categories', 'tabs', 'brands'],
    ['#264653', '#2a9d8f'],
  ),
  'auto-parts': variant('auto', 12, FULL, ['#141414', '#9b2226'], { accent: '#9b2226' }),
  'cake-shop': variant('cakes', 13, EDITORIAL, ['#7f4f24', '#dda15e'], { serif: true }),
  handmade: variant('handmade', 10, FULL, ['#7f5539', '#b08968'], { serif: true, mirror: true }),
  'pet-food': variant('pets', 14, FULL, ['#9c2f14', '#e76f51'], { accent: '#b23a1d' }),
};
