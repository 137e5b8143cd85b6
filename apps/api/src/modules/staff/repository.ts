import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@mostrador/contract/console';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { tokenId } from '../../db/staff-sessions';

/** A one-time link is valid this long. */
export const LINK_LIFETIME_MS = 72 * 3_600_000;

export function createStaffRepository(db: Database) {
  return {
    findByUser(usuario: string) {
      return db
        .selectFrom('staff')
        .selectAll()
        .where(sql<string>`lower(usuario)`, '=', usuario.trim().toLowerCase())
        .where('activo', '=', true)
        .executeTakeFirst();
    },
    findById(id: number) {
      return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
    },
    list() {
      return db.selectFrom('staff').selectAll().orderBy('usuario').execute();
    },
    async userTaken(trx: Transaction<DB>, usuario: string): Promise<boolean> {
      const row = await trx
        .selectFrom('staff')
        .select('id')
        .where(sql<string>`lower(usuario)`, '=', usuario.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },
    insert(trx: Transaction<DB>, member: { usuario: string; nombre: string; rol: StaffRole }, at: Date) {
      return trx
        .insertInto('staff')
        .values({ ...member, creado: at })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
    setTotp(id: number, secret: string | null, active: boolean) {
      return db
        .updateTable('staff')
        .set({ totp_secret: secret, totp_activo: active })
        .where('id', '=', id)
        .execute();
    },
    /** A new one-time link for the member (its earlier unused links stop working): the token. */
    async newLink(
      trx: Transaction<DB>,
      staffId: number,
      at: Date,
    ): Promise<{ token: string; expires: Date }> {
      await trx
        .deleteFrom('staff_enlaces')
        .where('staff_id', '=', staffId)
        .where('usado', 'is', null)
        .execute();
      const token = randomBytes(32).toString('base64url');
      const expires = new Date(at.getTime() + LINK_LIFETIME_MS);
      await trx
        .insertInto('staff_enlaces')
        .values({ id: tokenId(token), staff_id: staffId, expira: expires })
        .execute();
      return { token, expires };
    },
    /** Uses the link once: the member it was for, or undefined (unknown, used, expired). */
    async useLink(trx: Transaction<DB>, token: string, at: Date) {
      return trx
        .updateTable('staff_enlaces')
        .set({ usado: at })
        .where('id', '=', tokenId(token))
        .where('usado', 'is', null)
        .where('expira', '>', at)
        .returning('staff_id')
        .executeTakeFirst();
    },
    /**
     * The active owners who can sign in (a password set), their rows locked until the transaction ends: two
     * owners taking each other's rights at once cannot leave the shop without one.
     */
    async lockSigningOwners(trx: Transaction<DB>): Promise<number[]> {
      const rows = await trx
        .selectFrom('staff')
        .select('id')
        .where('rol', '=', 'owner')
        .where('activo', '=', true)
        .where('password_hash', 'is not', null)
        .orderBy('id')
        .forUpdate()
        .execute();
      return rows.map((r) => r.id);
    },
    findForUpdate(trx: Transaction<DB>, id: number) {
      return trx.selectFrom('staff').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },
    /** Sets the member's role and whether it is on; an account turned off loses its sessions at once. */
    async setAccess(trx: Transaction<DB>, id: number, access: { rol: StaffRole; activo: boolean }) {
      await trx.updateTable('staff').set(access).where('id', '=', id).execute();
      if (!access.activo) await trx.deleteFrom('staff_sesiones').where('staff_id', '=', id).execute();
    },
    async setPassword(trx: Transaction<DB>, staffId: number, hash: string) {
      await trx.updateTable('staff').set({ password_hash: hash }).where('id', '=', staffId).execute();
      await trx.deleteFrom('staff_sesiones').where('staff_id', '=', staffId).execute();
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
