export * from './cart';
export * from './compare';
export * from './currency';
export * from './money';
export * from './notices';
export * from './pricing';
export * from './session';
export * from './wishlist';
