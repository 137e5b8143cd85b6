// Every file here imports zod/mini as `zod` (not `z`): the storefront's build treats a `zod.…` call as
// free of side effects, so the schemas the browser never reads are left out of its bundle
// (apps/web/vite.config.ts, `manualPureFunctions`); a one-letter name would match minified libraries' own.
export * from './account';
export * from './approvals';
export * from './categories';
export * from './company';
export * from './customer';
export * from './deferred';
export * from './documents';
export * from './email';
export * from './endpoints';
export * from './envelope';
export * from './facets';
export * from './field-names';
export * from './login';
export * from './newsletter';
export * from './order-details';
export * from './orders';
export * from './password';
export * from './paths';
export * from './places';
export * from './pricing';
export * from './product';
export * from './query';
export * from './quick-order';
export * from './rates';
export * from './reorder';
export * from './saved-lists';
export * from './server-rendering';
