export { persistedCart } from './cart-slice';
export { CartTotals } from './cart-summary';
export { HeaderMiniCart } from './header-mini-cart';
export { useRepriceCartOnOpen, useRepriceCartOnSessionChange } from './reprice-cart';
export { StockChangesNotice } from './stock-changes-notice';
export { useCartActions, useCartCount, useCartLines, useCartSummary } from './use-cart';
