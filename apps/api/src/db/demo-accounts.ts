// The demo customers (demo1 and demo2, db/seed/customers.ts) and the demo's staff account (demo-staff,
// db/seed/staff.ts) are for the demo only: a database that gets a
// CSV import, an ERP (ERP_URL) or DEMO=false drops them, and a production start with them present says so
// (server.ts). Dropping keeps their rows, orders and documents (other tables point at them): their user name
// and password are cleared, so nobody logs in as them again, and their open sessions end. The app_settings
// mark the seed wrote is cleared with them: GET TerceroApi/CuentasDemo then answers empty.
import { sql } from 'kysely';
import type { Database } from './database';
import { CUSTOMERS, DEMO_ACCOUNTS_SETTING } from './seed/customers';
import { settingOf } from './settings';

/** Whether the demo accounts are there to log in with (the seed's mark is on). */
export async function demoAccountsPresent(db: Database): Promise<boolean> {
  return (await settingOf(db, DEMO_ACCOUNTS_SETTING)) === 'true';
}

/**
 * Drops the demo accounts (inside the caller's transaction, when it has one): the user names of the demo
 * customers it finds, as the seed wrote them. Returns the user names dropped (none: there were none left).
 */
export async function dropDemoAccounts(db: Database): Promise<string[]> {
  const ids = CUSTOMERS.map((c) => c.id);
  const dropped = await db
    .updateTable('terceros')
    .set({ usuario: null, password_hash: null })
    .where('id', 'in', ids)
    .where(
      sql<string>`lower(usuario)`,
      'in',
      CUSTOMERS.map((c) => c.usuario),
    )
    .returning('id')
    .execute();
  if (dropped.length > 0) await db.deleteFrom('sesiones').where('tercero_id', 'in', ids).execute();
  // The people the demo customers invited go with them (their sessions went above).
  await db
    .updateTable('customer_people')
    .set({ password_hash: null, active: false })
    .where('customer_id', 'in', ids)
    .execute();
  // The demo's staff account goes with them (its sessions with it; the audit keeps its name).
  const staff = await db
    .updateTable('staff')
    .set({ password_hash: null, totp_secret: null, activo: false })
    .where('demo', '=', true)
    .where('activo', '=', true)
    .returning('usuario')
    .execute();
  await db
    .deleteFrom('staff_sesiones')
    .where('staff_id', 'in', db.selectFrom('staff').select('id').where('demo', '=', true))
    .execute();
  await db
    .updateTable('app_settings')
    .set({ value: 'false' })
    .where('key', '=', DEMO_ACCOUNTS_SETTING)
    .execute();
  return [
    ...CUSTOMERS.filter((c) => dropped.some((r) => r.id === c.id)).map((c) => c.usuario),
    ...staff.map((s) => s.usuario),
  ];
}
