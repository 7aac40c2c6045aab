/**
 * The draft backups: a burst of saves makes one push after the delay, and whoever waits for the
 * pushes to end (a publish before it deletes the branch, the server closing) does not wait out
 * the delay.
 */
import { describe, expect, it } from 'vitest';
import { DraftBackup } from '../../../../../src/studio/team/git/draft-backup.ts';

/** A backup whose pushes are recorded, with a delay far longer than any test waits. */
function recordedBackup() {
  const pushed: string[] = [];
  const backup = new DraftBackup(
    async (branch) => {
      pushed.push(branch);
    },
    (branch, error) => {
      throw new Error(`${branch}: ${String(error)}`);
    },
    true,
    60_000,
  );
  return { backup, pushed };
}

describe('draft backups', () => {
  it('push a burst of saves once, not before the delay or a wait for it', async () => {
    const { backup, pushed } = recordedBackup();
    backup.schedule('studio/a');
    backup.schedule('studio/a');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pushed).toEqual([]);
    await backup.settled('studio/a');
    expect(pushed).toEqual(['studio/a']);
    await backup.settled();
    expect(pushed).toEqual(['studio/a']);
  });

  it('start a waiting push at once for whoever waits for one branch, or for all', async () => {
    const { backup, pushed } = recordedBackup();
    backup.schedule('studio/a');
    backup.schedule('studio/b');
    // Each wait would otherwise last the delay, a minute: past the test's time limit.
    await backup.settled('studio/a');
    expect(pushed).toEqual(['studio/a']);
    await backup.settled();
    expect(pushed).toEqual(['studio/a', 'studio/b']);
  });
});
