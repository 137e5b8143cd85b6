// The demo's staff account: an owner who signs in with the demo password, shown on the console's sign-in
// page while the demo customers are there, and dropped with them (db/demo-accounts.ts). Exempt from the
// production rule that owners turn TOTP on: it is the demo's, and a production start with it warns.
import type { StaffRole } from '@mostrador/contract/console';
import { sql } from 'kysely';
import { hashPassword } from '../../lib/password';
import type { Database } from '../database';
import { DEMO_PASSWORD } from './customers';

export const DEMO_STAFF: readonly { usuario: string; nombre: string; rol: StaffRole }[] = [
  { usuario: 'demo-staff', nombre: 'Demo owner', rol: 'owner' },
];

export async function seedDemoStaff(db: Database): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await db
    .insertInto('staff')
    .values(DEMO_STAFF.map((s) => ({ ...s, password_hash: hash, demo: true })))
    .onConflict((oc) => oc.expression(sql`lower(usuario)`).doNothing())
    .execute();
}
