import { randomBytes } from 'node:crypto';
import type { Database } from './database';

const TOKEN_SECRET_KEY = 'token_secret';

/**
 * The secret that signs session tokens: TOKEN_SECRET when set; otherwise one generated on first start and
 * kept in the database, so restarts and every process on one PostgreSQL agree on it.
 */
export async function resolveTokenSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('app_settings')
    .values({ key: TOKEN_SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', TOKEN_SECRET_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}
