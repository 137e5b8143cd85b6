// Short-lived signed links to a printable document, for an iframe or a new tab (which cannot send the
// Authorization header). The signature binds the kind, the id, the owner and the expiry. A statement's
// "id" is its date range (`desde..hasta`).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ReportKind } from '@mostrador/contract';

/** What a link opens: a document of the ERP's kinds, or the statement ('extracto'). */
type LinkKind = ReportKind | 'extracto';

/** How long a link works. */
export const LINK_SECONDS = 300;

export class LinkSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so that a link signature can never pass for a session token's.
    this.key = createHmac('sha256', secret).update('mostrador report links').digest();
  }

  private signature(kind: LinkKind, id: number | string, owner: number, expires: number): string {
    return createHmac('sha256', this.key).update(`${kind}:${id}:${owner}:${expires}`).digest('base64url');
  }

  /** `exp` (epoch seconds) and `firma` for a link that `owner` may open until `now + LINK_SECONDS`. */
  sign(kind: LinkKind, id: number | string, owner: number, now = new Date()): { exp: number; firma: string } {
    const exp = Math.floor(now.getTime() / 1000) + LINK_SECONDS;
    return { exp, firma: this.signature(kind, id, owner, exp) };
  }

  /** True when `firma` was made by `sign` for this document and owner and `exp` has not passed. */
  verify(
    kind: LinkKind,
    id: number | string,
    owner: number,
    exp: string,
    firma: string,
    now = new Date(),
  ): boolean {
    if (!/^\d{1,12}$/.test(exp)) return false;
    const expires = Number(exp);
    if (expires * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(this.signature(kind, id, owner, expires));
    const given = Buffer.from(firma);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
