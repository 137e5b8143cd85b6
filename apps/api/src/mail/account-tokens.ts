// Single-use links to set a password (account_tokens): a customer's "forgot your password", and the staff
// console's invitations and resets (purpose and subject say whose and what for). The token in the link is an
// HMAC of the row's random id under the server's secret: the table keeps only its SHA-256 and the outbox only
// the id, so neither a copy of the database nor the queued message holds a usable link (the message's render
// makes the token again). A link works once, until it expires; asking again replaces the earlier link.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { ReportLanguage } from '@mostrador/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { enqueueMessage } from './outbox';

export type TokenPurpose = 'password-reset' | 'invitation';

/** How long a reset link works; an invitation's. */
export const RESET_LINK_MS = 60 * 60_000;
export const INVITATION_LINK_MS = 7 * 86_400_000;

/** The storefront's page that takes a link's token (in its fragment): a reset's and an invitation's alike. */
export const ACCOUNT_LINK_PAGE = '/reset-password';

/** Whom a link's message goes to: the address and language, the origin the link opens on, who it greets. */
export interface LinkRecipient {
  to: string;
  language: ReportLanguage;
  origin: string;
  name: string;
  /** The login the password is for. */
  user: string;
}

type NewLink = { purpose: TokenPurpose; subject: string; now: Date; lifetimeMs?: number };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export class AccountTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('mostrador account tokens').digest();
  }

  /** The link's token of row `id`. */
  tokenOf(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url');
  }

  /**
   * A new link for `subject` (`customer:<id>`, `staff:<id>`), inside the caller's transaction (with the message
   * that carries it); earlier unused links of the same purpose stop working. Returns the row's id (the message's
   * data) and when it expires.
   */
  async create(trx: Transaction<DB>, link: NewLink): Promise<{ id: string; expiresAt: Date }> {
    const lifetime = link.lifetimeMs ?? (link.purpose === 'invitation' ? INVITATION_LINK_MS : RESET_LINK_MS);
    const id = randomUUID();
    const expiresAt = new Date(link.now.getTime() + lifetime);
    await trx
      .deleteFrom('account_tokens')
      .where('subject', '=', link.subject)
      .where('purpose', '=', link.purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('account_tokens')
      .values({
        id,
        token_hash: hashOf(this.tokenOf(id)),
        purpose: link.purpose,
        subject: link.subject,
        created_at: link.now,
        expires_at: expiresAt,
      })
      .execute();
    return { id, expiresAt };
  }

  /**
   * A new link (as `create` makes it) and its message, an invitation or a reset to ACCOUNT_LINK_PAGE, queued in
   * the same transaction at `link.now`. Returns when the link expires (ISO 8601).
   */
  async mail(trx: Transaction<DB>, link: NewLink, recipient: LinkRecipient): Promise<string> {
    const { id, expiresAt } = await this.create(trx, link);
    const { to, language, origin, name, user } = recipient;
    const data = {
      origin,
      tokenId: id,
      path: ACCOUNT_LINK_PAGE,
      name,
      user,
      expiresAt: expiresAt.toISOString(),
    };
    await enqueueMessage(trx, { kind: link.purpose, to, language, data }, link.now);
    return data.expiresAt;
  }
}

/** Whose link `token` is and what for, while it works (not used, not expired); undefined otherwise. Does not use it. */
export async function workingLink(
  db: Kysely<DB>,
  token: string,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<{ subject: string; purpose: TokenPurpose } | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  return db
    .selectFrom('account_tokens')
    .select(['subject', 'purpose'])
    .where('token_hash', '=', hashOf(token))
    .where('purpose', 'in', [...purposes])
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Uses the link once, inside the caller's transaction (with the new password): its subject, or undefined
 * when it is not a working link. Of two requests with one link, only one gets the subject.
 */
export async function useToken(
  trx: Transaction<DB>,
  token: string,
  purposes: readonly TokenPurpose[],
  now: Date,
): Promise<string | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const row = await trx
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashOf(token))
    .where('purpose', 'in', [...purposes])
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('subject')
    .executeTakeFirst();
  return row?.subject;
}
