// A PostgreSQL server that takes the connection and never answers (what a host dropping packets looks like to
// the pool once connected): the query fails as DatabaseUnavailable (a 503) within the connect timeout instead of
// holding the request for the operating system's TCP timeout.
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './database';
import { DatabaseUnavailable } from './unavailable';

let silent: Server;
let port = 0;
const sockets: Socket[] = [];

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('a PostgreSQL server that never answers', () => {
  it('fails the query as DatabaseUnavailable rather than waiting on it', { timeout: 60_000 }, async () => {
    const database = openPostgres(`postgres://app@127.0.0.1:${port}/app`);
    try {
      const error = await sql`select 1`.execute(database.db).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(DatabaseUnavailable);
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
