// A worker's delivery run (erp/connector.ts's orders, mail/mailer.ts's messages): one at a time per process; a
// call while it runs joins it and makes it go once more when the pass ends (something may have been queued
// after the pass looked), so every caller waits for a pass that started after it asked.

export class RepeatingRun<K, V> {
  #running: Promise<Map<K, V>> | undefined;
  #again = false;

  constructor(
    /** One pass: what is due now, and each item's outcome. */
    private readonly pass: () => Promise<Map<K, V>>,
    /** A failed run (its callers get the failure too). */
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Runs passes until none was asked for during the last; resolves with every pass's outcomes. */
  run(): Promise<Map<K, V>> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    const run = (async () => {
      const all = new Map<K, V>();
      do {
        this.#again = false;
        for (const [key, outcome] of await this.pass()) all.set(key, outcome);
      } while (this.#again);
      return all;
    })();
    this.#running = run;
    run
      .finally(() => {
        this.#running = undefined;
      })
      .catch(this.failed);
    return run;
  }

  /** Waits for the run going on, if any, however it ends. */
  async settled(): Promise<void> {
    await Promise.allSettled([this.#running]);
  }
}
