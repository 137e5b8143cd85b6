// Vitest's global setup of the server suite: the demo database every test file starts from, migrated and
// seeded once per run instead of once per file. On PGlite it is a tarball of the data folder (starting from
// one takes about 1.2 s on this machine; a new cluster, its migrations and the seed about 4.5 s); on a
// PostgreSQL server it is a template database that each file's `CREATE DATABASE ... TEMPLATE` copies.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config/env';
import { openPglite, openPostgres } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDemo } from '../db/seed/seed';
import { databaseUrl, onServer } from './app';

export type SeededDatabase = { kind: 'pglite'; dump: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = loadConfig().databaseUrl;
  if (serverUrl) {
    const template = `mostrador_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${template}`);
    const database = openPostgres(databaseUrl(serverUrl, template), 2);
    await migrate(database);
    await seedDemo(database.db, { now: new Date() });
    // A template is copied only while nobody is connected to it.
    await database.close();
    project.provide('seededDatabase', { kind: 'postgres', template });
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'mostrador-seeded-'));
  const database = await openPglite('memory://');
  try {
    await migrate(database);
    await seedDemo(database.db, { now: new Date() });
    const dump = join(folder, 'seeded.tar');
    writeFileSync(dump, new Uint8Array(await (await database.dump()).arrayBuffer()));
    project.provide('seededDatabase', { kind: 'pglite', dump });
  } finally {
    await database.close();
  }
  return async () => rmSync(folder, { recursive: true, force: true });
}
