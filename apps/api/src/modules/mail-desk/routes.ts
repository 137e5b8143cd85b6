// The mail outbox for owners (issue 49 item 2): the newest messages with their state (waiting, sent, failed,
// bounced; one state on request), subject, recipient, kind, tries and last error, and why the mail server
// refused the recipient when it did (item 4: no message goes to that address again); in the embedded default
// (no SMTP_URL) each message sent opens as the .eml file it was written as; an owner forgets a refused address
// (the customer fixed the mailbox), audited, and messages go to it again. Messages may name customers' orders:
// owners only.
import { readFile } from 'node:fs/promises';
import {
  idParams,
  mailForgetBody,
  mailListResponse,
  mailQuery,
  okResponse,
  staffPaths,
} from '@mostrador/contract/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../db/audit';
import { notFound } from '../../lib/errors';
import { addressKey, forgetBadAddress, listBadAddresses } from '../../mail/bad-addresses';
import { listMessages, type OutboxEntry } from '../../mail/outbox';
import { mailSubject, type RenderContext } from '../../mail/render';
import { emlPath } from '../../mail/transport';
import { consoleDownload, consoleRoutes, staffOf } from '../../plugins/staff-auth';
import type { App, ModuleOptions } from '../../types';

const OWNER = { roles: ['owner'] as const };
const TAG = 'staff mail';
const route = consoleRoutes(TAG);

/** The subject the message has (or had) when sent; empty for one whose data no longer makes one. */
function subjectOf(m: OutboxEntry, context: RenderContext): string {
  try {
    return mailSubject({ ...m, created_at: m.createdAt }, context);
  } catch {
    return '';
  }
}

export const mailDeskRoutes: FastifyPluginAsyncZod<ModuleOptions & { secret: string }> = async (
  app,
  options,
) => {
  const { db, config } = options;
  const files = config.mail.smtpUrl === undefined;
  const context = { secret: options.secret, shop: config.distributor, currency: config.currency };
  app.get(
    `/${staffPaths.mail}`,
    route(
      OWNER,
      'The mail outbox, newest first: state, recipient, kind, tries, last error, refused address',
      mailListResponse,
      { querystring: mailQuery },
    ),
    async (request) => {
      const [messages, refused] = await Promise.all([
        listMessages(db, { limit: 200, state: request.query.state }),
        listBadAddresses(db),
      ]);
      const reasons = new Map(refused.map((b) => [b.address, b.reason]));
      return {
        Status: true as const,
        transport: files ? ('files' as const) : ('smtp' as const),
        messages: messages.map(({ data, ...m }) => ({
          ...m,
          subject: subjectOf({ ...m, data }, context),
          createdAt: m.createdAt.toISOString(),
          sentAt: m.sentAt ? m.sentAt.toISOString() : null,
          refused: reasons.get(addressKey(m.recipient)) ?? null,
        })),
        refusedAddresses: refused.map(({ address, reason, since }) => ({
          address,
          reason,
          since: since.toISOString(),
        })),
      };
    },
  );
  app.get(
    `/${staffPaths.mailFile}`,
    consoleDownload(TAG, OWNER, 'A message as sent, the .eml file of the embedded default (a download)', {
      params: idParams,
    }),
    async (request, reply) => {
      const row = await db
        .selectFrom('mail_outbox')
        .select(['id', 'kind', 'state'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!files || !row || row.state !== 'sent') throw notFound('No hay un archivo de ese mensaje');
      const file = await readFile(emlPath(config.mail.dir, row.id, row.kind)).catch(() => undefined);
      if (!file) throw notFound('No hay un archivo de ese mensaje');
      return reply
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${row.id}-${row.kind}.eml"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
  forgetRoute(app, options);
};

/**
 * An owner forgets a refused address (the customer fixed the mailbox): the next message to it is offered to
 * the mail server again. Audited as `mail.forget` (what was kept of it before, nothing after); an address not
 * refused answers 404 and changes nothing.
 */
function forgetRoute(app: App, { db, now }: ModuleOptions) {
  app.post(
    `/${staffPaths.mailForget}`,
    route(OWNER, 'Forget a refused address (the mailbox was fixed): messages go to it again', okResponse, {
      body: mailForgetBody,
    }),
    async (request) => {
      const staff = staffOf(request);
      await db.transaction().execute(async (trx) => {
        const forgotten = await forgetBadAddress(trx, request.body.address);
        if (!forgotten)
          throw notFound('Esa dirección no está entre las rechazadas por el servidor de correo');
        const { address, ...before } = forgotten;
        const entry = { staff, action: 'mail.forget', entity: 'mail-address', entityId: address };
        await recordAudit(trx, { ...entry, before, after: null }, now());
      });
      return { Status: true as const };
    },
  );
}
