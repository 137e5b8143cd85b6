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
  /** Buttons and highlights; `contrast` is the text on them (WCAG AA against `accent`). */
  accent: string;
  contrast: string;
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

const dark = '#ffffff';

/** Every home variant as data (one page component renders them all). */
export const HOME_VARIANTS: Record<HomeVariantId, HomeVariant> = {
  fashion: {
    trade: 'fashion',
    categoriaid: 1,
    theme: { from: '#2b2d42', to: '#8d5a97', accent: '#2b2d42', contrast: dark },
    sections: FULL,
  },
  'fashion-two': {
    trade: 'fashion',
    categoriaid: 1,
    theme: { from: '#3d405b', to: '#e07a5f', accent: '#3d405b', contrast: dark, mirror: true },
    sections: EDITORIAL,
  },
  'fashion-three': {
    trade: 'fashion',
    categoriaid: 1,
    theme: { from: '#22223b', to: '#4a4e69', accent: '#22223b', contrast: dark, serif: true },
    sections: SHOP_FIRST,
  },
  'fashion-four': {
    trade: 'fashion',
    categoriaid: 1,
    theme: { from: '#6d2e46', to: '#a26769', accent: '#6d2e46', contrast: dark },
    sections: SHORT,
  },
  'fashion-five': {
    trade: 'fashion',
    categoriaid: 1,
    theme: { from: '#1b263b', to: '#415a77', accent: '#1b263b', contrast: dark, mirror: true },
    sections: FULL,
  },
  'fashion-six': {
    trade: 'fashion',
    categoriaid: 1,
    theme: { from: '#5f0f40', to: '#9a031e', accent: '#5f0f40', contrast: dark, serif: true },
    sections: EDITORIAL,
  },
  'fashion-seven': {
    trade: 'fashion',
    categoriaid: 1,
    theme: { from: '#000000', to: '#434343', accent: '#000000', contrast: dark },
    sections: SHOP_FIRST,
  },
  'kids-fashion': {
    trade: 'kids',
    categoriaid: 11,
    theme: { from: '#0077b6', to: '#48cae4', accent: '#005f8f', contrast: dark },
    sections: FULL,
  },
  cosmetics: {
    trade: 'cosmetics',
    categoriaid: 8,
    theme: { from: '#9d4b73', to: '#e7a1b0', accent: '#8a3d63', contrast: dark, serif: true },
    sections: FULL,
  },
  furniture: {
    trade: 'furniture',
    categoriaid: 3,
    theme: { from: '#5c4033', to: '#a47551', accent: '#5c4033', contrast: dark, serif: true },
    sections: FULL,
  },
  'furniture-two': {
    trade: 'furniture',
    categoriaid: 3,
    theme: { from: '#344e41', to: '#588157', accent: '#344e41', contrast: dark, mirror: true },
    sections: EDITORIAL,
  },
  'furniture-three': {
    trade: 'furniture',
    categoriaid: 3,
    theme: { from: '#3a3a3a', to: '#8a817c', accent: '#3a3a3a', contrast: dark, serif: true },
    sections: SHOP_FIRST,
  },
  electronics: {
    trade: 'electronics',
    categoriaid: 2,
    theme: { from: '#03045e', to: '#0077b6', accent: '#03045e', contrast: dark },
    sections: FULL,
  },
  'electronics-two': {
    trade: 'electronics',
    categoriaid: 2,
    theme: { from: '#10002b', to: '#5a189a', accent: '#3c096c', contrast: dark, mirror: true },
    sections: SHOP_FIRST,
  },
  'book-store': {
    trade: 'books',
    categoriaid: 7,
    theme: { from: '#432818', to: '#99582a', accent: '#6f1d1b', contrast: dark, serif: true },
    sections: EDITORIAL,
  },
  'book-store-two': {
    trade: 'books',
    categoriaid: 7,
    theme: { from: '#1d3557', to: '#457b9d', accent: '#1d3557', contrast: dark, serif: true, mirror: true },
    sections: FULL,
  },
  plants: {
    trade: 'plants',
    categoriaid: 4,
    theme: { from: '#1b4332', to: '#52b788', accent: '#1b4332', contrast: dark },
    sections: FULL,
  },
  'flower-shop': {
    trade: 'flowers',
    categoriaid: 6,
    theme: { from: '#b5179e', to: '#f72585', accent: '#9d0f86', contrast: dark, serif: true },
    sections: EDITORIAL,
  },
  'organic-food': {
    trade: 'organic',
    categoriaid: 5,
    theme: { from: '#386641', to: '#6a994e', accent: '#386641', contrast: dark },
    sections: FULL,
  },
  'organic-food-two': {
    trade: 'organic',
    categoriaid: 5,
    theme: { from: '#606c38', to: '#bc6c25', accent: '#283618', contrast: dark, mirror: true },
    sections: SHOP_FIRST,
  },
  'onepage-scroll': {
    trade: 'general',
    categoriaid: null,
    theme: { from: '#1f3a5f', to: '#3c6e91', accent: '#1f3a5f', contrast: dark, onePage: true },
    sections: ['hero', 'features', 'tabs', 'banners', 'testimonials', 'newsletter'],
  },
  'grid-banner': {
    trade: 'accessories',
    categoriaid: 9,
    theme: { from: '#264653', to: '#2a9d8f', accent: '#264653', contrast: dark },
    sections: ['hero', 'banners', 'categories', 'tabs', 'brands'],
  },
  'auto-parts': {
    trade: 'auto',
    categoriaid: 12,
    theme: { from: '#141414', to: '#9b2226', accent: '#9b2226', contrast: dark },
    sections: FULL,
  },
  'cake-shop': {
    trade: 'cakes',
    categoriaid: 13,
    theme: { from: '#7f4f24', to: '#dda15e', accent: '#7f4f24', contrast: dark, serif: true },
    sections: EDITORIAL,
  },
  handmade: {
    trade: 'handmade',
    categoriaid: 10,
    theme: { from: '#7f5539', to: '#b08968', accent: '#7f5539', contrast: dark, serif: true, mirror: true },
    sections: FULL,
  },
  'pet-food': {
    trade: 'pets',
    categoriaid: 14,
    theme: { from: '#9c2f14', to: '#e76f51', accent: '#b23a1d', contrast: dark },
    sections: FULL,
  },
};
