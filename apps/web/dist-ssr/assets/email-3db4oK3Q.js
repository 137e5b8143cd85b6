import { Ct as string, Pt as _trim, bt as pipe, kt as _maxLength, ut as email } from "./api-B4Np9Lgr.js";
// ../../packages/contract/src/email.ts
/**
* An e-mail address as typed (trimmed), at most 120 characters: a guest's order and the newsletter. Its own
* module, so that the storefront's home page does not load the order schemas with it.
*/
var emailAddress = pipe(string({ error: "Email es obligatorio" }).check(_trim(), _maxLength(120, { error: "Email admite como máximo 120 caracteres" })), email({ error: "Email no es un correo electrónico válido" }));
export { emailAddress as t };
