// Pictures from a folder on the real database, served by the shop at /Files/Images/<name>; a file whose content
// is not the picture its name says is left out.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { importPictures } from './pictures';

let t: TestApp;
let folder: string;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
beforeAll(async () => {
  t = await createTestApp();
  folder = mkdtempSync(join(tmpdir(), 'mostrador-pictures-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t.close();
});

const picture = (name: string) => t.app.inject({ method: 'GET', url: `/Files/Images/${name}` });

describe('importPictures', () => {
  it('stores the pictures of a folder under their names, served as the shop serves the ERP’s, and says what it left out', async () => {
    writeFileSync(join(folder, 'arroz-500.png'), png);
    writeFileSync(join(folder, 'Cafe.SVG'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(folder, 'notas.txt'), 'no');
    writeFileSync(join(folder, 'con espacio.jpg'), png);
    writeFileSync(join(folder, 'vacia.webp'), '');
    mkdirSync(join(folder, 'sub'));
    const result = await importPictures(t.database.db, folder);
    expect(result.stored).toBe(2);
    expect(result.skipped.map((s) => s.name)).toEqual(['con espacio.jpg', 'vacia.webp']);
    expect(result.ignored).toEqual(['notas.txt']);

    const served = await picture('arroz-500.png');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await picture('Cafe.SVG')).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('replaces a picture imported again under the same name', async () => {
    const next = Buffer.concat([png, Buffer.from('00', 'hex')]);
    writeFileSync(join(folder, 'arroz-500.png'), next);
    await importPictures(t.database.db, folder);
    expect((await picture('arroz-500.png')).rawPayload.equals(next)).toBe(true);
  });

  it('checks what a file holds against its name: one that is not a picture of that type is left out, named with why, and nothing of it stored', async () => {
    const own = join(folder, 'contenido');
    mkdirSync(own);
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
    const files: Record<string, Buffer | string> = {
      'foto.jpg': jpeg,
      'logo.png': png,
      'anim.gif': Buffer.concat([Buffer.from('GIF89a'), Buffer.from('0100010080', 'hex')]),
      'foto.webp': Buffer.concat([
        Buffer.from('RIFF'),
        Buffer.from('24000000', 'hex'),
        Buffer.from('WEBPVP8 '),
      ]),
      // An AVIF whose major brand is mif1 and avif a compatible one, as some encoders write it.
      'foto.avif': Buffer.concat([
        Buffer.from('0000001c', 'hex'),
        Buffer.from('ftypmif1\0\0\0\0mif1avifmiaf'),
      ]),
      'icono.svg': '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>',
      'falsa.png': 'esto es texto, no una imagen',
      'renombrada.png': jpeg,
      'lista.gif': 'GIF, JPG y PNG',
      // An iPhone's HEIC named .avif: the same kind of file, other brands.
      'iphone.avif': Buffer.concat([Buffer.from('00000014', 'hex'), Buffer.from('ftypheic\0\0\0\0heic')]),
      'dibujo.svg': 'hola',
      // The picture stored by the first test, now a text file under its name: the stored one stays.
      'arroz-500.png': 'no es un png',
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(own, name), content);
    const result = await importPictures(t.database.db, own);
    expect(result.stored).toBe(6);
    expect(result.skipped).toEqual([
      {
        name: 'arroz-500.png',
        problem: 'el contenido no es una imagen PNG (¿otro archivo con la extensión cambiada, o dañado?)',
      },
      {
        name: 'dibujo.svg',
        problem: 'el contenido no es una imagen SVG (¿otro archivo con la extensión cambiada, o dañado?)',
      },
      {
        name: 'falsa.png',
        problem: 'el contenido no es una imagen PNG (¿otro archivo con la extensión cambiada, o dañado?)',
      },
      {
        name: 'iphone.avif',
        problem: 'el contenido no es una imagen AVIF (¿otro archivo con la extensión cambiada, o dañado?)',
      },
      {
        name: 'lista.gif',
        problem: 'el contenido no es una imagen GIF (¿otro archivo con la extensión cambiada, o dañado?)',
      },
      {
        name: 'renombrada.png',
        problem:
          'el contenido es una imagen JPEG, no PNG: cambie la extensión del archivo (y en la columna imagenes)',
      },
    ]);
    for (const name of ['foto.jpg', 'logo.png', 'anim.gif', 'foto.webp', 'foto.avif', 'icono.svg'])
      expect((await picture(name)).rawPayload.equals(Buffer.from(files[name] ?? ''))).toBe(true);
    const stored = await t.database.db
      .selectFrom('imagenes')
      .select('nombre')
      .where('nombre', 'in', ['falsa.png', 'renombrada.png', 'lista.gif', 'iphone.avif', 'dibujo.svg'])
      .execute();
    expect(stored).toEqual([]);
    expect(
      (await picture('arroz-500.png')).rawPayload.equals(Buffer.concat([png, Buffer.from('00', 'hex')])),
    ).toBe(true);
  });
});
