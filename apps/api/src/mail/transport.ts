// How a rendered message leaves: over SMTP (SMTP_URL, nodemailer: smtps:// is TLS from the start, smtp://
// upgrades with STARTTLS when the server offers it, the user and password of the URL authenticate), or, without
// it, as a standard .eml file (RFC 5322, what nodemailer would have sent) in DATA_DIR/mail, one per message,
// named by its outbox id: writing it again writes the same file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/env';
import { pick } from '../lib/pick';

export interface OutgoingMail {
  /** The outbox row's id (the .eml file's name). */
  id: number;
  kind: string;
  from: string;
  to: string;
  /** The stable Message-ID, with its angle brackets. */
  messageId: string;
  /** BCP 47 (the Content-Language header). */
  language: string;
  subject: string;
  html: string;
  text: string;
}

/** What the server answered about a message it refused (nodemailer's error, in our words). */
export type Refusal =
  /** It answered 5xx to the recipient: the address is bad. */
  | { kind: 'bad-address'; reason: string }
  /** It answered 5xx to something else: this message will never go. */
  | { kind: 'permanent'; reason: string }
  /** Not now: 4xx, or the server could not be reached. Nothing was delivered. */
  | { kind: 'later'; reason: string }
  /** The conversation broke without an answer: the message may have arrived (decisions/0038). */
  | { kind: 'uncertain'; reason: string };

export interface MailTransport {
  /** Resolves when the message is handed over; rejects with a `MailRefused`. */
  send(mail: OutgoingMail): Promise<void>;
  /** True when sending a message twice does no harm (the .eml files): a stale `sending` row is tried again. */
  readonly repeatable: boolean;
  /** 'smtp' or 'eml'. */
  readonly kind: 'smtp' | 'eml';
  close(): void;
}

export class MailRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
    this.name = 'MailRefused';
  }
}

/** Each SMTP step's time limit: a whole conversation ends well inside the outbox's lease (60 s). */
const SMTP_TIMEOUT_MS = 15_000;

interface SmtpError extends Error {
  code?: string;
  command?: string;
  responseCode?: number;
  syscall?: string;
  rejected?: string[];
}

/** Sorts nodemailer's error: the server's answer when it gave one, else whether the connection was ever made. */
export function refusalOf(error: unknown): Refusal {
  const e = (error ?? {}) as SmtpError;
  const reason = `${e.responseCode ?? e.code ?? 'error'}: ${e.message ?? String(error)}`.slice(0, 500);
  if (typeof e.responseCode === 'number') {
    if (e.responseCode < 500) return { kind: 'later', reason };
    return e.command === 'RCPT TO' ? { kind: 'bad-address', reason } : { kind: 'permanent', reason };
  }
  // Never reached the server, or it never greeted: nothing was sent.
  const neverConnected =
    e.syscall === 'connect' ||
    e.code === 'EDNS' ||
    (e.code === 'ETIMEDOUT' && /connection timeout|greeting never received/i.test(e.message ?? ''));
  return neverConnected ? { kind: 'later', reason } : { kind: 'uncertain', reason };
}

function message(mail: OutgoingMail) {
  return {
    ...pick(mail, 'from', 'to', 'subject', 'html', 'text', 'messageId'),
    headers: { 'Content-Language': mail.language, 'X-Mostrador-Kind': mail.kind },
  };
}

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    repeatable: false,
    async send(mail) {
      try {
        await transporter.sendMail(message(mail));
      } catch (error) {
        throw new MailRefused(refusalOf(error));
      }
    },
    close: () => transporter.close(),
  };
}

/** The .eml file of message `id` in `dir`. */
export function emlPath(dir: string, id: number, kind: string): string {
  return join(dir, `${String(id).padStart(6, '0')}-${kind}.eml`);
}

function emlTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'eml',
    repeatable: true,
    async send(mail) {
      const info = (await transporter.sendMail(message(mail))) as { message: Buffer };
      mkdirSync(dir, { recursive: true });
      writeFileSync(emlPath(dir, mail.id, mail.kind), info.message);
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: Pick<MailConfig, 'smtpUrl' | 'dir'>): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : emlTransport(config.dir);
}
