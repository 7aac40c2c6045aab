/**
 * Removed pages: each page the history removed and that is not back, with who removed it and
 * when; its last version previewed on request; "Restore" brings it back as it was, its address
 * freed from the redirect that sent it elsewhere and, when ticked, its link back in the menu.
 */
import { useEffect, useState } from 'react';
import { buttonClass, quietButtonClass } from '../StudioDialog.tsx';
import { siteTime } from '../site-dates.ts';
import { removedPages, versionText, type Removed, type RemovedPage } from './history-api.ts';
import { VersionFrame } from './VersionFrame.tsx';
import { useNarrow } from '../use-narrow.ts';

interface Props {
  refusal: string | null;
  restoreNote: string | null;
  onRestore: (page: RemovedPage, menu: boolean) => Promise<void>;
}

function RemovedItem({
  page,
  refusal,
  onRestore,
}: { page: RemovedPage } & Omit<Props, 'restoreNote'>) {
  const name = page.title ? `“${page.title}”` : page.route;
  const [menu, setMenu] = useState(true);
  const [text, setText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const narrow = useNarrow();
  const restore = async () => {
    setBusy(true);
    setError('');
    try {
      await onRestore(page, menu);
    } catch (failure) {
      setError(`Not restored: ${(failure as Error).message}`);
      setBusy(false);
    }
  };
  return (
    <li className="grid gap-2 rounded-md p-2 ring-1 ring-slate-200">
      <p className="text-sm">
        <strong>{name}</strong> ({page.route}) · removed {siteTime(page.at)} by{' '}
        {page.author.name || page.author.email}
      </p>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={menu} onChange={(event) => setMenu(event.target.checked)} />
        Put its link back in the menu (“{page.menuLabel ?? page.title ?? page.route}”)
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={quietButtonClass}
          aria-label={`Preview ${name} as it was`}
          onClick={() =>
            void versionText(page.path, page.lastVersion).then(setText, (failure: Error) =>
              setError(failure.message),
            )
          }
        >
          Preview
        </button>
        <button
          type="button"
          className={buttonClass}
          aria-label={`Restore ${name}`}
          disabled={busy || refusal !== null}
          onClick={() => void restore()}
        >
          Restore
        </button>
      </div>
      {text !== null && (
        <VersionFrame
          path={page.path}
          route={page.route}
          text={text}
          title={`Preview of ${name} as it was`}
          width={narrow ? 375 : 1280}
        />
      )}
    </li>
  );
}

export function RemovedPanel({ refusal, restoreNote, onRestore }: Props) {
  const [removed, setRemoved] = useState<Removed | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    removedPages().then(setRemoved, (failure: Error) => setError(failure.message));
  }, []);
  if (error)
    return (
      <p role="alert" className="mt-3 text-sm text-red-700">
        {error}
      </p>
    );
  if (!removed) return <p className="mt-3 text-sm text-muted">Reading the history…</p>;
  if ('unavailable' in removed)
    return (
      <p role="status" className="mt-3 text-sm">
        {removed.unavailable}
      </p>
    );
  if (removed.removed.length === 0)
    return <p className="mt-3 text-sm">No page has been removed.</p>;
  return (
    <section aria-label="Removed pages" className="mt-3 grid gap-2">
      {(refusal ?? restoreNote) && <p className="text-sm text-muted">{refusal ?? restoreNote}</p>}
      <ul className="grid gap-2">
        {removed.removed.map((page) => (
          <RemovedItem key={page.path} page={page} refusal={refusal} onRestore={onRestore} />
        ))}
      </ul>
    </section>
  );
}
