// What the search benchmarks share: the database they search (KIND=pglite in memory, else a database named
// `name` on the PostgreSQL server of BENCH_DATABASE_URL, made once and kept for the next run), migrated,
// seeded with the demo data and grown to N products.
import pg from 'pg';
import { type OpenDatabase, openPglite, openPostgres } from '../../apps/api/src/db/database';
import { migrate } from '../../apps/api/src/db/migrate';
import { growCatalogue, seedDemo } from '../../apps/api/src/db/seed/seed';

export const N = Number(process.env.N ?? 100000);
export const kind = process.env.KIND ?? 'pg';
const serverUrl = process.env.BENCH_DATABASE_URL ?? '';

async function open(name: string): Promise<OpenDatabase> {
  if (kind !== 'pg') return openPglite('memory://');
  if (!serverUrl) throw new Error('BENCH_DATABASE_URL: a PostgreSQL server to create a database on');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const exists = (await client.query('select 1 from pg_database where datname=$1', [name])).rowCount;
  if (!exists) await client.query(`create database ${name}`);
  await client.end();
  return openPostgres(Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(), 4);
}

/** The benchmark's database (`name` on PostgreSQL), its catalogue grown to N products. */
export async function searchCatalogue(name: string): Promise<OpenDatabase> {
  const database = await open(name);
  await migrate(database);
  const has = await database.db.selectFrom('productos').select('id').limit(1).executeTakeFirst();
  if (!has) await seedDemo(database.db);
  await growCatalogue(database.db, N);
  return database;
}
