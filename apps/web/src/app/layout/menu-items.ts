/** The main menu: route and i18n key of each entry (labels in `common:menu`). */
export const MENU_ITEMS = [
  { to: '/', key: 'menu.home', end: true },
  { to: '/shop-grid-standard', key: 'menu.shop', end: false },
  { to: '/shop-list-standard', key: 'menu.collection', end: false },
  { to: '/quick-order', key: 'menu.quickOrder', end: false },
  { to: '/blog-standard', key: 'menu.blog', end: false },
  { to: '/about', key: 'menu.about', end: false },
  { to: '/contact', key: 'menu.contact', end: false },
] as const;
