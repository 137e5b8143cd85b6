// The pictures (imagenes): stored under their file name, a new one replacing the picture of that name. The
// picture import (import/pictures.ts) and the console's upload (modules/catalogue-desk) both write here.
import type { Transaction } from 'kysely';
import type { Database } from './database';
import type { DB } from './schema';

export async function storePicture(
  db: Database | Transaction<DB>,
  picture: { nombre: string; tipo: string; datos: Buffer },
): Promise<void> {
  await db
    .insertInto('imagenes')
    .values(picture)
    .onConflict((oc) =>
      oc.column('nombre').doUpdateSet({ tipo: picture.tipo, datos: picture.datos, obtenida: new Date() }),
    )
    .execute();
}
