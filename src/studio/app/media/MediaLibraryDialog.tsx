/**
 * The media library: every picture a page may name (uploads in media/ and the drawn ones under
 * public/), searchable by name and by the alt text its uses give it, each with its size, its
 * dimensions and where it is used (links that open the file at that line). Replace uploads new
 * bytes and the server points every use at them; Delete is the server's to refuse while any
 * page uses the picture, and its message (naming each use) is shown as it is. Opened from the
 * toolbar to manage pictures, or from an image field's dialog to pick one (`onPick`).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { originalUrl } from '../../../media/built-picture.ts';
import {
  ApiError,
  deleteMedia,
  listMedia,
  replaceMedia,
  type MediaItem,
  type MediaUse,
} from '../api.ts';
import { StudioDialog, buttonClass, quietButtonClass } from '../StudioDialog.tsx';
import { matchesSearch, pictureFacts, usesInWords } from './media-words.ts';
import { PictureFilePicker } from './PictureFilePicker.tsx';

interface Props {
  onClose: () => void;
  /** Why nothing can be changed here (the team studio without a draft, or the role), else null. */
  readOnly?: string | null;
  /** Opens a file at a use (the toolbar's library); absent, uses are listed as text. */
  onOpenUse?: (use: MediaUse) => void;
  /** After a replace or a delete: the pages the server rewrote, for the studio to reload. */
  onChanged?: (pages: string[]) => void;
  /** Picks a picture for an image field; the library then only offers that. */
  onPick?: (src: string) => void;
}

/** A link to open a file in the studio: a real address (a new tab works), opened in place. */
function studioLinkTo(file: string) {
  const url = new URL(window.location.href);
  url.searchParams.set('file', file);
  url.searchParams.delete('route');
  return `${url.pathname}${url.search}`;
}

function UseLink({ use, onOpen }: { use: MediaUse; onOpen?: (use: MediaUse) => void }) {
  const href = studioLinkTo(use.file);
  const where = `${use.file}, line ${use.line}`;
  const field = <span className="text-muted"> ({use.path})</span>;
  if (!onOpen) {
    return (
      <span>
        {where}
        {field}
      </span>
    );
  }
  return (
    <>
      <a
        href={href}
        className="text-brand-700 underline hover:text-brand-800"
        onClick={(event) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen(use);
        }}
      >
        {where}
      </a>
      {field}
    </>
  );
}

interface EntryProps {
  item: MediaItem;
  readOnly: string | null;
  onOpenUse?: (use: MediaUse) => void;
  onPick?: (src: string) => void;
  onReplace: (item: MediaItem, file: File) => void;
  onDelete: (item: MediaItem) => void;
  busy: boolean;
  refusal: string | null;
  confirming: boolean;
  onConfirm: (confirming: boolean) => void;
}

