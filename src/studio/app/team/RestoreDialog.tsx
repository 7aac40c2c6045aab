/**
 * The confirmation of a rollback: which version comes back (its commit, who published it and
 * when) and which files change back, then Restore. Escape or Cancel changes nothing; the focus
 * goes back to the button that opened it (StudioDialog).
 */
import { StudioDialog } from '../StudioDialog.tsx';
import { publisherName, shortCommit, when } from './deploy-words.ts';
import type { ReleaseEntry } from './live-site-api.ts';
import { filesChangedBack } from './release-words.ts';

export function RestoreDialog({
  release,
  releases,
  busy,
  error,
  onRestore,
  onClose,
}: {
  release: ReleaseEntry;
  releases: readonly ReleaseEntry[];
  busy: boolean;
  error: string;
  onRestore: () => void;
  onClose: () => void;
}) {
  const back = filesChangedBack(releases, release);
  return (
    <StudioDialog
      title={`Restore deploy ${release.deployId}?`}
      onClose={onClose}
      error={error}
      action={{
        label: `Restore deploy ${release.deployId}`,
        running: busy && 'Restoring…',
        onClick: onRestore,
        danger: true,
      }}
    >
      <p className="mt-2 text-sm">
        The site’s pages, forms and pictures go back to how they were in deploy {release.deployId} (
        <span className="font-mono">{shortCommit(release.commit)}</span>, live from{' '}
        {when(release.liveSince)}, published by {publisherName(release.publishedByName)}). The
        studio commits this on the main branch in your name, and the site goes live with it.
      </p>
      {back.paths.length > 0 ? (
        <>
          <p className="mt-2 text-sm font-medium">What changes back:</p>
          <ul className="ml-5 list-disc text-sm" aria-label="What changes back">
            {back.paths.map((path) => (
              <li key={path}>{path}</li>
            ))}
            {back.more && <li>and other files published since</li>}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-sm">
          {back.more
            ? 'The files published since then change back.'
            : 'No page, form or picture changed since then.'}
        </p>
      )}
      <p className="mt-2 text-sm text-muted">
        Open drafts stay as they are; they are told that the main branch moved, as after any
        publish. A change undone here can be published again later.
      </p>
    </StudioDialog>
  );
}
