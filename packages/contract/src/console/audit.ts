import { z as zod } from 'zod/mini';
import { deferred } from '../deferred';
import { queryDate, queryText } from '../query';
import { listPage, pageFields } from './list-query';

export const auditQuery = deferred(() =>
  zod.object({
    user: queryText(60),
    action: queryText(60),
    entity: queryText(30),
    entityId: queryText(60),
    from: queryDate(),
    to: queryDate(),
    ...pageFields(),
  }),
);

export const auditEntry = deferred(() =>
  zod.object({
    id: zod.string(),
    at: zod.string(),
    user: zod.string(),
    action: zod.string(),
    entity: zod.string(),
    entityId: zod.string(),
    before: zod.unknown(),
    after: zod.unknown(),
  }),
);
export type AuditEntry = zod.infer<typeof auditEntry>;
export const auditResponse = deferred(() => listPage('entries', auditEntry, {}));
