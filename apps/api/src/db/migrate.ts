// Applies the SQL files of ./migrations in name order, once each, recorded in schema_migrations,
// all in one transaction (several servers starting at once on one PostgreSQL: one migrates, the rest wait).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenDatabase } from './database';

export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');
const NAME = /^[0-9]{3}-[a-z0-9-]+\.sql$/;

/** Returns the names of the migrations it applied (empty when the database was up to date). */
export async function migrate(database: OpenDatabase, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const file of files) {
    if (!NAME.test(file)) throw new Error(`Migration file name must look like 001-some-name.sql: ${file}`);
  }
  return database.session(async (run) => {
    await run('BEGIN');
    try {
      await run('SELECT pg_advisory_xact_lock(827346)');
      await run(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const have = new Set((await run('SELECT name FROM schema_migrations')).map((r) => String(r.name)));
      const applied: string[] = [];
      for (const file of files) {
        if (have.has(file)) continue;
        await run(readFileSync(join(dir, file), 'utf8'));
        await run(`INSERT INTO schema_migrations (name) VALUES ('${file}')`);
        applied.push(file);
      }
      await run('COMMIT');
      return applied;
    } catch (error) {
      await run('ROLLBACK');
      throw error;
    }
  });
}
