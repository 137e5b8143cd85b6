import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';

describe('password hashes (scrypt)', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('demo-2026');
    const b = await hashPassword('demo-2026');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('demo-2026');
    expect(await verifyPassword('demo-2026', a)).toBe(true);
    expect(await verifyPassword('demo-2026', b)).toBe(true);
    expect(await verifyPassword('demo-2025', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('refuses malformed hashes and never matches the dummy hash', async () => {
    for (const stored of ['', 'plain', 'md5$x$y', 'scrypt$16384$8$1$c2FsdA==$c2hvcnQ=']) {
      expect(await verifyPassword('demo-2026', stored)).toBe(false);
    }
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('demo-2026', DUMMY_HASH)).toBe(false);
  });
});
