// Imports a generated 10,000-row products.csv (`;` separators, decimal commas, tiers, pictures) through the
// same code as `npm run import -w @mostrador/api`: into an embedded PGlite database migrated and seeded with
// the demo data (so the import also hides the demo products), the way a distributor without an ERP starts.
// Prints the time of the check and of the whole import; not a test (no timed assertions anywhere).
//
//   npx tsx bench/import.ts              (BENCH_ROWS=10000 by default)
import { loadavg } from 'node:os';
import { openPglite } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/seed';
import { checkProducts, importProducts } from '../apps/api/src/import/products';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);

function file(rows: number): Uint8Array {
  const lines = [
    'codigo;nombre;referencia;categoria_id;categoria;grupo_id;grupo;subgrupo_id;subgrupo;precio1;precio2;precio3;precio4;precio5;disponible;impuesto_porcentaje;escala;imagenes;descripcion',
  ];
  for (let i = 1; i <= rows; i++) {
    const c = (i % 8) + 1;
    const g = c * 10 + (i % 3);
    const s = g * 10 + (i % 2);
    const price = 1000 + (i % 500) * 7;
    lines.push(
      [
        `BEN-${String(i).padStart(6, '0')}`,
        `Producto de prueba ${i} presentación ${i % 12} unidades`,
        `R${i}`,
        c,
        `Categoría ${c}`,
        g,
        `Grupo ${g}`,
        s,
        `Subgrupo ${s}`,
        `${price},50`,
        `${price - 20},25`,
        price - 40,
        price - 60,
        price - 80,
        i % 400,
        i % 4 === 0 ? '5' : '19',
        i % 5 === 0 ? '12-47:3|48-99999:5' : '',
        `ben-${i}.jpg`,
        `"<p>Descripción del producto ${i}; caja x ${i % 12}.</p>"`,
      ].join(';'),
    );
  }
  return new TextEncoder().encode(lines.join('\n'));
}

const database = await openPglite('memory://');
try {
  await migrate(database);
  await seedDemo(database.db);
  const bytes = file(ROWS);
  const load = loadavg()[0]?.toFixed(2);
  let started = performance.now();
  checkProducts(bytes);
  const checkMs = performance.now() - started;
  started = performance.now();
  const result = await importProducts(database.db, bytes);
  const importMs = performance.now() - started;
  console.log(
    `import of ${ROWS} rows (${(bytes.length / 1024 / 1024).toFixed(1)} MB): check alone ${Math.round(checkMs)} ms; ` +
      `check + write ${Math.round(importMs)} ms (${result.rows} products, ${result.hidden} demo products hidden) ` +
      `on PGlite in memory, load average ${load}`,
  );
} finally {
  await database.close();
}
