/**
 * The versions of the open file, newest first, each in words (when, who, what changed); the one
 * chosen shown beside the file as it is now (side by side on a wide screen, else switched by a
 * labelled toggle; each named), a page through the preview and a form or the site settings as
 * text; and "Restore this version". History → a version → Restore: three clicks from the open file.
 */
import { useEffect, useId, useState } from 'react';
import { buttonClass } from '../StudioDialog.tsx';
import { siteTime } from '../site-dates.ts';
import { ToolbarButton } from '../ToolbarButton.tsx';
import { useNarrow } from '../use-narrow.ts';
import { fileHistory, versionText, type History, type VersionInWords } from './history-api.ts';
import { VersionSide } from './VersionSide.tsx';

/** The most lines of changes a version shows in the list; the rest are counted. */
const SHOWN_CHANGES = 3;

interface Props {
  path: string;
  /** A page's route (a page is previewed), else undefined (a form or the site: text). */
  route: string | undefined;
  /** The editor's text now. */
  nowText: string;
  /** Why no restore can be made (a role that reads only, unsaved changes), else null. */
  refusal: string | null;
  /** Said beside the button (a draft is started for it). */
  restoreNote: string | null;
  onRestore: (version: VersionInWords) => Promise<void>;
}

export const versionName = (version: VersionInWords) =>
  `the version of ${siteTime(version.at)} by ${version.author.name || version.author.email}`;

function VersionLabel({ version }: { version: VersionInWords }) {
  const shown = version.changes.slice(0, SHOWN_CHANGES);
  const more = version.changes.length - shown.length;
  return (
    <span className="grid gap-0.5">
      <span className="font-medium">
        {siteTime(version.at)} · {version.author.name || version.author.email}
        {version.inDraft && (
          <span className="ml-1 rounded bg-amber-100 px-1 text-amber-950">(in this draft)</span>
        )}
      </span>
      {shown.map((line) => (
        <span key={line} className="text-xs break-words text-muted">
          {line}
        </span>
      ))}
      {more > 0 && <span className="text-xs text-muted">and {more} more</span>}
    </span>
  );
}

export function VersionsPanel({ path, route, nowText, refusal, restoreNote, onRestore }: Props) {
  const [history, setHistory] = useState<History | null>(null);
  const [error, setError] = useState('');
  const [chosen, setChosen] = useState<VersionInWords | null>(null);
  const [read, setRead] = useState<{ commit: string; text: string } | null>(null);
  // Side by side where the screen has room for two pages; a phone switches between them.
  const [choice, setShowing] = useState<'both' | 'version' | 'now'>('both');
  const [busy, setBusy] = useState(false);
  const [restoreError, setRestoreError] = useState('');
  const legendId = useId();
  // A phone sees a version at a phone's width, as the editor's preview starts.
  const narrow = useNarrow();
  const showing = narrow && choice === 'both' ? 'version' : choice;

  useEffect(() => {
    fileHistory(path).then(setHistory, (failure: Error) => setError(failure.message));
  }, [path]);
  useEffect(() => {
    if (!chosen) return;
    versionText(chosen.path, chosen.commit).then(
      (text) => setRead({ commit: chosen.commit, text }),
      (failure: Error) => setError(failure.message),
    );
  }, [chosen]);
  // The text of the version chosen, once read (an earlier choice's is not it).
  const text = read && read.commit === chosen?.commit ? read.text : null;

  if (error)
    return (
      <p role="alert" className="mt-3 text-sm text-red-700">
        {error}
      </p>
    );
  if (!history) return <p className="mt-3 text-sm text-muted">Reading the history…</p>;
  if ('unavailable' in history)
    return (
      <p role="status" className="mt-3 text-sm">
        {history.unavailable}
      </p>
    );
  if (history.versions.length === 0)
    return (
      <p className="mt-3 text-sm">
        {path} has no saved version yet: nothing has been committed of it.
      </p>
    );

  const caption =
    showing === 'now'
      ? 'Showing the file as it is now, in the editor'
      : chosen && `Showing ${versionName(chosen)}`;
  const width = narrow ? 375 : 1280;
  const restore = async () => {
    if (!chosen) return;
    setBusy(true);
    setRestoreError('');
    try {
      await onRestore(chosen);
    } catch (failure) {
      setRestoreError(`Not restored: ${(failure as Error).message}`);
      setBusy(false);
    }
  };
  return (
    <div className="mt-3 grid gap-4 md:grid-cols-[16rem_1fr]">
      <fieldset
        aria-labelledby={legendId}
        className="grid max-h-[60dvh] content-start gap-2 overflow-auto"
      >
        <legend id={legendId} className="text-sm font-semibold">
          Versions, newest first
        </legend>
        {history.versions.map((version) => (
          <label
            key={version.commit}
            className="flex items-start gap-2 rounded-md p-1 text-sm hover:bg-slate-50"
          >
            <input
              type="radio"
              name="history-version"
              className="mt-1"
              checked={chosen?.commit === version.commit}
              onChange={() => {
                setChosen(version);
                // The version chosen comes into sight: beside the page now, or in its place.
                setShowing((shown) => (shown === 'now' ? 'version' : shown));
              }}
            />
            <VersionLabel version={version} />
          </label>
        ))}
      </fieldset>
      <section aria-label="Chosen version" className="grid min-w-0 content-start gap-2">
        {!chosen ? (
          <p className="text-sm text-muted">
            Choose a version to see it beside the file as it is now.
          </p>
        ) : (
          <>
            <div role="group" aria-label="Show" className="flex flex-wrap gap-1">
              {!narrow && (
                <ToolbarButton pressed={showing === 'both'} onClick={() => setShowing('both')}>
                  Side by side
                </ToolbarButton>
              )}
              <ToolbarButton pressed={showing === 'version'} onClick={() => setShowing('version')}>
                This version
              </ToolbarButton>
              <ToolbarButton pressed={showing === 'now'} onClick={() => setShowing('now')}>
                Now
              </ToolbarButton>
            </div>
            <p role="status" className="text-sm font-medium">
              {caption}
            </p>
            <div className={showing === 'both' ? 'grid grid-cols-2 gap-3' : 'grid'}>
              {showing !== 'now' && (
                <VersionSide
                  key={`version-${chosen.commit}`}
                  path={path}
                  route={route}
                  text={text}
                  title={
                    route
                      ? `Preview of ${versionName(chosen)}`
                      : `The text of ${versionName(chosen)}`
                  }
                  caption={showing === 'both' ? 'This version' : undefined}
                  landmarkPrefix="This version"
                  width={width}
                />
              )}
              {showing !== 'version' && (
                <VersionSide
                  key="now"
                  path={path}
                  route={route}
                  text={nowText}
                  title={route ? 'Preview of the page now' : 'The text now'}
                  caption={showing === 'both' ? 'Now, in the editor' : undefined}
                  landmarkPrefix="Now"
                  width={width}
                />
              )}
            </div>
            {restoreError && (
              <p role="alert" className="text-sm text-red-700">
                {restoreError}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className={buttonClass}
                disabled={busy || refusal !== null || text === null}
                onClick={() => void restore()}
              >
                Restore this version
              </button>
              {(refusal ?? restoreNote) && (
                <span className="text-sm text-muted">{refusal ?? restoreNote}</span>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
