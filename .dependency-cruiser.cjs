/** Import rules of the workspace (docs/architecture.md explains them). */

/** Files matching `from` never import files matching `to` (dependency-cruiser conditions). */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** The folders right below `parent` never import each other. */
const independent = (name, comment, parent) =>
  forbid(
    name,
    comment,
    { path: `^${parent}([^/]+)/` },
    { path: `^${parent}([^/]+)/`, pathNot: `^${parent}$1/` },
  );

module.exports = {
  forbidden: [
    forbid(
      'domain-is-pure',
      'packages/domain imports nothing of ours and no Node built-ins (npm packages only)',
      { path: '^packages/domain/' },
      { pathNot: '^packages/domain/|node_modules', dependencyTypesNot: ['npm', 'npm-dev'] },
    ),
    forbid(
      'contract-only-domain',
      'packages/contract may import only packages/domain',
      { path: '^packages/contract/' },
      { path: '^(apps|e2e|bench)/' },
    ),
    forbid(
      'apps-do-not-import-each-other',
      'the server never imports the storefront',
      { path: '^apps/api/' },
      { path: '^apps/web/' },
    ),
    forbid(
      'web-does-not-import-api',
      'the storefront never imports the server',
      { path: '^apps/web/' },
      { path: '^apps/api/' },
    ),
    independent(
      'web-features-are-independent',
      'a feature of the storefront never imports another feature; compose them in app/',
      'apps/web/src/features/',
    ),
    forbid(
      'web-shared-code-does-not-import-features',
      'components/ and lib/ of the storefront never import features/ or app/',
      { path: '^apps/web/src/(components|lib)/' },
      { path: '^apps/web/src/(features|app)/' },
    ),
    independent(
      'api-modules-are-independent',
      'a server module never reaches into another module (shared code lives outside modules/)',
      'apps/api/src/modules/',
    ),
    forbid('no-circular', 'no circular imports', {}, { circular: true }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-ssr|node_modules|\\.data)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
