import { loginBody, loginQuery, loginResponse, paths } from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replies } from '../../lib/replies';
import type { ExternalLogin, ModuleOptions } from '../../types';
import { createAuthRepository } from './repository';
import { createAuthService } from './service';

export interface AuthModuleOptions extends ModuleOptions {
  secret: string;
  /** With an ERP connected: its LoginTercero, asked first. */
  externalLogin?: ExternalLogin | undefined;
}

/** POST TerceroApi/LoginTercero {usuario, contrasena}: the customer, its price level and a one-day token. */
export const authRoutes: FastifyPluginAsyncZod<AuthModuleOptions> = async (app, options) => {
  const service = createAuthService(
    createAuthRepository(options.db),
    options.secret,
    options.now,
    options.externalLogin,
  );
  app.post(
    `/${paths.login}`,
    {
      config: { rateLimit: { max: options.config.loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['customer'],
        summary: 'Log in: the customer record, its price level and a session token valid one day',
        querystring: loginQuery,
        body: loginBody,
        response: replies(loginResponse),
      },
    },
    async (request) => {
      const session = await service.login(request.body.usuario, request.body.contrasena);
      request.log.info({ terceroid: session.Terceroid }, 'login');
      return { Status: true, Datos: session };
    },
  );
};
