import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseOfFile } from '../test/app';
import { MIGRATIONS_DIR, migrate } from './migrate';
import { resolveTokenSecret } from './settings';

const database = databaseOfFile({ seed: false });

describe('migrations', () => {
  it('are recorded once each; a second run applies nothing', async () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const recorded = await sql<{ name: string }>`SELECT name FROM schema_migrations ORDER BY name`.execute(
      database().database.db,
    );
    expect(recorded.rows.map((r) => r.name)).toEqual(files);
    expect(await migrate(database().database)).toEqual([]);
  });
});

describe('token secret', () => {
  it('is generated once and kept in the database, unless configured', async () => {
    const first = await resolveTokenSecret(database().database.db, undefined);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(await resolveTokenSecret(database().database.db, undefined)).toBe(first);
    expect(await resolveTokenSecret(database().database.db, 'configured-secret-configured-secret')).toBe(
      'configured-secret-configured-secret',
    );
  });
});
