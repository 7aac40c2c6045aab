/**
 * A change made on top of main and pushed to the remote's main (a publish, a rollback): made
 * again from the new main when the remote moved meanwhile (never a forced push), and a push the
 * remote refuses for its own reasons (a hook, a protected branch) said in its words.
 */
import type { RepoContext } from './context.ts';
import { PushRejectedError } from './errors.ts';
import { retrying } from './retry.ts';

export async function onTopOfMain<T>(
  context: RepoContext,
  attempt: () => Promise<T>,
): Promise<T | { kind: 'rejected'; message: string }> {
  try {
    return await retrying(
      context.publishPolicy,
      attempt,
      (error) => error instanceof PushRejectedError && error.reason === 'remote-moved',
    );
  } catch (error) {
    if (error instanceof PushRejectedError && error.reason === 'refused') {
      return { kind: 'rejected', message: error.remoteMessage };
    }
    throw error;
  }
}
