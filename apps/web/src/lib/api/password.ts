import type { EnlaceContrasena } from '@mostrador/contract';

/** "Forgot your password?" (RecuperarContrasena): a user name or an e-mail of the account. */
export function passwordResetBody(userOrEmail: string): { usuario: string } {
  return { usuario: userOrEmail };
}

/** A password link's page sets the password (EstablecerContrasena) with the link's token. */
export function setPasswordBody(token: string, password: string): { token: string; contrasena: string } {
  return { token, contrasena: password };
}

/** Whose a password link is and what for (EnlaceContrasena), in the app's words. */
export interface PasswordLink {
  user: string;
  name: string;
  purpose: EnlaceContrasena['Proposito'];
}

export function toPasswordLink(a: EnlaceContrasena): PasswordLink {
  return { user: a.Usuario, name: a.Tercero, purpose: a.Proposito };
}
