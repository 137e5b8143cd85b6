// The primary process of WORKERS > 1: forks that many servers (src/server.ts's `serve`) sharing one port
// through node:cluster, forks a new one when one dies, restarts them one at a time on SIGHUP (a new one is
// listening before the old one is asked to finish its requests and leave), and stops them all on
// SIGINT/SIGTERM. Every worker is stateless: sessions are rows in the database (db/sessions.ts), the catalogue
// cache is checked against the database's catalogue version on every read.
import cluster, { type Worker } from 'node:cluster';

export function runPrimary(workers: number, log: (message: string) => void) {
  let stopping = false;
  let restarting = false;
  const retiring = new Set<Worker>();

  function fork(): Promise<Worker> {
    return new Promise((resolve, reject) => {
      const worker = cluster.fork();
      worker.once('listening', () => resolve(worker));
      worker.once('exit', (code) => reject(new Error(`worker ${worker.process.pid} exited with ${code}`)));
    });
  }

  function finish(worker: Worker): Promise<void> {
    return new Promise((resolve) => {
      if (worker.isDead()) return resolve();
      worker.once('exit', () => resolve());
      worker.process.kill('SIGTERM');
    });
  }

  cluster.on('exit', (worker, code, signal) => {
    if (stopping || retiring.delete(worker)) return;
    log(`worker ${worker.process.pid} died (${signal ?? code}); starting another`);
    void fork().catch((error: Error) => log(error.message));
  });

  async function restart() {
    if (restarting || stopping) return;
    restarting = true;
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old) continue;
        await fork();
        retiring.add(old);
        await finish(old);
        log(`worker ${old.process.pid} replaced`);
      }
    } catch (error) {
      log(`restart stopped: ${(error as Error).message}`);
    } finally {
      restarting = false;
    }
  }

  async function stop() {
    if (stopping) return;
    stopping = true;
    await Promise.all(Object.values(cluster.workers ?? {}).map((w) => (w ? finish(w) : undefined)));
    process.exit(0);
  }

  process.on('SIGHUP', () => void restart());
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  return Promise.all(Array.from({ length: workers }, fork));
}
