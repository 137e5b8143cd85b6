// The mail outbox for owners (issue 49 item 2): the newest messages with their state (waiting, sent, failed,
// bounced), recipient, kind, tries and last error; in the embedded default (no SMTP_URL) each message sent
// opens as the .eml file it was written as. Messages may name customers' orders: owners only.
import { readFile } from 'node:fs/promises';
import { idParams, mailListResponse, staffPaths } from '@mostrador/contract/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { replies } from '../../lib/replies';
import { listMessages } from '../../mail/outbox';
import { emlPath } from '../../mail/transport';
import type { ModuleOptions } from '../../types';

const OWNER = { roles: ['owner'] as const };

export const mailDeskRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { db, config } = options;
  const files = config.mail.smtpUrl === undefined;
  app.get(
    `/${staffPaths.mail}`,
    {
      config: { staff: OWNER },
      schema: {
        tags: ['staff mail'],
        summary: 'The mail outbox, newest first: state, recipient, kind, tries, last error',
        response: replies(mailListResponse),
      },
    },
    async () => ({
      Status: true as const,
      transport: files ? ('files' as const) : ('smtp' as const),
      messages: (await listMessages(db, { limit: 200 })).map((m) => ({
        ...m,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt ? m.sentAt.toISOString() : null,
      })),
    }),
  );
  app.get(
    `/${staffPaths.mailFile}`,
    {
      config: { staff: OWNER },
      schema: {
        tags: ['staff mail'],
        summary: 'A message as sent, the .eml file of the embedded default (a download)',
        params: idParams,
      },
    },
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
};
