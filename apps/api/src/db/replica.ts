import { sql } from 'kysely';
import type { Database } from './database';

/**
 * Seconds a streaming replica's data is behind its primary's: 0 when it has replayed all the WAL it received,
 * else the age of the last transaction it replayed; null on a server that is not a replica (or before its
 * first replay).
 */
export async function replicaLagSeconds(db: Database): Promise<number | null> {
  const { rows } = await sql<{ lag: number | null }>`
    SELECT CASE
      WHEN NOT pg_is_in_recovery() THEN NULL
      WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
      ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8
    END AS lag`.execute(db);
  return rows[0]?.lag ?? null;
}
