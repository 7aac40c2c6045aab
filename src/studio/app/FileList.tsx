/** The pages and forms of the project, searchable, each with whether it is valid. */
import { memo, useId, useState } from 'react';
import type { FileEntry } from './api.ts';
import { SearchBox } from './SearchBox.tsx';

interface Props {
  /** null while the server's list is on its way. */
  files: readonly FileEntry[] | null;
  current: string | undefined;
  onOpen: (path: string) => void;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * A file's state in words (the colour only repeats them): errors stop the build, warnings do
 * not, so a file with only warnings is shown as valid, with its warnings.
 */
function FileState({ file }: { file: FileEntry }) {
  const errors = file.errors > 0 || !file.valid ? Math.max(file.errors, 1) : 0;
  return (
    <span className="shrink-0 text-xs">
      {errors > 0 ? (
        <span className="font-semibold text-red-700">{count(errors, 'error')}</span>
      ) : (
        <span className="text-green-800">valid</span>
      )}
      {file.warnings > 0 && (
        <span className="text-amber-800">
          {', '}
          {count(file.warnings, 'warning')}
        </span>
      )}
    </span>
  );
}

// Memoised: the studio re-renders on every keystroke, the list only when its files change.
export const FileList = memo(function FileList({ files, current, onOpen }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = (files ?? []).filter(
    (file) =>
      !needle ||
      file.path.toLowerCase().includes(needle) ||
      (file.route ?? '').toLowerCase().includes(needle) ||
      (file.title ?? '').toLowerCase().includes(needle),
  );
  const groups = [
    { title: 'Pages', files: shown.filter((file) => file.kind !== 'form') },
    { title: 'Forms', files: shown.filter((file) => file.kind === 'form') },
  ];
  return (
    <nav aria-label="Files" className="flex min-h-0 flex-col gap-2">
      <SearchBox
        id={`${id}-search`}
        label="Search files"
        value={query}
        onChange={setQuery}
        labelClassName="text-xs font-semibold text-muted uppercase"
      />
      {files === null && (
        <p role="status" className="text-sm text-muted">
          Loading the files…
        </p>
      )}
      {files !== null && needle && shown.length === 0 && (
        <p role="status" className="text-sm text-muted">
          No file matches “{query.trim()}”.
        </p>
      )}
      {files !== null &&
        // A search hides the groups it finds nothing in.
        groups
          .filter((group) => !needle || group.files.length > 0)
          .map((group) => (
            <section key={group.title} aria-labelledby={`${id}-${group.title}`}>
              <h2
                id={`${id}-${group.title}`}
                className="mt-2 text-xs font-semibold text-muted uppercase"
              >
                {group.title}
              </h2>
              <ul className="mt-1">
                {group.files.map((file) => (
                  <li key={file.path}>
                    <button
                      type="button"
                      onClick={() => onOpen(file.path)}
                      aria-current={file.path === current ? 'page' : undefined}
                      className="flex w-full items-center justify-between gap-2 rounded px-2 py-1 text-left text-sm hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
                    >
                      <span className="grid min-w-0">
                        {file.title && <span className="truncate">{file.title}</span>}
                        <span className={file.title ? 'truncate text-xs text-muted' : 'truncate'}>
                          {file.route ?? file.path.replace(/^forms\//, '')}
                        </span>
                      </span>
                      {/* Read as one sentence: "/pricing: valid, 1 warning". */}
                      <span className="sr-only">: </span>
                      <FileState file={file} />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
    </nav>
  );
});
