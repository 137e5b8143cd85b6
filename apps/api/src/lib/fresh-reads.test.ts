import { describe, expect, it } from 'vitest';
import { freshReads } from './fresh-reads';

/** A version source whose reads the test finishes by hand; each read sees the value when it began. */
function source() {
  let value = 1;
  const reads: Array<{ saw: number; finish: () => void }> = [];
  return {
    commit: () => {
      value += 1;
    },
    reads,
    read: () =>
      new Promise<number>((resolve) => {
        const saw = value;
        reads.push({ saw, finish: () => resolve(saw) });
      }),
  };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('freshReads (the catalogue version read once for many requests)', () => {
  it('never answers a caller from a read that began before it called, and shares the next read', async () => {
    const s = source();
    const version = freshReads(s.read);
    const first = version();
    s.commit();
    // Three requests after the commit, while the first read (which began before it) is running.
    const later = [version(), version(), version()];
    expect(s.reads).toHaveLength(1);
    s.reads[0]?.finish();
    expect(await first).toBe(1);
    await tick();
    // One more read, begun after the first ended, serves all three, and sees the commit.
    expect(s.reads).toHaveLength(2);
    s.reads[1]?.finish();
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
    // Nothing running: the next caller starts its own read.
    const alone = version();
    expect(s.reads).toHaveLength(3);
    s.reads[2]?.finish();
    expect(await alone).toBe(2);
  });

  it('passes a failed read to its callers and reads again for the next ones', async () => {
    let calls = 0;
    const version = freshReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return 7;
    });
    const failed = version();
    const next = version();
    await expect(failed).rejects.toThrow('connection lost');
    expect(await next).toBe(7);
    expect(calls).toBe(2);
  });
});
