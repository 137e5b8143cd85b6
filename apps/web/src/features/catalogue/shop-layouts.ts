/** The nine shop routes: one catalogue, laid out differently (spec §2). */
export interface ShopLayout {
  view: 'grid' | 'list';
  /** Products per row on large screens (list: 1 or 2). */
  columns: 1 | 2 | 3 | 4;
  sidebar: 'left' | 'right' | 'none';
  fullWidth: boolean;
}

export const SHOP_LAYOUTS = {
  'shop-grid-standard': { view: 'grid', columns: 3, sidebar: 'left', fullWidth: false },
  'shop-grid-filter': { view: 'grid', columns: 3, sidebar: 'left', fullWidth: false },
  'shop-grid-two-column': { view: 'grid', columns: 2, sidebar: 'left', fullWidth: false },
  'shop-grid-no-sidebar': { view: 'grid', columns: 4, sidebar: 'none', fullWidth: false },
  'shop-grid-full-width': { view: 'grid', columns: 4, sidebar: 'left', fullWidth: true },
  'shop-grid-right-sidebar': { view: 'grid', columns: 3, sidebar: 'right', fullWidth: false },
  'shop-list-standard': { view: 'list', columns: 1, sidebar: 'left', fullWidth: false },
  'shop-list-full-width': { view: 'list', columns: 1, sidebar: 'left', fullWidth: true },
  'shop-list-two-column': { view: 'list', columns: 2, sidebar: 'left', fullWidth: false },
} as const satisfies Record<string, ShopLayout>;
export type ShopLayoutId = keyof typeof SHOP_LAYOUTS;
