/**
 * Copies of the draft branches on the remote, pushed after each save so drafts survive the loss
 * of the server's disk (a fresh clone brings them back). Best effort and in the background: the
 * save has landed in the clone, which is the studio's source of truth, before the push starts,
 * and a failed push is reported, never turned into a failed save. Pushes of one branch never
 * overlap: a save during a push asks for one more push of the (then) newest head.
 *
 * A push waits `delayMs` first, so a burst of saves makes one push. Whoever waits for the pushes
 * to end (a publish about to delete the branch, the server closing) does not wait out that
 * delay: a waiting push starts at once. A publish just after a save took the rest of the 2 s.
 */
export class DraftBackup {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  /** Ends the delay of a push still waiting, by branch. */
  private readonly waking = new Map<string, () => void>();

  constructor(
    private readonly push: (branch: string) => Promise<void>,
    private readonly onError: (branch: string, error: unknown) => void,
    private readonly enabled: boolean,
    private readonly delayMs = 0,
  ) {}

  schedule(branch: string) {
    if (!this.enabled) return;
    if (this.running.has(branch)) {
      this.again.add(branch);
      return;
    }
    const run = (async () => {
      // Saves that land while it waits ride on the same push.
      if (this.delayMs > 0) {
        await new Promise<void>((wake) => {
          const timer = setTimeout(wake, this.delayMs);
          this.waking.set(branch, () => {
            clearTimeout(timer);
            wake();
          });
        });
        this.waking.delete(branch);
      }
      do {
        this.again.delete(branch);
        try {
          await this.push(branch);
        } catch (error) {
          this.onError(branch, error);
        }
      } while (this.again.has(branch));
      this.running.delete(branch);
    })();
    this.running.set(branch, run);
  }

  /**
   * Resolves once no push of `branch` (or of any branch) is under way, starting at once a push
   * still waiting out its delay.
   */
  async settled(branch?: string) {
    if (branch !== undefined) {
      this.waking.get(branch)?.();
      await this.running.get(branch);
      return;
    }
    while (this.running.size > 0) {
      this.waking.forEach((wake) => wake());
      await Promise.all(this.running.values());
    }
  }
}
