/**
 * The per-draft lock (keyed-queue.ts): one draft's tasks run one after the other in the order
 * they came, a failed task does not block the next, and other drafts' tasks run meanwhile.
 */
import { describe, expect, it } from 'vitest';
import { KeyedQueue } from '../../../../src/studio/team/keyed-queue.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the per-draft lock', () => {
  it("runs one key's tasks in turn, first come first served, and other keys beside them", async () => {
    const lock = new KeyedQueue();
    const events: string[] = [];
    const task = (name: string, ms: number) => async () => {
      events.push(`${name} start`);
      await tick(ms);
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      lock.run('a', task('a1', 30)),
      lock.run('a', task('a2', 1)),
      lock.run('b', task('b1', 5)),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    // a2 waits for a1; b1 starts while a1 runs and ends before it.
    expect(events).toEqual(['a1 start', 'b1 start', 'b1 end', 'a1 end', 'a2 start', 'a2 end']);
  });

  it('goes on after a task that failed, which its caller sees fail', async () => {
    const lock = new KeyedQueue();
    const failed = lock.run('a', () => Promise.reject(new Error('no')));
    const next = lock.run('a', async () => 'next');
    await expect(failed).rejects.toThrow('no');
    expect(await next).toBe('next');
  });
});
