// Every error becomes an envelope {Status:false, Msj} with a 4xx/5xx status: never a bare 500 for bad input.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../lib/errors';
import type { App } from '../types';
import { withReference } from './request-id';

// zod words its validation messages in Spanish, the language of the shop's customers and of the ERP.
z.config(z.locales.es());

const CONTEXT_LABEL: Record<string, string> = {
  querystring: 'Parámetro inválido',
  body: 'Cuerpo de la petición inválido',
  params: 'Ruta inválida',
  headers: 'Cabecera inválida',
};

/** Fastify's own error codes that mean "the client sent something wrong". */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'El cuerpo de la petición no es JSON válido' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'El cuerpo de la petición está vacío' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'El cuerpo de la petición es demasiado grande' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Tipo de contenido no admitido: envíe application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Content-Length no coincide con el cuerpo' },
  FST_ERR_VALIDATION: { status: 400, message: 'Petición inválida' },
  // A compressed body (@fastify/compress decompresses what a client sends with Content-Encoding).
  FST_CP_ERR_INVALID_CONTENT_ENCODING: {
    status: 415,
    message: 'Content-Encoding no admitido: envíe el cuerpo sin comprimir, o con gzip, deflate o br',
  },
  FST_CP_ERR_INVALID_CONTENT: {
    status: 400,
    message: 'El cuerpo comprimido de la petición no se pudo descomprimir',
  },
};

const DATABASE_UNAVAILABLE =
  'La base de datos no está disponible en este momento: inténtelo de nuevo en unos segundos';

/** How many of a request's problems its answer names. */
const MAX_DETAILS = 10;

function describeValidation(
  error: FastifyError & { validation: Array<{ instancePath: string; message?: string }> },
) {
  const label = CONTEXT_LABEL[error.validationContext ?? ''] ?? 'Petición inválida';
  // Every field a form sends at once is named in one answer (a guest's order has eight); a long list of
  // lines that are all wrong is cut, with how many more there are.
  const all = error.validation.map((issue) => {
    const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'no es válido';
    if (!where) return message;
    // The contract's messages name their field ("Cantidad debe ser..."): the path takes the name's place.
    const field = where.split('.').at(-1) ?? where;
    return message.toLowerCase().startsWith(`${field.toLowerCase()} `)
      ? `${where}${message.slice(field.length)}`
      : `${where} ${message}`;
  });
  // One schema may fail twice alike (a number too large for a whole number and for its limit).
  const unique = [...new Set(all)];
  const details = unique.slice(0, MAX_DETAILS);
  const more = unique.length - details.length;
  return `${label}: ${details.join('; ')}${more > 0 ? ` (y ${more} más)` : ''}`;
}

export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send({ Status: false, Msj: message });
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * 404 for an unknown path (under /apiGold/ and elsewhere when no storefront page applies), and for a path whose
 * route for this method found nothing (a storefront file gone since the server started); 405 with `Allow` for
 * a path that answers other methods only (a POST to GetProductos_V2), as HTTP has it.
 */
export function notFoundEnvelope(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url;
  const allowed = METHODS.filter((method) => {
    const route = request.server.findRoute({ method, url: path });
    // A wildcard (the storefront's assets) is not this path's own route.
    return route !== null && !('*' in route.params);
  });
  const asked = request.method === 'HEAD' ? 'GET' : request.method;
  if (allowed.length === 0 || allowed.some((method) => method === asked))
    return sendError(reply, 404, `Ruta no encontrada: ${request.method} ${path}`);
  const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
  reply.header('Allow', allow.join(', '));
  return sendError(reply, 405, `Método ${request.method} no admitido en ${path}: use ${allowed.join(' o ')}`);
}

/** PostgreSQL's class 22 "data exception" (invalid text, numeric overflow, bad date...). */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Errors Fastify meets before a route is found (a malformed URL): the same envelopes. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return sendError(
    reply,
    status,
    error.code === 'FST_ERR_BAD_URL' ? 'La dirección no es válida' : 'Petición inválida',
  );
}

export function registerErrorHandling(app: App) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, describeValidation(error));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      if (error.answer) return reply.code(error.statusCode).send(error.answer);
      return sendError(reply, error.statusCode, error.message);
    }
    if (isResponseSerializationError(error) && 'method' in error) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return sendError(reply, 500, withReference(request, 'Error interno del servidor'));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known.status, known.message);
    if (isDataException(error)) {
      // A value the database refuses (e.g. a NUL character): the input was bad, not the server.
      request.log.warn({ err: error }, 'database refused a value of the request');
      return sendError(reply, 400, 'Un valor de la petición no es válido');
    }
    if (error.statusCode === 429) {
      return sendError(reply, 429, 'Demasiados intentos: espere un minuto e inténtelo de nuevo');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, error.message || 'Petición inválida');
    }
    // Checked after the 4xx: an error with a client's status of its own is the client's, whatever its code.
    if (isDatabaseUnavailable(error)) {
      // Its connection was lost (or none could be had): this request fails, the next gets a new one.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return sendError(reply, 503, withReference(request, DATABASE_UNAVAILABLE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, withReference(request, 'Error interno del servidor'));
  });
}
