import type { Database } from '../../db/database';
import { demoAccountsPresent } from '../../db/demo-accounts';

export interface LoginRecord {
  customerId: number;
  name: string;
  passwordHash: string | null;
  /** Price level 1..5. */
  priceLevel: number;
  /** Its main branch (0 when it has none). */
  branchId: number;
}

export function createAuthRepository(db: Database) {
  return {
    /** The customer with this user name (case-insensitive), with its main branch. */
    async findByUser(usuario: string): Promise<LoginRecord | undefined> {
      const row = await db
        .selectFrom('terceros as t')
        .select((eb) => [
          't.id',
          't.nombre',
          't.password_hash',
          't.precio_nivel',
          eb
            .selectFrom('tercero_sucursales as s')
            .select('s.id')
            .whereRef('s.tercero_id', '=', 't.id')
            .orderBy('s.principal', 'desc')
            .orderBy('s.id')
            .limit(1)
            .as('tercerosucid'),
        ])
        .where((eb) => eb(eb.fn('lower', ['t.usuario']), '=', usuario.toLowerCase()))
        .executeTakeFirst();
      return (
        row && {
          customerId: row.id,
          name: row.nombre,
          passwordHash: row.password_hash,
          priceLevel: row.precio_nivel,
          branchId: row.tercerosucid ?? 0,
        }
      );
    },

    /** Whether the demo data was seeded (db/seed marks it). */
    demoSeeded(): Promise<boolean> {
      return demoAccountsPresent(db);
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
