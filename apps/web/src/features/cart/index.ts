export { type CartItem, type CartState, cartSlice, persistedCart } from './cart-slice';
export { CartTotals } from './cart-summary';
export { HeaderMiniCart } from './header-mini-cart';
export { MiniCart, useCartCount } from './mini-cart';
export { useRepriceCartOnOpen, useRepriceCartOnSessionChange } from './reprice-cart';
export { useCartActions, useCartLines, useCartSummary } from './use-cart';
