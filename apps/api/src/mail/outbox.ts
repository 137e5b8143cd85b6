// The e-mail outbox: a message is a row of mail_outbox written in the transaction of what caused it
// (enqueueMessage), so it exists exactly when its cause does. The worker (mailer.ts) claims due rows with a
// lease, as the ERP's order outbox does (erp/outbox.ts): `FOR UPDATE SKIP LOCKED` on PostgreSQL, so
// several processes never take one row; PGlite has one process and the same statement. A claimed row stays
// `queued` under its lease (a process that stops leaves it to the next claim once the lease ends); only the
// message being handed to the transport is `sending` (startSending). A row left `sending` past its lease
// belonged to a process that stopped mid-send: what happens to it is in docs/decisions/0038-mail-at-most-once.md
// (reclaimStale).
import { randomUUID } from 'node:crypto';
import type { ReportLanguage } from '@mostrador/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DB, MailState } from '../db/schema';
import type { MailData, MailKind } from './messages/data';

/** How long a claimed row is held by the process sending it (an SMTP conversation ends well inside it). */
export const MAIL_LEASE_MS = 60_000;
/** Tries before a message that keeps failing for a passing reason is given up (about a day of tries). */
export const MAX_TRIES = 12;
const BATCH = 20;

/** The delay before try n+1: 30 s, 1 min, 2 min, ... at most 4 hours. */
export function mailBackoffMs(tries: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, tries - 1), 4 * 3_600_000);
}

export type MailInput = {
  [K in MailKind]: { kind: K; to: string; language: ReportLanguage; data: MailData[K] };
}[MailKind];

/** Queues one message inside the caller's transaction; returns its id. Sent once the transaction commits. */
export async function enqueueMessage(
  trx: Transaction<DB>,
  input: MailInput,
  now = new Date(),
): Promise<number> {
  const row = await trx
    .insertInto('mail_outbox')
    .values({
      kind: input.kind,
      recipient: input.to.trim(),
      language: input.language,
      data: JSON.stringify(input.data),
      message_id: randomUUID(),
      next_try: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ClaimedMail {
  id: number;
  kind: MailKind;
  recipient: string;
  language: ReportLanguage;
  data: Record<string, unknown>;
  message_id: string;
  tries: number;
  created_at: Date;
  /** This claim's id (lease_owner). */
  owner: string;
}

/**
 * Takes up to BATCH due rows for this process: held for MAIL_LEASE_MS (still `queued`: nothing was offered
 * yet), the try counted. A row whose lease ran out without being handed over is due again.
 */
export async function claimDue(db: Database, now: Date): Promise<ClaimedMail[]> {
  const owner = randomUUID();
  const rows = await sql<Omit<ClaimedMail, 'owner'>>`UPDATE mail_outbox
    SET tries = tries + 1, lease_owner = ${owner}, lease_until = ${new Date(now.getTime() + MAIL_LEASE_MS)}
    WHERE id IN (
      SELECT id FROM mail_outbox WHERE state = 'queued' AND next_try <= ${now}
        AND (lease_until IS NULL OR lease_until < ${now})
      ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, recipient, language, data, message_id, tries, created_at`.execute(db);
  return rows.rows.map((r) => ({ ...r, owner }));
}

/**
 * Rows left `sending` past their lease (their process stopped, or lost the database, mid-send). With a
 * transport that may have delivered them (`repeatable` false: SMTP), each becomes `failed`, never sent again
 * by itself; with one whose repetition is harmless (the .eml file, rewritten under the same name), each is
 * queued again. Returns how many.
 */
export async function reclaimStale(db: Database, now: Date, repeatable: boolean): Promise<number> {
  const rows = await db
    .updateTable('mail_outbox')
    .set(
      repeatable
        ? { state: 'queued', lease_until: null, next_try: now }
        : {
            state: 'failed',
            lease_until: null,
            last_error:
              'uncertain: the process sending it stopped before recording the outcome; it may have arrived, so it is not sent again by itself',
          },
    )
    .where('state', '=', 'sending')
    .where('lease_until', '<', now)
    .returning('id')
    .execute();
  return rows.length;
}

/**
 * Right before the transport is given `row`: re-checks that it is still this claim's, marks it `sending` (from
 * here on it may arrive) and extends its lease; false: another process has it now.
 */
export async function startSending(db: Database, row: ClaimedMail, now: Date): Promise<boolean> {
  const renewed = await db
    .updateTable('mail_outbox')
    .set({ state: 'sending', lease_until: new Date(now.getTime() + MAIL_LEASE_MS) })
    .where('id', '=', row.id)
    .where('lease_owner', '=', row.owner)
    .where('state', '=', 'queued')
    .where('lease_until', '>', now)
    .returning('id')
    .executeTakeFirst();
  return renewed !== undefined;
}

export type Settled =
  | { state: 'sent' }
  | { state: 'queued'; nextTry: Date; error: string }
  | { state: 'failed' | 'bounced'; error: string };

/** Records the outcome of this claim's try (the claim's, whatever another process wrote meanwhile). */
export async function settle(db: Database, row: ClaimedMail, now: Date, outcome: Settled): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      state: outcome.state,
      lease_until: null,
      ...(outcome.state === 'sent'
        ? { sent_at: now, last_error: null }
        : { last_error: outcome.error.slice(0, 500) }),
      ...(outcome.state === 'queued' ? { next_try: outcome.nextTry } : {}),
    })
    .where('id', '=', row.id)
    .where('lease_owner', '=', row.owner)
    .execute();
}

/** Gives back the rows of a claim it did not get to (the transport is down: they wait for their next try). */
export async function release(db: Database, rows: readonly ClaimedMail[], next: Date): Promise<void> {
  if (rows.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .set({ state: 'queued', lease_until: null, next_try: next, tries: sql`tries - 1` })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .where('lease_owner', '=', rows[0]?.owner ?? '')
    .where('state', '=', 'queued')
    .execute();
}

/** A message as the console lists it (its data only to make its subject: it never carries a token). */
export interface OutboxEntry {
  id: number;
  kind: MailKind;
  recipient: string;
  language: ReportLanguage;
  data: Record<string, unknown>;
  state: MailState;
  tries: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** The newest messages first, optionally of one state. */
export async function listMessages(
  db: Database,
  options: { state?: MailState; limit?: number } = {},
): Promise<OutboxEntry[]> {
  let query = db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'kind',
      'recipient',
      'language',
      'data',
      'state',
      'tries',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .orderBy('id', 'desc')
    .limit(options.limit ?? 100);
  if (options.state) query = query.where('state', '=', options.state);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as MailKind,
    recipient: r.recipient,
    language: r.language as ReportLanguage,
    data: r.data,
    state: r.state,
    tries: r.tries,
    lastError: r.last_error,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  }));
}

/** How many messages wait (queued or being sent). */
export async function waitingCount(db: Database): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('state', 'in', ['queued', 'sending'])
    .executeTakeFirst();
  return row?.n ?? 0;
}
