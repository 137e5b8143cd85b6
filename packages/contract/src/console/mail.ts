import { z as zod } from 'zod/mini';
import { deferred } from '../deferred';
import { requiredText } from '../text';
import { okWith } from './answer';

/** A message's state in the outbox: waiting (`queued`, `sending`), `sent`, `failed`, `bounced` (bad address). */
export const mailStates = ['queued', 'sending', 'sent', 'failed', 'bounced'] as const;
export type MailState = (typeof mailStates)[number];

/** The list's filter: one state, or all of them. */
export const mailQuery = deferred(() =>
  zod.object({ state: zod.optional(zod.enum(mailStates, { error: 'estado desconocido' })) }),
);

/** The shop's messages, newest first (owners): what was sent, what waits, what failed and why. */
export const mailListResponse = deferred(() =>
  okWith({
    /** Where messages go: an SMTP server, or .eml files in the data folder (each then opens at `file`). */
    transport: zod.enum(['smtp', 'files']),
    messages: zod.array(
      zod.object({
        id: zod.int(),
        kind: zod.string(),
        /** As it is (or was) sent, in the message's language. */
        subject: zod.string(),
        recipient: zod.string(),
        language: zod.string(),
        state: zod.enum(mailStates),
        tries: zod.int(),
        lastError: zod.nullable(zod.string()),
        /** ISO timestamps. */
        createdAt: zod.string(),
        sentAt: zod.nullable(zod.string()),
        /** Why the mail server refused the recipient for good (no message goes to it), or null. */
        refused: zod.nullable(zod.string()),
      }),
    ),
    /** Every address the mail server refused for good, newest first: nothing goes to one until it is forgotten. */
    refusedAddresses: zod.array(
      zod.object({
        address: zod.string(),
        /** The mail server's answer that refused it. */
        reason: zod.string(),
        /** ISO timestamp. */
        since: zod.string(),
      }),
    ),
  }),
);
export type MailList = zod.infer<typeof mailListResponse>;

/** An owner forgets a refused address (the customer fixed the mailbox): messages go to it again. */
export const mailForgetBody = deferred(() => zod.object({ address: requiredText(320, 'la dirección') }));
