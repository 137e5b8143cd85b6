// The device cookie (OWASP's answer to lockouts a stranger can cause): a browser that logged in as a name
// keeps a signed proof of it, and its later attempts on that name are not held by the name's wait
// (throttle.ts), only by the per-address limit. A stranger's failures then keep the name waiting for other
// browsers only, never for the one its owner uses. The proof binds the name (trimmed, in lower case) and an
// expiry, signed with a key derived from the server's secret (TOKEN_SECRET or the generated one).
import { API_BASE, paths } from '@mostrador/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ExpiringSignature } from '../../lib/expiring-signature';
import { throttleKey } from './throttle';

/** HttpOnly, SameSite=Strict, Secure behind HTTPS, sent to the login route only. */
export const DEVICE_COOKIE = 'mostrador_dispositivo';
/** How long a browser is known after its last login. */
export const DEVICE_DAYS = 365;
const LOGIN_PATH = `${API_BASE}${paths.login}`;

export class DeviceProof {
  // A key of its own, so that a device proof can never pass for another signature of the server's.
  private readonly signature: ExpiringSignature;

  constructor(secret: string) {
    this.signature = new ExpiringSignature(secret, 'mostrador login devices');
  }

  /** Sets the cookie proving this browser logged in as `usuario`. */
  set(request: FastifyRequest, reply: FastifyReply, usuario: string, now: Date) {
    const expires = Math.floor(now.getTime() / 1000) + DEVICE_DAYS * 86_400;
    reply.setCookie(DEVICE_COOKIE, `${expires}.${this.signature.sign(throttleKey(usuario), expires)}`, {
      httpOnly: true,
      sameSite: 'strict',
      path: LOGIN_PATH,
      secure: request.protocol === 'https',
      expires: new Date(expires * 1000),
    });
  }

  /** Whether the request carries a live proof that this browser logged in as `usuario` before. */
  knows(request: FastifyRequest, usuario: string, now: Date): boolean {
    const [exp = '', given = ''] = (request.cookies[DEVICE_COOKIE] ?? '').split('.', 2);
    return this.signature.verify(throttleKey(usuario), exp, given, now);
  }
}
