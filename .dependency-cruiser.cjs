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
    forbid(
      'storefront-never-imports-the-console',
      "the buyer's storefront (apps/web/src outside console/) never imports the staff console nor its API's schemas: console code is never in the buyer's bundle",
      { path: '^apps/web/src/', pathNot: '^apps/web/src/console/' },
      { path: '^(apps/web/src/console|packages/contract/src/console)/' },
    ),
    independent(
      'api-modules-are-independent',
      'a server module never reaches into another module (shared code lives outside modules/)',
      'apps/api/src/modules/',
    ),
    forbid(
      'api-lib-does-not-import-db',
      'lib/ is the server code every layer may use: it never reads the database (SQL read models live in db/read-models/)',
      { path: '^apps/api/src/lib/' },
      { path: '^apps/api/src/db/' },
    ),
    forbid(
      'api-db-is-below-http',
      'db/ never imports the HTTP layers (modules/, plugins/, rendering/) nor the ERP adapter',
      { path: '^apps/api/src/db/' },
      { path: '^apps/api/src/(modules|plugins|rendering|erp)/' },
    ),
    forbid(
      'api-modules-do-not-import-erp',
      'a module reaches the ERP only through the interfaces of types.ts that app.ts wires (RemoteDocuments, ExternalLogin, OrderOutbox)',
      { path: '^apps/api/src/modules/' },
      { path: '^apps/api/src/(erp|rendering)/' },
    ),
    forbid(
      'api-erp-is-an-adapter',
      'the ERP adapter (erp/) never imports the HTTP layers: app.ts hands it to them',
      { path: '^apps/api/src/erp/' },
      { path: '^apps/api/src/(modules|plugins|rendering)/' },
    ),
    forbid(
      'api-rendering-reads-through-http',
      'server rendering (rendering/) reads its data from the app in process (app.inject), never from modules/, db/ or erp/',
      { path: '^apps/api/src/rendering/' },
      { path: '^apps/api/src/(modules|db|erp)/' },
    ),
    forbid(
      'api-plugins-are-below-modules',
      'plugins/ (cross-cutting parts) never import modules/, rendering/ or erp/',
      { path: '^apps/api/src/plugins/' },
      { path: '^apps/api/src/(modules|rendering|erp)/' },
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
