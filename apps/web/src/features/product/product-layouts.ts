/** The six product page layouts over one product feature (spec §2). */
export const PRODUCT_LAYOUTS = {
  product: { gallery: 'thumbs-below', details: 'tabs-below', sticky: false },
  'product-tab-left': { gallery: 'thumbs-left', details: 'tabs-below', sticky: false },
  'product-tab-right': { gallery: 'thumbs-right', details: 'tabs-below', sticky: false },
  'product-sticky': { gallery: 'stacked', details: 'inline', sticky: true },
  'product-slider': { gallery: 'slider', details: 'tabs-below', sticky: false },
  'product-fixed-image': { gallery: 'fixed', details: 'inline', sticky: true },
} as const;
export type ProductLayoutId = keyof typeof PRODUCT_LAYOUTS;
export type ProductLayout = (typeof PRODUCT_LAYOUTS)[ProductLayoutId];
