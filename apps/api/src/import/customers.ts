// `npm run import -w @mostrador/api -- customers.csv`: customers (terceros) with their login and their main
// branch, one row each (docs/import/customers.csv is a sample; the README lists the columns). Every row is
// checked (cities against the DANE codes of the places table, user names unique), then everything is
// written in one transaction; passwords are stored as scrypt hashes.
import { z } from 'zod';
import type { Database } from '../db/database';
import { dropDemoAccounts } from '../db/demo-accounts';
import { hashPassword } from '../lib/password';
import { type Notify, readRows, rowsOrReject } from './csv';

const required = (max: number) =>
  z
    .string({ error: 'es obligatorio' })
    .max(max, { error: `admite como máximo ${max} caracteres` })
    .min(1, { error: 'es obligatorio' });
const id = z
  .string({ error: 'es obligatorio' })
  .regex(/^\d{1,9}$/, { error: 'debe ser un número entero positivo' })
  .transform(Number)
  .pipe(z.number().int().min(1, { error: 'debe ser mayor que 0' }));

const customerRow = z.object({
  id,
  usuario: z
    .string()
    .max(100, { error: 'admite como máximo 100 caracteres' })
    .regex(/^\S+$/, { error: 'no admite espacios' })
    .optional(),
  contrasena: z.string().min(8, { error: 'debe tener al menos 8 caracteres' }).max(200).optional(),
  nombre: required(120),
  nit: z
    .string({ error: 'es obligatorio' })
    .regex(/^\d{5,15}$/, { error: 'debe tener de 5 a 15 dígitos, sin puntos ni dígito de verificación' }),
  dv: z.string().regex(/^\d$/, { error: 'debe ser un dígito' }).optional(),
  telefono: required(40).pipe(z.string().regex(/^\+?[\d\s()-]{7,}$/, { error: 'debe ser un teléfono' })),
  precio_nivel: z
    .string({ error: 'es obligatorio' })
    .regex(/^[1-5]$/, { error: 'debe ser un nivel de precio de 1 a 5' })
    .transform(Number),
  sucursal_id: id,
  sucursal: z.string().max(80).optional(),
  direccion: required(200),
  ciudad: z
    .string({ error: 'es obligatorio' })
    .regex(/^\d{5}$/, { error: 'debe ser el código DANE de 5 dígitos de la ciudad (05001)' }),
  correo: z.string({ error: 'es obligatorio' }).pipe(z.email({ error: 'debe ser un correo electrónico' })),
});

/**
 * Checks the file against itself and the database, every problem in one run (a row with a bad cell is still
 * checked against the others with the cells it read); `notify` hears how the file was read (its encoding).
 */
export async function checkCustomers(db: Database, bytes: Uint8Array, options: { notify?: Notify } = {}) {
  const { rows, problems } = readRows(bytes, customerRow, { notify: options.notify });
  const cities = new Set((await db.selectFrom('ciudades').select('id').execute()).map((c) => c.id));
  const existing = await db.selectFrom('terceros').select(['id', 'usuario', 'password_hash']).execute();
  const branches = await db.selectFrom('tercero_sucursales').select(['id', 'tercero_id']).execute();
  const branchOwner = new Map(branches.map((b) => [b.id, b.tercero_id]));
  const userOwner = new Map(
    existing.filter((c) => c.usuario).map((c) => [c.usuario?.toLowerCase() ?? '', c.id]),
  );
  const hasPassword = new Set(existing.filter((c) => c.password_hash).map((c) => c.id));
  const seen = {
    id: new Map<number, number>(),
    usuario: new Map<string, number>(),
    sucursal: new Map<number, number>(),
  };
  // A cell that did not read has its problem already: nothing more is said of it.
  const unread = (line: number, column: string) =>
    problems.some((p) => p.line === line && p.column === column);
  for (const { line, row } of rows) {
    const dup = (kind: keyof typeof seen, key: never, column: string) => {
      if (key === undefined) return;
      const first = (seen[kind] as Map<unknown, number>).get(key);
      if (first) problems.push({ line, column, message: `repetido (ya está en la línea ${first})` });
      else (seen[kind] as Map<unknown, number>).set(key, line);
    };
    dup('id', row.id as never, 'id');
    dup('sucursal', row.sucursal_id as never, 'sucursal_id');
    if (row.ciudad !== undefined && !cities.has(row.ciudad))
      problems.push({ line, column: 'ciudad', message: `no hay una ciudad con el código ${row.ciudad}` });
    const owner = row.sucursal_id === undefined ? undefined : branchOwner.get(row.sucursal_id);
    if (owner !== undefined && row.id !== undefined && owner !== row.id)
      problems.push({
        line,
        column: 'sucursal_id',
        message: `la sucursal ${row.sucursal_id} es de otro cliente (${owner})`,
      });
    if (row.usuario) {
      dup('usuario', row.usuario.toLowerCase() as never, 'usuario');
      const other = userOwner.get(row.usuario.toLowerCase());
      if (other !== undefined && row.id !== undefined && other !== row.id)
        problems.push({ line, column: 'usuario', message: `el usuario ya es de otro cliente (${other})` });
      const newUser = row.id === undefined || !hasPassword.has(row.id);
      if (!row.contrasena && newUser && !unread(line, 'contrasena'))
        problems.push({ line, column: 'contrasena', message: 'es obligatoria para un usuario nuevo' });
    } else if (row.contrasena && !unread(line, 'usuario'))
      problems.push({ line, column: 'usuario', message: 'falta el usuario de esta contraseña' });
  }
  return rowsOrReject(rows, problems);
}

/** Checks, then writes every customer in one transaction, dropping the demo accounts in it first. */
export async function importCustomers(
  db: Database,
  bytes: Uint8Array,
  options: { notify?: Notify } = {},
): Promise<{ rows: number; demoAccountsDropped: string[] }> {
  const rows = await checkCustomers(db, bytes, options);
  const hashes = new Map<number, string>();
  for (const { row } of rows) if (row.contrasena) hashes.set(row.id, await hashPassword(row.contrasena));
  const demoAccountsDropped = await db.transaction().execute(async (trx) => {
    // First: a row of the file with a demo customer's id gets the login the file gives it.
    const dropped = await dropDemoAccounts(trx);
    for (const { row } of rows) {
      const values = {
        id: row.id,
        usuario: row.usuario ?? null,
        nombre: row.nombre,
        nit: row.nit,
        dv: row.dv ?? '',
        telefono: row.telefono,
        precio_nivel: row.precio_nivel,
      };
      const hash = hashes.get(row.id);
      await trx
        .insertInto('terceros')
        .values({ ...values, password_hash: hash ?? null })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({ ...values, ...(hash ? { password_hash: hash } : {}) }),
        )
        .execute();
      const branch = {
        id: row.sucursal_id,
        tercero_id: row.id,
        nombre: row.sucursal ?? 'Principal',
        direccion: row.direccion,
        ciudad_id: row.ciudad,
        correo: row.correo,
        principal: true,
      };
      await trx
        .insertInto('tercero_sucursales')
        .values(branch)
        .onConflict((oc) => oc.column('id').doUpdateSet(branch))
        .execute();
    }
    return dropped;
  });
  return { rows: rows.length, demoAccountsDropped };
}
