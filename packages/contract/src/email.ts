import { z as zod } from 'zod/mini';
import { deferred } from './deferred';
import { requiredAs } from './required';

/**
 * An e-mail address as typed (trimmed), at most 120 characters: a guest's order and the newsletter. Its own
 * module, so that the storefront's home page does not load the order schemas with it.
 */
export const emailAddress = deferred(() =>
  zod.pipe(
    zod
      .string({ error: requiredAs('Email', 'texto') })
      .check(zod.trim(), zod.maxLength(120, { error: 'Email admite como máximo 120 caracteres' })),
    zod.email({ error: 'Email no es un correo electrónico válido' }),
  ),
);
