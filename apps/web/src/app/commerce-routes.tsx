import type { RouteObject } from 'react-router';

/** The commerce routes (cart, wishlist, compare, checkout, login, logout and the protected customer area). */
export const commerceRoutes: RouteObject[] = [];
