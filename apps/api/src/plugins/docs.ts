// OpenAPI document (from the routes' zod schemas) and Swagger UI at /docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../types';

/**
 * The hash of the <style> element swagger-ui-bundle.js (of @fastify/swagger-ui 6.1.3) writes when an operation
 * is opened; e2e/tests/security.spec.ts opens one in Chromium and sees no violation (a new Swagger UI with
 * another style shows there).
 */
const SWAGGER_UI_STYLE = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

export async function registerDocs(app: App) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'mostrador apiGold',
        description:
          "The catalogue and customer API of the shop, in the ERP's apiGold wire format, key for key: most answers carry their keys at the top level beside `Status` (and `Msj` when there is something to say), some wrap them in `Datos`, two are bare arrays (GetCategoriasGrupos and GetSubGrupo); every error is `{Status: false, Msj}`. Each operation's answer schema below says which. Customer endpoints need the session of `TerceroApi/LoginTercero`: `Authorization: Bearer <Token>`, or the HttpOnly cookie `mostrador_sesion` the login sets. `TerceroApi/Logout` ends it on the server.",
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI's own policy (hashes of its inline parts), not framable, without upgrade-insecure-requests
  // (the shop may run on plain HTTP on a local network), and allowing by its hash the one <style> element
  // Swagger UI's code writes into the page when an operation is opened. The pages' policy is not touched.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace(/style-src ([^;]*?)\s*;/, `style-src $1 '${SWAGGER_UI_STYLE}';`),
  });
}
