// Signed links to a printable document, for an iframe or a new tab (which cannot send the Authorization
// header): short-lived from the shop's pages, a month long in an e-mail (mail/, modules/reports verifies both). The signature binds the kind, the id, the owner and the expiry. A statement's
// "id" is its date range (`desde..hasta`).
import type { ReportKind } from '@mostrador/contract';
import { ExpiringSignature } from './expiring-signature';

/** What a link opens: a document of the ERP's kinds, or the statement ('extracto'). */
type LinkKind = ReportKind | 'extracto';

/** How long a link from a page works. */
export const LINK_SECONDS = 300;
/** How long a link in an e-mail works. */
export const MAIL_LINK_SECONDS = 30 * 86_400;

export class LinkSigner {
  // A key of its own, so that a link signature can never pass for a session token's.
  private readonly signature: ExpiringSignature;

  constructor(secret: string) {
    this.signature = new ExpiringSignature(secret, 'mostrador report links');
  }

  /** `exp` (epoch seconds) and `firma` for a link that `owner` may open until `now + seconds`. */
  sign(
    kind: LinkKind,
    id: number | string,
    owner: number,
    now = new Date(),
    seconds = LINK_SECONDS,
  ): { exp: number; firma: string } {
    const exp = Math.floor(now.getTime() / 1000) + seconds;
    return { exp, firma: this.signature.sign(`${kind}:${id}:${owner}`, exp) };
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
    return this.signature.verify(`${kind}:${id}:${owner}`, exp, firma, now);
  }
}
