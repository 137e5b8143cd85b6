// The mail worker of one server process: every few seconds, and at once when a caller kicks it after a commit,
// it claims the due messages (outbox.ts), renders each in its language (render.tsx) and hands it to the
// transport (SMTP or .eml files). A refusal sorts the message (transport.ts refusalOf): the address refused ->
// `bounced` and the address marked; another permanent refusal -> `failed`; not now -> queued again with a
// growing delay (the rest of the batch waits too: the server is down); no answer mid-conversation -> `failed`
// as uncertain, never sent twice by itself (docs/decisions/0038-mail-at-most-once.md).
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config/env';
import type { Database } from '../db/database';
import { RepeatingRun } from '../lib/repeating-run';
import { badAddressReason, markBadAddress } from './bad-addresses';
import {
  type ClaimedMail,
  claimDue,
  MAX_TRIES,
  mailBackoffMs,
  reclaimStale,
  release,
  type Settled,
  settle,
  startSending,
} from './outbox';
import { type RenderContext, renderMail } from './render';
import { createMailTransport, MailRefused, type MailTransport } from './transport';

/** How often due messages are looked for (each has its own next try). */
const MAIL_TICK_MS = 5_000;

export type MailOutcome = 'sent' | 'retry' | 'failed' | 'bounced' | 'uncertain' | 'lost';
type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** The domain of the sender's address (the Message-IDs are made in it). */
function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

export class Mailer {
  readonly transport: MailTransport;
  #delivery = new RepeatingRun<number, MailOutcome>(
    async () => {
      await reclaimStale(this.db, this.now(), this.transport.repeatable);
      return this.deliverDue();
    },
    (error) => this.log.error({ err: error }, 'mail delivery failed'),
  );
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: MailConfig,
    private readonly context: RenderContext,
    private readonly now: () => Date,
    private readonly log: Log,
    transport?: MailTransport,
  ) {
    this.transport = transport ?? createMailTransport(config);
  }

  /** Sends what is due now; a call while a delivery runs makes it run once more. */
  deliver(): Promise<Map<number, MailOutcome>> {
    return this.#delivery.run();
  }

  /**
   * After a commit that queued a message: send it now, without making the request wait. Only once the worker
   * runs (start): a process that does not run it (tests driving deliver() themselves) leaves messages queued.
   */
  kick(): void {
    if (this.#timer === undefined) return;
    this.deliver().catch(() => undefined);
  }

  private async deliverDue(): Promise<Map<number, MailOutcome>> {
    const outcomes = new Map<number, MailOutcome>();
    for (;;) {
      const rows = await claimDue(this.db, this.now());
      if (rows.length === 0) return outcomes;
      for (const [index, row] of rows.entries()) {
        const outcome = await this.deliverOne(row);
        outcomes.set(row.id, outcome);
        this.log.info({ mail: row.id, kind: row.kind, outcome }, 'mail delivery');
        if (outcome === 'retry') {
          // The server is not taking mail now: the rest of the batch waits for the same next try.
          await release(this.db, rows.slice(index + 1), new Date(this.now().getTime() + mailBackoffMs(1)));
          return outcomes;
        }
      }
    }
  }

  private async deliverOne(row: ClaimedMail): Promise<MailOutcome> {
    const refused = await badAddressReason(this.db, row.recipient);
    if (refused !== undefined) {
      await settle(this.db, row, this.now(), {
        state: 'bounced',
        error: `address refused before: ${refused}`,
      });
      return 'bounced';
    }
    let rendered: Awaited<ReturnType<typeof renderMail>>;
    try {
      rendered = await renderMail(row, this.context);
    } catch (error) {
      // Our own fault (a message whose data no longer renders): said, kept, never sent half-made.
      this.log.error({ mail: row.id, kind: row.kind, err: error }, 'mail not rendered');
      await settle(this.db, row, this.now(), { state: 'failed', error: `not rendered: ${String(error)}` });
      return 'failed';
    }
    if (!(await startSending(this.db, row, this.now()))) return 'lost';
    try {
      await this.transport.send({
        id: row.id,
        kind: row.kind,
        from: this.config.from,
        to: row.recipient,
        messageId: `<${row.message_id}@${domainOf(this.config.from)}>`,
        language: rendered.htmlLang,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
      });
    } catch (error) {
      if (!(error instanceof MailRefused)) throw error;
      return this.refused(row, error);
    }
    await settle(this.db, row, this.now(), { state: 'sent' });
    return 'sent';
  }

  private async refused(row: ClaimedMail, error: MailRefused): Promise<MailOutcome> {
    const { kind, reason } = error.refusal;
    this.log.warn(
      { mail: row.id, kind: row.kind, refusal: kind, reason, tries: row.tries },
      'mail not delivered',
    );
    let outcome: Settled;
    if (kind === 'bad-address') {
      await markBadAddress(this.db, row.recipient, reason, row.id);
      outcome = { state: 'bounced', error: reason };
    } else if (kind === 'later' && row.tries < MAX_TRIES) {
      outcome = {
        state: 'queued',
        nextTry: new Date(this.now().getTime() + mailBackoffMs(row.tries)),
        error: reason,
      };
    } else {
      outcome = { state: 'failed', error: kind === 'uncertain' ? `uncertain: ${reason}` : reason };
    }
    await settle(this.db, row, this.now(), outcome);
    if (outcome.state === 'queued') return 'retry';
    return kind === 'uncertain' ? 'uncertain' : outcome.state;
  }

  /** Waits for what is running (tests, shutdown). */
  async settled(): Promise<void> {
    await this.#delivery.settled();
  }

  start(): void {
    this.#timer = setInterval(() => this.kick(), MAIL_TICK_MS);
    this.#timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.settled();
    this.transport.close();
  }
}
