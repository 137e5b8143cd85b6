// npm run import -w @mostrador/api -- products.csv [customers.csv ...] [--imagenes <folder>]
// Loads a catalogue (products.csv) or customers (customers.csv) from spreadsheet exports into the database
// named by DATABASE_URL (or the PGlite folder DATA_DIR), migrating it first. Which kind a file is comes from
// its header (precio1: products; nit and precio_nivel: customers), or from --tipo productos|clientes; a file
// whose header cannot be read is reported with why. A file that is not UTF-8 is read as Windows-1252 (Excel's
// "CSV (delimitado por comas)"), and the import says so.
// The first file imported drops the demo accounts (demo1, demo2) of a database seeded with the demo data.
// Every row is checked; a file with any error is reported by line and column and nothing of it is written.
// Columns the import does not know are left out, named in one warning on stderr.
// --imagenes: the pictures of a folder, served at /Files/Images/<file name> (src/import/pictures.ts).
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { invocationDir, loadConfigOrExit } from '../src/config/env';
import { openDatabaseOrExit } from '../src/db/database';
import { backupPlaceOf, prepareDatabase } from '../src/db/prepare';
import { CsvRejected, type Notify, readCsv } from '../src/import/csv';
import { importCustomers } from '../src/import/customers';
import { importPictures } from '../src/import/pictures';
import { importProducts } from '../src/import/products';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { tipo: { type: 'string' }, imagenes: { type: 'string' } },
});
if (positionals.length === 0 && values.imagenes === undefined) {
  console.error(
    'uso: npm run import -w @mostrador/api -- productos.csv [clientes.csv] [--tipo productos|clientes] [--imagenes carpeta]',
  );
  process.exit(2);
}
const picturesFolder = values.imagenes === undefined ? undefined : resolve(invocationDir(), values.imagenes);
if (picturesFolder !== undefined && !statSync(picturesFolder, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(`--imagenes: ${picturesFolder} no es una carpeta; no se importó nada`);
  process.exit(2);
}

/** The kind of file, from --tipo or its header; a file that cannot be read throws why (CsvRejected). */
function kindOf(bytes: Uint8Array): 'productos' | 'clientes' | undefined {
  if (values.tipo === 'productos' || values.tipo === 'clientes') return values.tipo;
  const { header } = readCsv(bytes);
  if (header.includes('precio1')) return 'productos';
  if (header.includes('nit') && header.includes('precio_nivel')) return 'clientes';
  return undefined;
}

/** The import's notices about file `name`, one line each: how it was read on stdout, warnings on stderr. */
const noticesOf =
  (name: string): Notify =>
  ({ level, message }) => {
    if (level === 'info') console.log(`${name}: ${message}`);
    else console.error(`${name}: aviso: ${message}`);
  };

/** The demo accounts an import dropped, said once (src/db/demo-accounts.ts). */
function demoDropped(accounts: string[]) {
  if (accounts.length === 0) return;
  console.log(
    `cuentas de demostración desactivadas: ${accounts.join(', ')} (ya no inician sesión ni se muestran en la página de ingreso)`,
  );
}

// Every file is read before anything is written: a missing one stops the command with nothing imported.
const files: { name: string; bytes: Uint8Array }[] = [];
for (const name of positionals) {
  const path = resolve(invocationDir(), name);
  try {
    files.push({ name, bytes: readFileSync(path) });
  } catch (error) {
    console.error(
      `${name}: no se puede leer ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)}); no se importó nada`,
    );
    process.exit(2);
  }
}

const config = loadConfigOrExit();
const database = await openDatabaseOrExit(config);
let failed = false;
try {
  await prepareDatabase(database, { seed: false, backup: backupPlaceOf(config) });
  for (const { name, bytes } of files) {
    const started = Date.now();
    try {
      const kind = kindOf(bytes);
      const notify = noticesOf(name);
      if (kind === 'productos') {
        const r = await importProducts(database.db, bytes, { notify });
        console.log(
          `${name}: ${r.rows} productos importados (${r.hidden} ocultos por no estar en el archivo; versión del catálogo ${r.version}) en ${Date.now() - started} ms`,
        );
        demoDropped(r.demoAccountsDropped);
      } else if (kind === 'clientes') {
        const r = await importCustomers(database.db, bytes, { notify });
        console.log(`${name}: ${r.rows} clientes importados en ${Date.now() - started} ms`);
        demoDropped(r.demoAccountsDropped);
      } else {
        console.error(
          `${name}: no se reconoce el archivo (encabezado con precio1: productos; con nit y precio_nivel: clientes)`,
        );
        failed = true;
      }
    } catch (error) {
      if (!(error instanceof CsvRejected)) throw error;
      console.error(`${name}: ${error.message}`);
      failed = true;
    }
  }
  if (picturesFolder !== undefined) {
    const r = await importPictures(database.db, picturesFolder);
    console.log(`${values.imagenes}: ${r.stored} imágenes guardadas, servidas en /Files/Images/<nombre>`);
    for (const name of r.ignored)
      console.error(`  ignorada ${name}: no es una imagen (jpg, jpeg, png, webp, avif, gif o svg)`);
    for (const s of r.skipped) console.error(`  omitida ${s.name}: ${s.problem}`);
    // A picture left out is a picture the shop will not show: the run says so in its exit code too.
    if (r.skipped.length > 0) failed = true;
  }
} finally {
  await database.close();
}
process.exit(failed ? 1 : 0);
