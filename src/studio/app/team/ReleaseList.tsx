/**
 * The Live site view's earlier versions: each release that went live, newest first, with its
 * commit, who published it, when, and what it changed in words. Publishers and admins restore
 * one: "Restore this version", then the confirmation (RestoreDialog), and the site goes back.
 */
import { useId, useState } from 'react';
import { quietButtonClass } from '../StudioDialog.tsx';
import { publisherName, shortCommit, when } from './deploy-words.ts';
import { restoreRelease, type ReleaseEntry, type RollbackAnswer } from './live-site-api.ts';
import { RestoreDialog } from './RestoreDialog.tsx';
import { fileWords } from './release-words.ts';

/** What the status line says once a restore is committed. */
function restoredSentence(release: ReleaseEntry, answer: RollbackAnswer): string {
  if (answer.kind === 'invalid') {
    const count = answer.problems.length;
    return `Deploy ${release.deployId} was not restored: its content would not pass the site’s checks today (${count} problem${count === 1 ? '' : 's'}).`;
  }
  if (answer.kind === 'rejected') {
    return `Deploy ${release.deployId} was not restored: the Git host refused it: ${answer.message}`;
  }
  const commit = shortCommit(answer.commit);
  if (answer.deploy === null) return `Restored deploy ${release.deployId} on main as ${commit}.`;
  return answer.switchedBack
    ? `Restored deploy ${release.deployId} as ${commit}: the site switches back to it now.`
    : `Restored deploy ${release.deployId} as ${commit}: it is built again with today’s date (${answer.why}).`;
}

function ReleaseCard({
  release,
  liveNow,
  canRestore,
  onRestore,
}: {
  release: ReleaseEntry;
  liveNow: boolean;
  canRestore: boolean;
  onRestore: () => void;
}) {
  const headingId = useId();
  return (
    <li className="py-2">
      <article aria-labelledby={headingId} data-release={release.deployId}>
        <h4 id={headingId} className="font-medium">
          Deploy {release.deployId}:{' '}
          <span className="font-mono">{shortCommit(release.commit)}</span>
          {liveNow && <span className="ml-2 text-sm font-normal text-green-800">(live now)</span>}
        </h4>
        <p className="text-sm text-muted">
          Published by {publisherName(release.publishedByName)}, live from {when(release.liveSince)}
          {release.restoresDeploy !== null && `; it restored deploy ${release.restoresDeploy}`}
        </p>
        {release.files === null ? (
          <p className="text-sm">The first version the studio deployed.</p>
        ) : release.files.length === 0 ? (
          <p className="text-sm">No page, form or picture changed.</p>
        ) : (
          <ul
            className="ml-5 list-disc text-sm"
            aria-label={`What deploy ${release.deployId} changed`}
          >
            {release.files.map((file) => (
              <li key={file.path}>{fileWords(file)}</li>
            ))}
            {release.moreFiles > 0 && <li>and {release.moreFiles} more</li>}
          </ul>
        )}
        {canRestore && !liveNow && (
          <button
            type="button"
            className={`${quietButtonClass} mt-1`}
            aria-describedby={headingId}
            onClick={onRestore}
          >
            Restore this version
          </button>
        )}
      </article>
    </li>
  );
}

export function ReleaseList({
  releases,
  liveDeployId,
  canRestore,
  onRestored,
}: {
  releases: readonly ReleaseEntry[];
  /** The deploy live on the targets now: nothing to restore there. */
  liveDeployId: number | null;
  canRestore: boolean;
  onRestored: (sentence: string) => void;
}) {
  const headingId = useId();
  const [chosen, setChosen] = useState<ReleaseEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const restore = async (release: ReleaseEntry) => {
    setBusy(true);
    setError('');
    try {
      const answer = await restoreRelease(release.deployId);
      setChosen(null);
      onRestored(restoredSentence(release, answer));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="font-semibold">
        Earlier versions
      </h3>
      {releases.length === 0 ? (
        <p className="text-sm text-muted">No version has gone live yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {releases.map((release) => (
            <ReleaseCard
              key={release.deployId}
              release={release}
              liveNow={release.deployId === liveDeployId}
              canRestore={canRestore}
              onRestore={() => {
                setError('');
                setChosen(release);
              }}
            />
          ))}
        </ul>
      )}
      {chosen && (
        <RestoreDialog
          release={chosen}
          releases={releases}
          busy={busy}
          error={error}
          onRestore={() => void restore(chosen)}
          onClose={() => setChosen(null)}
        />
      )}
    </section>
  );
}
