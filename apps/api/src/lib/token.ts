// Session tokens: base64url(JSON claims) + "." + base64url(HMAC-SHA256(secret, claims part)).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_LIFETIME_MS } from '@mostrador/domain';
import { z } from 'zod';

export const claimsSchema = z.object({
  /** terceroid */
  sub: z.number().int().positive(),
  /** tercerosucid (main branch) */
  suc: z.number().int().nonnegative(),
  /** price level 1..5 */
  lvl: z.number().int().min(1).max(5),
  /** issued at, ms since epoch */
  iat: z.number().int(),
  /** expires at, ms since epoch */
  exp: z.number().int(),
});
export type Claims = z.infer<typeof claimsSchema>;

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: 'invalid' | 'expired' };

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

/** A token for the customer, valid one day (SESSION_LIFETIME_MS) from `now`. */
export function issueToken(
  secret: string,
  customer: { terceroid: number; tercerosucid: number; level: number },
  now = new Date(),
): { token: string; claims: Claims } {
  const claims: Claims = {
    sub: customer.terceroid,
    suc: customer.tercerosucid,
    lvl: customer.level,
    iat: now.getTime(),
    exp: now.getTime() + SESSION_LIFETIME_MS,
  };
  return { token: signClaims(secret, claims), claims };
}

/** Signs any claims (tests use it to make expired tokens). */
export function signClaims(secret: string, claims: Claims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function verifyToken(secret: string, token: string, now = new Date()): VerifyResult {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const parsed = claimsSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  if (parsed.data.exp <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: parsed.data };
}
