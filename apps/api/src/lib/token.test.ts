import { describe, expect, it } from 'vitest';
import { issueToken, signClaims, verifyToken } from './token';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const customer = { terceroid: 1001, tercerosucid: 2001, level: 4 };

describe('session tokens', () => {
  it('verifies a token it issued until one day has passed', () => {
    const issued = new Date('2026-11-22T10:00:00Z');
    const { token, claims } = issueToken(secret, customer, issued);
    expect(claims).toMatchObject({ sub: 1001, suc: 2001, lvl: 4 });
    expect(verifyToken(secret, token, new Date('2026-11-23T09:59:59Z'))).toEqual({ ok: true, claims });
    expect(verifyToken(secret, token, new Date('2026-11-23T10:00:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token signed with another secret or with edited claims', () => {
    const { token, claims } = issueToken(secret, customer);
    expect(verifyToken('another-secret-of-thirty-two-characters!', token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const [, signature] = token.split('.');
    const edited = `${Buffer.from(JSON.stringify({ ...claims, sub: 1002 })).toString('base64url')}.${signature}`;
    expect(verifyToken(secret, edited)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses malformed tokens and claims of the wrong shape', () => {
    for (const token of ['', '.', 'abc', 'a.b.c', `${'x'.repeat(10)}.`]) {
      expect(verifyToken(secret, token)).toEqual({ ok: false, reason: 'invalid' });
    }
    const notJson = `${Buffer.from('not json').toString('base64url')}`;
    expect(
      verifyToken(
        secret,
        `${notJson}.${signClaims(secret, { sub: 1, suc: 0, lvl: 1, iat: 0, exp: 1 }).split('.')[1]}`,
      ),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const now = Date.now();
    const badLevel = signClaims(secret, { sub: 1, suc: 0, lvl: 9, iat: now, exp: now + 1000 });
    expect(verifyToken(secret, badLevel)).toEqual({ ok: false, reason: 'invalid' });
  });
});
