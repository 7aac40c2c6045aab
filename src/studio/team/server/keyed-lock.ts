/**
 * One lock per key (a draft's id), taken in turn (first come, first served); different keys run
 * side by side. The workflow holds a draft's lock around every write into it (a save, a new
 * page, a move, a deletion, an upload, a picture replaced or removed, an update from main) and
 * around its submit, review and publish, each re-reading the draft's status once it holds the
 * lock: so a save that arrives during a publish either lands before it (and voids its approval)
 * or finds the draft published and is refused, never acknowledged and then left behind.
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // The map keeps only keys with work waiting, so it does not grow with every draft ever seen.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
