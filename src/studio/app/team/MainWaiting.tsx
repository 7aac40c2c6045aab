/**
 * The Live site view's "On main, not live yet": commits pushed to main from outside the studio
 * (a developer's fix, content written in Git) that no deploy has taken, each in words (what it
 * says, who, when), and when they would go live by themselves. Publishers and admins put them
 * live now; what goes live is main as they saw it (the server refuses a main that moved since).
 * Read when the view opens and again whenever a newer deploy appears.
 */
import { useEffect, useId, useState } from 'react';
import { quietButtonClass } from '../StudioDialog.tsx';
import { shortCommit, when } from './deploy-words.ts';
import { putMainLive, readMainWaiting, type MainWaiting as Waiting } from './live-site-api.ts';

interface Props {
  canPutLive: boolean;
  /** The newest deploy's number: a new one may have taken what waited. */
  newestDeploy: number | null;
  /** What was done or went wrong, for the view's one status line. */
  onMessage: (message: string) => void;
  /** A deploy was queued: the view reads the deploys again. */
  onQueued: () => void;
}

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

export function MainWaiting({ canPutLive, newestDeploy, onMessage, onQueued }: Props) {
  const headingId = useId();
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    readMainWaiting().then(setWaiting, (error: Error) => onMessage(error.message));
  }, [newestDeploy, onMessage]);

  if (!waiting || waiting.count === 0 || waiting.head === null) return null;
  const head = waiting.head;

  const putLive = async () => {
    setBusy(true);
    onMessage('');
    try {
      const { deploy } = await putMainLive(head);
      onMessage(`Deploy ${deploy} is queued: main’s ${changes(waiting.count)} go live with it.`);
      onQueued();
    } catch (error) {
      onMessage((error as Error).message);
      // Main may have moved: show what is on it now.
      readMainWaiting().then(setWaiting, () => undefined);
    } finally {
      setBusy(false);
    }
  };

  const more = waiting.count - waiting.commits.length;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded border border-amber-300 bg-amber-50 p-3"
    >
      <h3 id={headingId} className="font-semibold">
        On main, not live yet
      </h3>
      <p className="text-sm">
        {changes(waiting.count)} reached main without a deploy (pushed outside the studio). They go
        live with the next publish or the daily rebuild
        {canPutLive ? ', or now, with the button below.' : '; a publisher can put them live now.'}
      </p>
      {!waiting.fetched && (
        <p className="text-sm">
          The Git host did not answer: this is main as the studio last saw it.
        </p>
      )}
      <ul className="mt-1 ml-5 list-disc text-sm" aria-label="Changes on main that are not live">
        {waiting.commits.map((commit) => (
          <li key={commit.commit}>
            “{commit.subject}”, by {commit.authorName}, {when(commit.at)}{' '}
            <span className="font-mono text-muted">({shortCommit(commit.commit)})</span>
          </li>
        ))}
        {more > 0 && <li>and {changes(more)} before them</li>}
      </ul>
      {canPutLive && (
        <button
          type="button"
          className={`${quietButtonClass} mt-2`}
          disabled={busy}
          onClick={() => void putLive()}
        >
          Put them live now
        </button>
      )}
    </section>
  );
}
