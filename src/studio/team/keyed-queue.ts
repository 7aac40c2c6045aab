/**
 * Work taken in turn per key, first come first served, while different keys run side by side.
 * Two users, one queue each:
 * - the Git engine's saves into one branch (git/repository.ts): without it, N editors saving
 *   into one draft at once would all build a commit and all but one would lose the `update-ref`
 *   race and build it again (between processes the expected-old check still decides);
 * - the workflow's writes, submit, review and publish of one draft (server/drafts-workflow.ts),
 *   each re-reading the draft once its turn comes: a save that arrives during a publish either
 *   lands before it (and voids its approval) or finds the draft published and is refused, never
 *   acknowledged and then left behind.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // The map keeps only keys with work waiting, so it does not grow with every key ever seen.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
