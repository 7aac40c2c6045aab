/**
 * What is on main that no deploy has taken, and a publisher's "Put them live now": commits pushed
 * to the remote's main from outside the studio (a developer's fix, content written in Git) go
 * live only with the next publish, the daily rebuild or a restart; the Live site view lists
 * them meanwhile. Counted from the newest deploy's commit (whatever its state: a
 * failed one is shown, with its retry, in the deploy list), so what is being built now is not
 * "waiting". Main is fetched first; a remote that does not answer leaves main as last fetched,
 * and the answer says so.
 */
import type { Client } from '@libsql/client';
import type { DeployQueue } from '../../../deploy/deploy-queue.ts';
import { HttpError } from '../../server/http-json.ts';
import { record } from '../auth/audit.ts';
import { listDeploys } from '../db/deploys.ts';
import type { User } from '../db/users.ts';
import type { MainCommit, TeamRepository } from '../git/index.ts';
import { KeyedQueue } from '../keyed-queue.ts';

/** How many of the waiting commits the view lists (the count says how many there are). */
const LISTED = 10;

export interface MainWaiting {
  /** Main's head: on the remote, or as last fetched when `fetched` is false. */
  head: string | null;
  fetched: boolean;
  /** The newest deploy's commit the commits are counted from; null before any deploy. */
  deployed: string | null;
  count: number;
  /** The newest of them, newest first. */
  commits: MainCommit[];
}

export interface MainWaitingOptions {
  db: Client;
  repo: TeamRepository;
  queue: DeployQueue;
  now?: () => number;
  log?: (line: string) => void;
}

export type MainWaitingSource = ReturnType<typeof mainWaiting>;

export function mainWaiting({
  db,
  repo,
  queue,
  now = Date.now,
  log = console.log,
}: MainWaitingOptions) {
  // One "put live" at a time: two publishers clicking together queue one deploy, not two.
  const turns = new KeyedQueue();

  async function read(): Promise<MainWaiting> {
    let fetched = true;
    const head = await repo.fetchMain().catch(async (error: Error) => {
      log(`studio: could not fetch main for the Live site view (${error.message})`);
      fetched = false;
      return repo.resolveRef(repo.mainBranch);
    });
    const deployed = (await listDeploys(db, 1))[0]?.commit ?? null;
    if (head === null || deployed === null || head === deployed) {
      return { head, fetched, deployed, count: 0, commits: [] };
    }
    return { head, fetched, deployed, ...(await repo.commitsAfter(deployed, head, LISTED)) };
  }

  return {
    read,

    /**
     * Queues main's head for every target, as the person saw it (`seen`): a main that moved
     * since is refused, so what goes live is what they looked at. Every refusal changes nothing.
     */
    putLive(seen: unknown, by: User, ip?: string): Promise<{ deploy: number }> {
      if (typeof seen !== 'string' || !/^[0-9a-f]{40}$/.test(seen)) {
        throw new HttpError(400, 'bad-head', 'Say which commit of main to put live (its id).');
      }
      return turns.run('main', async () => {
        if (!queue.configured) {
          throw new HttpError(
            409,
            'no-targets',
            'No live site is set up: there is nowhere to put main.',
          );
        }
        const waiting = await read();
        if (waiting.head !== seen) {
          throw new HttpError(
            409,
            'main-moved',
            'Main has changed since you looked: look at what is on it now, then put it live.',
          );
        }
        if (waiting.count === 0) {
          throw new HttpError(
            409,
            'nothing-waiting',
            'Nothing on main is waiting: the newest deploy has it all.',
          );
        }
        const id = await queue.enqueue(seen, { userId: by.id, email: by.email, name: by.name });
        await record(
          db,
          {
            actor: { userId: by.id, email: by.email },
            action: 'deploy-main',
            commits: [seen],
            detail: { deploy: id, commits: waiting.count },
            ip,
          },
          now(),
        );
        return { deploy: id! };
      });
    },
  };
}
