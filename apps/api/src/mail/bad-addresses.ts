// Addresses the mail server refused for good (a 5xx answer to RCPT TO): marked once, and every later message to
// one of them is `bounced` without being offered again. The console lists them and may forget one (the
// customer fixed the mailbox), after which messages go to it again.
import type { Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';

/** How an address is kept and compared (case and spaces around it do not matter). */
export const addressKey = (address: string) => address.trim().toLowerCase();

export async function markBadAddress(
  db: Database,
  address: string,
  reason: string,
  messageId: number | null,
): Promise<void> {
  await db
    .insertInto('mail_bad_addresses')
    .values({ address: addressKey(address), reason: reason.slice(0, 500), message_id: messageId })
    .onConflict((oc) => oc.column('address').doUpdateSet({ reason: reason.slice(0, 500) }))
    .execute();
}

/** Why the address was refused, or undefined when it was not. */
export async function badAddressReason(db: Database, address: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('mail_bad_addresses')
    .select('reason')
    .where('address', '=', addressKey(address))
    .executeTakeFirst();
  return row?.reason;
}

export interface BadAddress {
  address: string;
  reason: string;
  /** The message whose refusal marked it. */
  messageId: number | null;
  since: Date;
}

/** What is kept of a refused address. */
const KEPT = ['address', 'reason', 'message_id', 'created_at'] as const;

const badAddressOf = (r: Selectable<DB['mail_bad_addresses']>): BadAddress => ({
  address: r.address,
  reason: r.reason,
  messageId: r.message_id,
  since: r.created_at,
});

/** Every refused address, newest first (the console's list). */
export async function listBadAddresses(db: Database): Promise<BadAddress[]> {
  const rows = await db.selectFrom('mail_bad_addresses').select(KEPT).orderBy('created_at', 'desc').execute();
  return rows.map(badAddressOf);
}

/**
 * Forgets a refused address (in the caller's transaction, with its audit row): what was kept of it, or
 * undefined when it was not marked.
 */
export async function forgetBadAddress(db: Database, address: string): Promise<BadAddress | undefined> {
  const gone = await db
    .deleteFrom('mail_bad_addresses')
    .where('address', '=', addressKey(address))
    .returning(KEPT)
    .executeTakeFirst();
  return gone && badAddressOf(gone);
}
