import type { Database } from '../../db/database';

export function createPlacesRepository(db: Database) {
  return {
    departamentos() {
      return db.selectFrom('departamentos').select(['id', 'nombre']).orderBy('nombre').execute();
    },
    async departamentoExists(id: string) {
      return (
        (await db.selectFrom('departamentos').select('id').where('id', '=', id).executeTakeFirst()) !==
        undefined
      );
    },
    ciudades(departamentoId: string) {
      return db
        .selectFrom('ciudades')
        .select(['id', 'nombre'])
        .where('departamento_id', '=', departamentoId)
        .orderBy('nombre')
        .execute();
    },
  };
}
