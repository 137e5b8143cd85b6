import { z as zod } from 'zod/mini';
import { deferred } from './deferred';
import { statusAnswer, statusWith } from './envelope';
import { loginResponse, usuarioText } from './login';
import { NO_CONTROL_CHARACTERS } from './query';
import { requiredAs } from './required';

/**
 * The shop's own (not the ERP's): a customer's "forgot your password?" and the page of the single-use link it
 * mails (a reset, or an invitation to set a first password). The link's token travels in the page's fragment
 * and reaches the server only in these bodies.
 */

/** A new password: 10 to 200 characters, no control characters (the console's staff passwords alike). */
export const PASSWORD_MIN_LENGTH = 10;
export const newPassword = deferred(() =>
  zod.string({ error: requiredAs('contrasena', 'texto') }).check(
    zod.minLength(PASSWORD_MIN_LENGTH, {
      error: `la contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
    }),
    zod.maxLength(200, { error: 'la contraseña admite como máximo 200 caracteres' }),
    zod.regex(NO_CONTROL_CHARACTERS, { error: 'la contraseña contiene caracteres de control' }),
  ),
);

/** The token of a password link (43 base64url characters). */
const token = deferred(() =>
  zod
    .string({ error: requiredAs('token', 'texto') })
    .check(zod.regex(/^[A-Za-z0-9_-]{43}$/, { error: 'El enlace no es válido: pida uno nuevo' })),
);

/** POST TerceroApi/RecuperarContrasena {usuario}: the user name or an e-mail of the account. */
export const recuperarContrasenaBody = deferred(() =>
  zod.object({
    usuario: usuarioText(120, 'Escriba su usuario o su correo electrónico'),
  }),
);
/** The same answer whether or not an account matched: the page never says which. */
export const recuperarContrasenaResponse = statusAnswer;

/** What a link is for. */
export const passwordLinkPurposes = ['password-reset', 'invitation'] as const;

/** POST TerceroApi/EnlaceContrasena {token}: whose link it is, while it works (it is not used by asking). */
export const enlaceContrasenaBody = deferred(() => zod.object({ token }));
export const enlaceContrasenaResponse = deferred(() =>
  statusWith({
    Usuario: zod.string(),
    Tercero: zod.string(),
    Proposito: zod.enum(passwordLinkPurposes),
  }),
);
export type EnlaceContrasena = zod.infer<typeof enlaceContrasenaResponse>;

/**
 * POST TerceroApi/EstablecerContrasena {token, contrasena}: sets the password, uses the link up, ends the
 * customer's other sessions and logs it in (LoginTercero's answer and cookie). 410 when the link does not work.
 */
export const establecerContrasenaBody = deferred(() => zod.object({ token, contrasena: newPassword }));
export const establecerContrasenaResponse = loginResponse;