function MediaEntry(props: EntryProps) {
  const { item, readOnly, onOpenUse, onPick, busy, refusal, confirming } = props;
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // The confirmation takes the Delete button's place: the focus goes with it.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const name = item.src.split('/').at(-1)!;
  const drawn = item.src.startsWith('/');
  const managing = !onPick;
  return (
    <li
      aria-labelledby={`${id}-name`}
      className="flex flex-wrap items-start gap-3 border-b border-slate-200 py-3 last:border-0"
    >
      <img
        src={originalUrl(item.src)}
        alt=""
        loading="lazy"
        className="size-20 shrink-0 rounded bg-slate-100 object-contain ring-1 ring-slate-200"
      />
      <div className="grid min-w-0 flex-1 basis-48 gap-1 text-sm [overflow-wrap:anywhere]">
        <h3 id={`${id}-name`} className="font-semibold">
          {item.src}
        </h3>
        <p className="text-xs text-muted">
          {pictureFacts(item)}
          {drawn ? ' · drawn (public/)' : ''}
        </p>
        {item.problem ? <p className="text-xs text-red-700">{item.problem.message}</p> : null}
        <p className="text-xs" id={`${id}-uses`}>
          {usesInWords(item.usedIn)}
        </p>
        {item.usedIn.length > 0 ? (
          <ul aria-label={`Where ${name} is used`} className="grid gap-0.5 text-xs">
            {item.usedIn.map((use) => (
              <li key={`${use.file}:${use.line}:${use.column}`}>
                <UseLink use={use} onOpen={onOpenUse} />
                {use.alt ? <span className="text-muted"> · alt “{use.alt}”</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {refusal ? (
          <p role="alert" className="text-sm text-red-700">
            {refusal}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {onPick ? (
          <button
            type="button"
            className={buttonClass}
            aria-label={`Use ${name}`}
            disabled={Boolean(item.problem)}
            onClick={() => onPick(item.src)}
          >
            Use this picture
          </button>
        ) : null}
        {managing ? (
          <>
            <button
              type="button"
              className={quietButtonClass}
              aria-label={`Replace ${name}`}
              aria-describedby={`${id}-uses`}
              disabled={busy || readOnly !== null}
              onClick={() => picker.current?.click()}
            >
              Replace
            </button>
            <PictureFilePicker ref={picker} onFile={(file) => props.onReplace(item, file)} />
            {drawn ? null : confirming ? (
              <>
                <button
                  type="button"
                  className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50"
                  disabled={busy}
                  ref={confirmButton}
                  onClick={() => props.onDelete(item)}
                >
                  Delete {name} for good
                </button>
                <button
                  type="button"
                  className={quietButtonClass}
                  onClick={() => {
                    props.onConfirm(false);
                    requestAnimationFrame(() => deleteButton.current?.focus());
                  }}
                >
                  Keep it
                </button>
              </>
            ) : (
              <button
                type="button"
                className={quietButtonClass}
                ref={deleteButton}
                aria-label={`Delete ${name}`}
                aria-describedby={`${id}-uses`}
                disabled={busy || readOnly !== null}
                // In use: straight to the server, whose refusal names each use. Unused: asked
                // first, since the file is gone once deleted.
                onClick={() =>
                  item.usedIn.length > 0 ? props.onDelete(item) : props.onConfirm(true)
                }
              >
                Delete
              </button>
            )}
          </>
        ) : null}
      </div>
    </li>
  );
}

export function MediaLibraryDialog({
  onClose,
  readOnly = null,
  onOpenUse,
  onChanged,
  onPick,
}: Props) {
  const id = useId();
  const search = useRef<HTMLInputElement>(null);
  const [media, setMedia] = useState<MediaItem[] | null>(null);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ src: string; message: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const load = useCallback(
    () =>
      listMedia().then(setMedia, (error: Error) =>
        setStatus(`Could not list the pictures: ${error.message}`),
      ),
    [],
  );

  useEffect(() => {
    void load();
  }, [load]);

  // Uploads first: they are what an author manages; the drawn pictures follow.
  const shown = (media ?? [])
    .filter((item) => matchesSearch(item, query))
    .sort((a, b) => Number(a.src.startsWith('/')) - Number(b.src.startsWith('/')));

  async function change(item: MediaItem, action: () => Promise<string>) {
    setBusy(true);
    setRefusal(null);
    try {
      setStatus(await action());
      setConfirming(null);
      await load();
      // The entry changed its name or went: the search box is the one place that stays.
      search.current?.focus();
    } catch (error) {
      setConfirming(null);
      const message = error instanceof ApiError ? error.message : String(error);
      setRefusal({ src: item.src, message });
      setStatus('');
    } finally {
      setBusy(false);
    }
  }

  const onReplace = (item: MediaItem, file: File) =>
    void change(item, async () => {
      setStatus(`Replacing ${item.src}…`);
      const replaced = await replaceMedia(item.src, file);
      onChanged?.(replaced.pages);
      const pages = replaced.pages.length;
      return `Replaced ${item.src} with ${replaced.src}${pages ? ` in ${pages === 1 ? '1 page' : `${pages} pages`}` : ''}.`;
    });

  const onDelete = (item: MediaItem) =>
    void change(item, async () => {
      await deleteMedia(item.src);
      onChanged?.([]);
      return `Deleted ${item.src}.`;
    });

  return (
    <StudioDialog title={onPick ? 'Choose a picture' : 'Media library'} onClose={onClose} wide>
      <div className="mt-3 grid gap-2">
        <label htmlFor={`${id}-search`} className="text-sm font-medium">
          Search pictures
        </label>
        <input
          ref={search}
          id={`${id}-search`}
          type="search"
          value={query}
          aria-describedby={`${id}-search-help`}
          onChange={(event) => setQuery(event.target.value)}
          className="w-full rounded-md px-2 py-1 text-sm ring-1 ring-slate-300"
        />
        <p id={`${id}-search-help`} className="text-xs text-muted">
          By file name or by the alt text a page gives the picture.
        </p>
        {readOnly && !onPick ? <p className="text-sm text-amber-800">{readOnly}</p> : null}
        <p role="status" className="text-sm text-muted">
          {media === null
            ? status || 'Loading pictures…'
            : [
                status,
                query.trim()
                  ? `${shown.length} of ${media.length} pictures match.`
                  : `${media.length} pictures.`,
              ]
                .filter(Boolean)
                .join(' ')}
        </p>
      </div>
      <ul aria-label="Pictures" className="mt-2">
        {shown.map((item) => (
          <MediaEntry
            key={item.src}
            item={item}
            readOnly={readOnly}
            onOpenUse={onOpenUse}
            onPick={onPick}
            onReplace={onReplace}
            onDelete={onDelete}
            busy={busy}
            refusal={refusal?.src === item.src ? refusal.message : null}
            confirming={confirming === item.src}
            onConfirm={(on) => setConfirming(on ? item.src : null)}
          />
        ))}
      </ul>
    </StudioDialog>
  );
}
