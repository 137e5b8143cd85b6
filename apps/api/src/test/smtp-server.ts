// A real SMTP server for the mail tests (the smtp-server package on a local port, with AUTH), keeping each
// message it accepted, parsed by mailparser. It can be stopped and started again on the same port (the mail
// server down for a while), refuse recipients for good (550 to RCPT TO), count what it received, and hold its
// answer to a message it has (a slow server: the sender waits mid-send, its claim held).
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'shop';
export const SMTP_PASSWORD = 'smtp-test-password';

export interface TestSmtp {
  /** `smtp://shop:...@127.0.0.1:<port>` */
  url: string;
  received: ParsedMail[];
  /** Recipients answered 550 at RCPT TO. */
  refuse: Set<string>;
  /** Listens (nothing when it already does). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once `count` messages arrived (the test's own time limit ends a wait that never does). */
  waitFor(count: number): Promise<ParsedMail[]>;
  /** From now on a message is kept (in `received`) but answered only at `release()`. */
  hold(): void;
  /** Answers the held messages (250) and stops holding. */
  release(): void;
}

/** The `To` of a message as text ('' when there is none). */
export const recipientOf = (mail: ParsedMail | undefined) =>
  mail?.to && 'text' in mail.to ? mail.to.text : '';

/** The printable link of an order's message, as a path the app answers (its origin is the test's Host). */
export function printablePathOf(mail: ParsedMail | undefined): string {
  const href = /href="(http:\/\/[^"]+\/ReporteApp\/Pedido\/ImprimirPedido\?[^"]+)"/.exec(
    String(mail?.html),
  )?.[1];
  if (!href) throw new Error('no printable link in the message');
  const url = new URL(href.replaceAll('&amp;', '&'));
  return `${url.pathname}${url.search}`;
}

export function testSmtp(port: number): TestSmtp {
  let server: SMTPServer | undefined;
  const received: ParsedMail[] = [];
  const refuse = new Set<string>();
  const waiters: Array<() => void> = [];
  let held: Array<() => void> | undefined;
  const make = () =>
    new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: false,
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
          return callback(null, { user: SMTP_USER });
        return callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address.toLowerCase())) {
          const error = new Error('5.1.1 Mailbox does not exist') as Error & { responseCode: number };
          error.responseCode = 550;
          return callback(error);
        }
        return callback();
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            for (const wake of waiters.splice(0)) wake();
            if (held) held.push(() => callback());
            else callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  const smtp: TestSmtp = {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    refuse,
    start: () =>
      new Promise<void>((resolve, reject) => {
        if (server) return resolve();
        const starting = make();
        starting.once('error', reject);
        starting.listen(port, '127.0.0.1', () => {
          // A sender that dies mid-message resets its connection: that is the test's doing, not an error.
          starting.on('error', () => undefined);
          server = starting;
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
    async waitFor(count) {
      while (received.length < count) await new Promise<void>((wake) => waiters.push(wake));
      return received;
    },
    hold() {
      held ??= [];
    },
    release() {
      const answers = held ?? [];
      held = undefined;
      for (const answer of answers) answer();
    },
  };
  return smtp;
}
