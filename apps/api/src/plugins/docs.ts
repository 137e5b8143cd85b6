// OpenAPI document (from the routes' zod schemas) and Swagger UI at /docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../types';

export async function registerDocs(app: App) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'mostrador apiGold',
        description:
          "The catalogue and customer API of the shop, in the ERP's apiGold wire format: every answer is `{Status, Msj, Datos}`. Customer endpoints need `Authorization: Bearer <Token>` from `TerceroApi/LoginTercero`.",
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
