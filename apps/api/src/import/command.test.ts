// `npm run import` as the operator runs it: a real process (scripts/import.ts) on files Excel wrote, into a
// PGlite folder of its own; what it prints, its exit code, and what the database holds afterwards.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { windows1252 } from '../test/csv';

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mostrador-import-'));
  // Migrated here, within the hook's time: each command then finds its database ready, as on a second import.
  const database = await openPglite(join(dir, 'data'));
  try {
    await prepareDatabase(database, { seed: false });
  } finally {
    await database.close();
  }
});
afterAll(async () => {
  // openPglite's kysely-pglite dialect starts an ensureDir of the folder it never awaits (kysely-pglite 0.6.1,
  // utils/create-kysely.js): removed at once after the last open, that mkdir fails as an unhandled rejection.
  // A moment later it has finished.
  await new Promise((resolve) => setTimeout(resolve, 100));
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the command in `dir` (file names relative to it) on the PGlite folder `dir/data`. */
function runImport(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../../scripts/import.ts'), ...args],
      // biome-ignore lint/style/noProcessEnv: the command runs with this process's environment, in its own folder and database
      { env: { ...process.env, INIT_CWD: dir, DATA_DIR: join(dir, 'data'), DATABASE_URL: '' } },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
}

/** The active products of the command's database, by code. */
async function storedProducts(): Promise<Array<{ codigo: string; nombre: string }>> {
  const database = await openPglite(join(dir, 'data'));
  try {
    return await database.db
      .selectFrom('productos')
      .select(['codigo', 'nombre'])
      .where('activo', '=', true)
      .orderBy('codigo')
      .execute();
  } finally {
    await database.close();
  }
}

// A process starts tsx and opens PGlite: seconds each, more on a busy machine.
describe('npm run import', { timeout: 60_000 }, () => {
  it('imports a products file Excel saved as "CSV (delimitado por comas)" (Windows-1252) without --tipo, and says how it read it', async () => {
    writeFileSync(
      join(dir, 'productos.csv'),
      windows1252(
        [
          'codigo;nombre;categoria_id;categoria;grupo_id;grupo;subgrupo_id;subgrupo;precio1;disponible',
          'NAM-1;Ñame pequeño;3;Víveres;31;Tubérculos;311;Ñame;2500;10',
          'PIN-1;Pingüino de peluche € 5;3;Víveres;31;Tubérculos;311;Ñame;4990,50;3',
          '',
        ].join('\r\n'),
      ),
    );
    const run = await runImport('productos.csv');
    expect(run.stderr).toBe('');
    expect(run.stdout.split('\n')).toEqual([
      'productos.csv: no está en UTF-8: se leyó como Windows-1252 (el "CSV (delimitado por comas)" de Excel)',
      expect.stringMatching(/^productos\.csv: 2 productos importados \(/),
      '',
    ]);
    expect(run.code).toBe(0);
    expect(await storedProducts()).toEqual([
      { codigo: 'NAM-1', nombre: 'Ñame pequeño' },
      { codigo: 'PIN-1', nombre: 'Pingüino de peluche € 5' },
    ]);
  });

  it('says why a file it cannot read was refused, instead of not recognising it', async () => {
    writeFileSync(join(dir, 'vacio.csv'), '\r\n');
    const run = await runImport('vacio.csv');
    expect(run.stderr).toBe(
      'vacio.csv: 1 error; no se importó nada:\nlínea 1: falta la fila de encabezados\n',
    );
    expect(run.code).toBe(1);
  });

  it('imports a file with the empty rows Excel leaves below the data (;;;;), with no error for them', async () => {
    const empty = ';;;;;;;;;';
    writeFileSync(
      join(dir, 'con-filas-vacias.csv'),
      [
        'codigo;nombre;categoria_id;categoria;grupo_id;grupo;subgrupo_id;subgrupo;precio1;disponible',
        'ARE-1;Arepa de maíz x5;5;Panadería;51;Arepas;511;Maíz;3200;40',
        empty,
        'BUN-1;Buñuelo;5;Panadería;51;Arepas;511;Maíz;900;12',
        ...Array(15).fill(empty),
        '',
      ].join('\r\n'),
    );
    const run = await runImport('con-filas-vacias.csv');
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^con-filas-vacias\.csv: 2 productos importados \(/);
    expect(run.code).toBe(0);
    expect(await storedProducts()).toEqual([
      { codigo: 'ARE-1', nombre: 'Arepa de maíz x5' },
      { codigo: 'BUN-1', nombre: 'Buñuelo' },
    ]);
  });

  it('imports a file with columns of its own (notes, a formula), saying in one warning which it left out', async () => {
    writeFileSync(
      join(dir, 'con-notas.csv'),
      [
        'codigo;nombre;categoria_id;categoria;grupo_id;grupo;subgrupo_id;subgrupo;precio1;disponible;Notas;Margen',
        'CAF-1;Café molido 500 g;7;Bebidas;71;Café;711;Molido;18900;25;pedir más;0,32',
        'CAF-2;Café en grano 1 kg;7;Bebidas;71;Café;711;Molido;35000;8;;0,30',
        '',
      ].join('\r\n'),
    );
    const run = await runImport('con-notas.csv');
    expect(run.stderr.split('\n')).toEqual([
      expect.stringMatching(
        /^con-notas\.csv: aviso: se ignoran las columnas desconocidas notas, margen \(se admiten: id, codigo, /,
      ),
      '',
    ]);
    expect(run.stdout).toMatch(/^con-notas\.csv: 2 productos importados \(/);
    expect(run.code).toBe(0);
    expect(await storedProducts()).toEqual([
      { codigo: 'CAF-1', nombre: 'Café molido 500 g' },
      { codigo: 'CAF-2', nombre: 'Café en grano 1 kg' },
    ]);
  });

  it('leaves out a picture whose content is not what its name says, naming it, stores the others, and ends with exit code 1', async () => {
    mkdirSync(join(dir, 'fotos'));
    writeFileSync(join(dir, 'fotos', 'bien.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    writeFileSync(join(dir, 'fotos', 'falsa.png'), 'esto es texto');
    writeFileSync(join(dir, 'fotos', 'Thumbs.db'), 'windows');
    const run = await runImport('--imagenes', 'fotos');
    expect(run.stdout).toBe('fotos: 1 imágenes guardadas, servidas en /Files/Images/<nombre>\n');
    expect(run.stderr).toBe(
      '  ignorada Thumbs.db: no es una imagen (jpg, jpeg, png, webp, avif, gif o svg)\n' +
        '  omitida falsa.png: el contenido no es una imagen PNG (¿otro archivo con la extensión cambiada, o dañado?)\n',
    );
    // A run a scheduler starts is seen to have left a picture out.
    expect(run.code).toBe(1);
    const database = await openPglite(join(dir, 'data'));
    try {
      expect(await database.db.selectFrom('imagenes').select(['nombre', 'tipo']).execute()).toEqual([
        { nombre: 'bien.png', tipo: 'image/png' },
      ]);
    } finally {
      await database.close();
    }
    // The picture mended, nothing is left out: a file that is not a picture is only listed.
    writeFileSync(join(dir, 'fotos', 'falsa.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    const again = await runImport('--imagenes', 'fotos');
    expect(again.stdout).toBe('fotos: 2 imágenes guardadas, servidas en /Files/Images/<nombre>\n');
    expect(again.stderr).toBe(
      '  ignorada Thumbs.db: no es una imagen (jpg, jpeg, png, webp, avif, gif o svg)\n',
    );
    expect(again.code).toBe(0);
  });
});
