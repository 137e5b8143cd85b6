// One read shared by the callers that arrive while it runs, never older than the call: the catalogue's
// version, read before a cached catalogue answer or a visitor's rendered page is served.

/**
 * Shares reads among callers without ever answering a caller from a read that began before it called: a
 * caller arriving while a read is running waits for the next one, which starts when the running one ends and
 * serves everyone who arrived meanwhile. So the version a request gets was read after the request arrived
 * (it sees every commit before that), and under load one query serves many requests instead of one each
 * (the version query was a sixth of the server's CPU in the catalogue benchmark's profile:
 * `git show 3b5b32e:docs/benchmarks.md`).
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  function start(): Promise<T> {
    const current = read();
    running = current;
    const done = () => {
      if (running === current) running = undefined;
    };
    current.then(done, done);
    return current;
  }
  return () => {
    if (!running) return start();
    if (!queued) {
      const ignore = () => undefined;
      queued = running.then(ignore, ignore).then(() => {
        queued = undefined;
        return start();
      });
    }
    return queued;
  };
}
