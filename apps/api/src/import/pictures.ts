// The pictures of a catalogue loaded from files (`npm run import -- products.csv --imagenes <folder>`): every
// picture file of a folder, kept in the database under its file name (table `imagenes`, like the pictures the
// ERP sync fetches) and served at /Files/Images/<name>, the name the products' `imagenes` column gives.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Database } from '../db/database';

/** What a picture's file name ends with, and the type it is served as. */
export const PICTURE_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** A name that fits an address as it is (/Files/Images/<name>) and the route's 200 characters. */
const NAME = /^[\w.-]{1,200}$/;

export interface PicturesImport {
  stored: number;
  /** Files left out, with why. */
  skipped: { name: string; problem: string }[];
}

/** Stores every picture of `folder` (a picture of the same name is replaced), in one transaction. */
export async function importPictures(db: Database, folder: string): Promise<PicturesImport> {
  const skipped: PicturesImport['skipped'] = [];
  const pictures: { nombre: string; tipo: string; datos: Buffer }[] = [];
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (!statSync(path).isFile()) continue;
    const type = PICTURE_TYPES[extname(name).toLowerCase()];
    if (!type) {
      skipped.push({ name, problem: 'no es una imagen (jpg, jpeg, png, webp, avif, gif o svg)' });
      continue;
    }
    if (!NAME.test(name)) {
      skipped.push({
        name,
        problem: 'el nombre solo admite letras sin tilde, números, punto, guion y guion bajo',
      });
      continue;
    }
    const datos = readFileSync(path);
    if (datos.length === 0 || datos.length > MAX_PICTURE_BYTES) {
      skipped.push({ name, problem: `debe pesar entre 1 byte y ${MAX_PICTURE_BYTES / 1024 / 1024} MB` });
      continue;
    }
    pictures.push({ nombre: name, tipo: type, datos });
  }
  await db.transaction().execute(async (trx) => {
    for (const picture of pictures) {
      await trx
        .insertInto('imagenes')
        .values(picture)
        .onConflict((oc) =>
          oc.column('nombre').doUpdateSet({ tipo: picture.tipo, datos: picture.datos, obtenida: new Date() }),
        )
        .execute();
    }
  });
  return { stored: pictures.length, skipped };
}
