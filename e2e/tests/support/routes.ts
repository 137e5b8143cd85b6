import { HOME_VARIANT_IDS } from '../../../apps/web/src/features/home/variant-ids';

/** Every public route of spec §2 with a real id where one is needed (demo product 95, category 1). */
export const HOME_ROUTES = ['/', ...HOME_VARIANT_IDS.map((v) => `/home-${v}`)];

export const SHOP_ROUTES = [
  '/shop-grid-standard',
  '/shop-grid-filter/1',
  '/shop-grid-two-column',
  '/shop-grid-no-sidebar',
  '/shop-grid-full-width',
  '/shop-grid-right-sidebar',
  '/shop-list-standard',
  '/shop-list-full-width',
  '/shop-list-two-column',
];

export const PRODUCT_ROUTES = [
  '/product/95',
  '/product-tab-left/95',
  '/product-tab-right/95',
  '/product-sticky/95',
  '/product-slider/95',
  '/product-fixed-image/95',
];

export const CONTENT_ROUTES = [
  '/blog-standard',
  '/blog-no-sidebar',
  '/blog-right-sidebar',
  '/blog-details-standard',
  '/about',
  '/contact',
  '/my-account',
];

/** Pages of the commerce issue: public ones render their own page. */
export const COMMERCE_PUBLIC_ROUTES = [
  '/login-register',
  '/login-page',
  '/cart',
  '/wishlist',
  '/compare',
  '/checkout',
];

export const PROTECTED_ROUTES = ['/home', '/facturas', '/recibos', '/pedidos'];

export const PUBLIC_ROUTES = [
  ...HOME_ROUTES,
  ...SHOP_ROUTES,
  ...PRODUCT_ROUTES,
  ...CONTENT_ROUTES,
  ...COMMERCE_PUBLIC_ROUTES,
];
