// The pictures of a catalogue loaded from files (`npm run import -- products.csv --imagenes <folder>`): every
// picture file of a folder, kept in the database under its file name (table `imagenes`, like the pictures the
// ERP sync fetches) and served at /Files/Images/<name>, the name the products' `imagenes` column gives. A file
// whose bytes are not of the type its name says (a text file named .png) is left out, named with why.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Database } from '../db/database';
import { storePicture } from '../db/pictures';

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

const ascii = (text: string) => Buffer.from(text, 'latin1');
const startsWith = (datos: Buffer, bytes: Buffer, at = 0) =>
  datos.subarray(at, at + bytes.length).equals(bytes);

/** Each type by what its files begin with, and the name the operator knows it by. */
const CONTENTS: ReadonlyArray<{ type: string; label: string; matches: (datos: Buffer) => boolean }> = [
  { type: 'image/jpeg', label: 'JPEG', matches: (d) => startsWith(d, Buffer.from([0xff, 0xd8, 0xff])) },
  {
    type: 'image/png',
    label: 'PNG',
    matches: (d) => startsWith(d, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/gif',
    label: 'GIF',
    matches: (d) => startsWith(d, ascii('GIF87a')) || startsWith(d, ascii('GIF89a')),
  },
  {
    type: 'image/webp',
    label: 'WebP',
    matches: (d) => startsWith(d, ascii('RIFF')) && startsWith(d, ascii('WEBP'), 8),
  },
  {
    // An ISO media file (its first box `ftyp`) whose brands name AVIF: the major one or a compatible one.
    type: 'image/avif',
    label: 'AVIF',
    matches: (d) => {
      if (d.length < 16 || !startsWith(d, ascii('ftyp'), 4)) return false;
      const end = Math.min(d.readUInt32BE(0), d.length);
      for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
        const brand = d.toString('latin1', at, at + 4);
        if (brand === 'avif' || brand === 'avis') return true;
      }
      return false;
    },
  },
  {
    // Text, not bytes: markup with an <svg> element near its start (after any declaration, comment or doctype).
    type: 'image/svg+xml',
    label: 'SVG',
    matches: (d) => {
      const text = d
        .subarray(0, 64 * 1024)
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trimStart();
      return text.startsWith('<') && /<svg[\s>/]/.test(text);
    },
  },
];

/** Why a picture's bytes are not of the type its name says, or undefined when they are. */
export function contentProblem(type: string, datos: Buffer): string | undefined {
  const expected = CONTENTS.find((c) => c.type === type);
  if (!expected || expected.matches(datos)) return undefined;
  const actual = CONTENTS.find((c) => c.matches(datos));
  return actual
    ? `el contenido es una imagen ${actual.label}, no ${expected.label}: cambie la extensión del archivo (y en la columna imagenes)`
    : `el contenido no es una imagen ${expected.label} (¿otro archivo con la extensión cambiada, o dañado?)`;
}
/** A name that fits an address as it is (/Files/Images/<name>) and the route's 200 characters. */
const NAME = /^[\w.-]{1,200}$/;

export interface PicturesImport {
  stored: number;
  /** Pictures (files named as one) left out, with why: the command then ends with exit code 1. */
  skipped: { name: string; problem: string }[];
  /** Files not named as a picture (an export's notes, Windows' Thumbs.db): only listed. */
  ignored: string[];
}

/** Stores every picture of `folder` (a picture of the same name is replaced), in one transaction. */
export async function importPictures(db: Database, folder: string): Promise<PicturesImport> {
  const skipped: PicturesImport['skipped'] = [];
  const ignored: string[] = [];
  const pictures: { nombre: string; tipo: string; datos: Buffer }[] = [];
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (!statSync(path).isFile()) continue;
    const type = PICTURE_TYPES[extname(name).toLowerCase()];
    if (!type) {
      ignored.push(name);
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
    const problem = contentProblem(type, datos);
    if (problem) {
      skipped.push({ name, problem });
      continue;
    }
    pictures.push({ nombre: name, tipo: type, datos });
  }
  await db.transaction().execute(async (trx) => {
    for (const picture of pictures) await storePicture(trx, picture);
  });
  return { stored: pictures.length, skipped, ignored };
}
