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
  const secret = await settingOf(db, TOKEN_SECRET_KEY);
  if (secret === undefined) throw new Error(`no ${TOKEN_SECRET_KEY} in app_settings`);
  return secret;
}

/** The value of one of app_settings' keys; undefined when it was never written. */
export async function settingOf(db: Database, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
