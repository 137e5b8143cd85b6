import { z as zod } from 'zod/mini';
import { deferred } from '../deferred';
import { okWith } from './answer';

/** How a part of the shop is doing: fine, worth a look, or in trouble. */
export const healthLevels = ['ok', 'warning', 'problem'] as const;
export type HealthLevel = (typeof healthLevels)[number];
const level = deferred(() => zod.enum(healthLevels));

/** The shop's health on one page (the console's words say what each figure means). */
export const healthResponse = deferred(() =>
  okWith({
    /** ISO timestamp of the check. */
    checkedAt: zod.string(),
    database: zod.object({ level, kind: zod.enum(['postgres', 'embedded']) }),
    catalogue: zod.object({
      level,
      /** Raised by every change of a product or the category tree. */
      version: zod.number(),
      products: zod.int(),
      published: zod.int(),
    }),
    mail: zod.object({
      level,
      /** Where messages go: an SMTP server, or .eml files in the data folder. */
      transport: zod.enum(['smtp', 'files']),
      waiting: zod.int(),
      /** Messages due more than 10 minutes ago and still not sent: the mail worker is not getting through. */
      late: zod.int(),
      /** The oldest message still waiting (ISO), or null. */
      oldestWaiting: zod.nullable(zod.string()),
      failed: zod.int(),
      bounced: zod.int(),
      sentLastDay: zod.int(),
      lastError: zod.nullable(zod.string()),
    }),
    /** Null without an ERP. */
    erp: zod.nullable(
      zod.object({
        level,
        lastSync: zod.nullable(zod.string()),
        syncAgeSeconds: zod.nullable(zod.number()),
        products: zod.nullable(zod.int()),
        /** Orders waiting to go to the ERP; of them, those due more than 10 minutes ago. */
        waiting: zod.int(),
        late: zod.int(),
        refused: zod.int(),
        lastError: zod.nullable(zod.string()),
        lastErrorAt: zod.nullable(zod.string()),
      }),
    ),
  }),
);
export type ShopHealth = zod.infer<typeof healthResponse>;
