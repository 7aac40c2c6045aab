/**
 * Saves into one branch, taken in turn within this process (first come, first served), while
 * saves into different branches run side by side. Without it, N editors saving into one draft
 * at once would all build a commit and all but one would lose the `update-ref` race and build it
 * again: quadratic work, and a save could lose every round. Between processes (two servers on
 * one clone) the `update-ref` expected-old check still decides, and the save retries.
 */
export class BranchQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(branch: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(branch) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(branch, tail);
    // The map keeps only branches with work waiting.
    void tail.then(() => {
      if (this.tails.get(branch) === tail) this.tails.delete(branch);
    });
    return result;
  }
}
