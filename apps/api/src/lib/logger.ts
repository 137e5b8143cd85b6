// The server's log: pino at LOG_LEVEL, JSON lines (for people, through pino-pretty, only in development on a
// terminal). One logger per process, made before the database is opened so that start-up (migrations) logs
// through it, then handed to the app (app.ts), whose request lines it writes.
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Config } from '../config/env';

export function createLogger(config: Pick<Config, 'env' | 'logLevel'>): FastifyBaseLogger {
  const pretty = config.env === 'development' && process.stdout.isTTY;
  return pino({
    level: config.logLevel,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}
