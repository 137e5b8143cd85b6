// The device cookie (OWASP's answer to lockouts a stranger can cause): a browser that logged in as a name
// keeps a signed proof of it, and its later attempts on that name are not held by the name's wait
// (db/login-throttle.ts), only by the per-address limit. A stranger's failures then keep the name waiting for
// other browsers only, never for the one its owner uses. The proof binds the name (trimmed, in lower case) and
// an expiry, signed with a key derived from the server's secret (TOKEN_SECRET or the generated one). The
// customers' login and the staff's each have their own cookie, sent to their own login route only, and key.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ExpiringSignature } from './expiring-signature';

/** How long a browser is known after its last login. */
export const DEVICE_DAYS = 365;

/** The key of a name: as typed, trimmed, in lower case (the shop's own accounts are matched so too). */
export const throttleKey = (usuario: string) => usuario.trim().toLowerCase();

/** Which login: its cookie's name, its route (the cookie's path) and the purpose its key is derived for. */
export interface DeviceLogin {
  cookie: string;
  path: string;
  purpose: string;
}

export class DeviceProof {
  // A key of its own, so that a device proof can never pass for another signature of the server's.
  private readonly signature: ExpiringSignature;

  constructor(
    secret: string,
    private readonly login: DeviceLogin,
  ) {
    this.signature = new ExpiringSignature(secret, login.purpose);
  }

  /** Sets the cookie proving this browser logged in as `usuario`. */
  set(request: FastifyRequest, reply: FastifyReply, usuario: string, now: Date) {
    const expires = Math.floor(now.getTime() / 1000) + DEVICE_DAYS * 86_400;
    reply.setCookie(this.login.cookie, `${expires}.${this.signature.sign(throttleKey(usuario), expires)}`, {
      httpOnly: true,
      sameSite: 'strict',
      path: this.login.path,
      secure: request.protocol === 'https',
      expires: new Date(expires * 1000),
    });
  }

  /** Whether the request carries a live proof that this browser logged in as `usuario` before. */
  knows(request: FastifyRequest, usuario: string, now: Date): boolean {
    const [exp = '', given = ''] = (request.cookies[this.login.cookie] ?? '').split('.', 2);
    return this.signature.verify(throttleKey(usuario), exp, given, now);
  }
}
