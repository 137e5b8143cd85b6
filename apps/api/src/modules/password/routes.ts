import {
  enlaceContrasenaBody,
  enlaceContrasenaResponse,
  errorEnvelope,
  establecerContrasenaBody,
  establecerContrasenaResponse,
  loginQuery,
  paths,
  recuperarContrasenaBody,
  recuperarContrasenaResponse,
} from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailLinkOrigin } from '../../lib/public-origin';
import { replies } from '../../lib/replies';
import { requestLanguage } from '../../lib/request-language';
import { wireSession } from '../../lib/session-routes';
import { setSessionCookie } from '../../plugins/auth';
import type { ModuleOptions } from '../../types';
import { createPasswordRepository } from './repository';
import { createPasswordService } from './service';

export interface PasswordModuleOptions extends ModuleOptions {
  /** The server's secret (the links' tokens are made from it). */
  secret: string;
}

/** The one answer to every "forgot your password?": it never tells whether the account exists. */
export const RESET_REQUESTED =
  'Si los datos corresponden a una cuenta con correo, le enviamos un enlace para elegir una nueva contraseña';
export const PASSWORD_SET = 'Contraseña establecida';

/**
 * POST TerceroApi/RecuperarContrasena {usuario}: a single-use link to set a new password, mailed to the
 * account's e-mail (rate-limited per address as the login is). POST TerceroApi/EnlaceContrasena {token}: whose
 * link it is. POST TerceroApi/EstablecerContrasena {token, contrasena}: sets the password and logs in.
 */
export const passwordRoutes: FastifyPluginAsyncZod<PasswordModuleOptions> = async (app, options) => {
  const service = createPasswordService(
    createPasswordRepository(options.db),
    options.db,
    options.secret,
    options.now,
  );
  const rateLimit = { max: options.config.loginRateLimit, timeWindow: '1 minute' };

  app.post(
    `/${paths.recuperarContrasena}`,
    {
      config: { rateLimit },
      schema: {
        tags: ['customer'],
        summary:
          'Forgot the password: mails a single-use link to set a new one (the same answer whether or not the account exists)',
        querystring: loginQuery,
        body: recuperarContrasenaBody,
        response: replies(recuperarContrasenaResponse),
      },
    },
    async (request) => {
      const queued = await service.requestReset(request.body.usuario, {
        language: requestLanguage(request),
        origin: mailLinkOrigin(options.config),
      });
      if (queued > 0) options.mail?.kick();
      return { Status: true, Msj: RESET_REQUESTED };
    },
  );

  app.post(
    `/${paths.enlaceContrasena}`,
    {
      config: { rateLimit },
      schema: {
        tags: ['customer'],
        summary: 'Whose password link this is and what for (a reset or an invitation), while it works',
        querystring: loginQuery,
        body: enlaceContrasenaBody,
        response: { ...replies(enlaceContrasenaResponse), 410: errorEnvelope },
      },
    },
    async (request) => {
      const link = await service.link(request.body.token);
      return { Status: true, Usuario: link.user, Tercero: link.name, Proposito: link.purpose };
    },
  );

  app.post(
    `/${paths.establecerContrasena}`,
    {
      config: { rateLimit },
      schema: {
        tags: ['customer'],
        summary:
          'Sets the password with a single-use link, ends the other sessions and logs in (the login’s answer)',
        querystring: loginQuery,
        body: establecerContrasenaBody,
        response: { ...replies(establecerContrasenaResponse), 410: errorEnvelope },
      },
    },
    async (request, reply) => {
      const session = await service.setPassword(request.body.token, request.body.contrasena);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      request.log.info({ terceroid: session.customerId }, 'password set');
      return {
        Status: true,
        Msj: PASSWORD_SET,
        Datos: wireSession({
          ...session,
          person: session.person && { ...session.person, name: session.person.personName },
        }),
      };
    },
  );
};
