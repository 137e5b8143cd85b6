// Signatures that expire: an HMAC of a message and its expiry (epoch seconds), under a key derived from the
// server's secret for one purpose, so that a signature made for one purpose never passes for another's.
// Printable documents' links (lib/signed-link.ts) and known login devices (lib/login-device.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';

export class ExpiringSignature {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = createHmac('sha256', secret).update(purpose).digest();
  }

  /** The signature of `message` until `expires` (epoch seconds). */
  sign(message: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${message}:${expires}`).digest('base64url');
  }

  /** True when `signature` was made by `sign` for `message` and `exp`, and `exp` has not passed. */
  verify(message: string, exp: string, signature: string, now: Date): boolean {
    if (!/^\d{1,12}$/.test(exp)) return false;
    const expires = Number(exp);
    if (expires * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(this.sign(message, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
