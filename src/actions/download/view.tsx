import { useState } from 'react';
import { runDownload } from '../../render/downloads.ts';
import { Icon } from '../../render/Icon.tsx';
import { defineActionView } from '../define-view.ts';

/** A button that builds a named download and saves it, with progress and a clear failure. */
export default defineActionView(
  'download',
  function DownloadAction({ action, className, content }) {
    const [busy, setBusy] = useState(false);
    const [failure, setFailure] = useState<string | null>(null);
    const name = action.download;
    const run = () => {
      // aria-disabled rather than disabled: the button keeps focus while the file is built.
      if (busy) return;
      setBusy(true);
      setFailure(null);
      // Started inside a promise, so even an error thrown at once ends in the message below.
      Promise.resolve()
        .then(() => runDownload(name))
        .catch((error: unknown) => {
          console.error(error);
          setFailure('The download could not be prepared. Please try again.');
        })
        .finally(() => setBusy(false));
    };
    return (
      <span className="inline-flex flex-col items-stretch gap-2">
        <button
          type="button"
          className={`${className} aria-disabled:cursor-progress aria-disabled:opacity-80`}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={run}
        >
          {busy ? (
            <>
              <Icon
                name="loader-circle"
                strokeWidth={2}
                className="size-5 animate-spin motion-reduce:hidden"
              />
              Preparing…
            </>
          ) : (
            content
          )}
        </button>
        <span role="status" className="sr-only">
          {busy ? 'Preparing the download…' : ''}
        </span>
        {failure && (
          <span
            role="alert"
            className="rounded-md bg-red-50 px-3 py-2 text-center text-sm font-medium text-red-800"
          >
            {failure}
          </span>
        )}
      </span>
    );
  },
);
