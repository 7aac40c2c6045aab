/**
 * The studio's files: the list and the project's names, opening a file (with the cursor where
 * it was, or at a picture's use), closing one that is gone, a page deleted or moved away, and
 * reloading the open file when the server rewrote it. The file named in the address
 * (?file=pages/pricing.yaml or ?route=/pricing) opens on load.
 */
import { readAddress, updateAddress } from './studio-address.ts';
import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import {
  listFiles,
  MEDIA_CHANGED,
  openFile,
  projectMeta,
  type FileEntry,
  type MediaUse,
} from './api.ts';
import { recalledCursor } from './cursor-memory.ts';
import { clearDraft, readDraft } from './drafts.ts';
import type { SourceEditorHandle } from './editor/SourceEditor.tsx';
import { forgetValid } from './last-valid.ts';
import {
  describePath,
  type OpenedFile,
  type StudioAction,
  type TeamEditing,
} from './studio-state.ts';
import { offsetOf } from './text-position.ts';
import type { useLivePreview } from './use-live-preview.ts';

interface Files {
  opened: OpenedFile | null;
  editor: RefObject<SourceEditorHandle | null>;
  openedRef: RefObject<OpenedFile | null>;
  filesRef: RefObject<FileEntry[] | null>;
  typedTextRef: RefObject<string>;
  seqRef: RefObject<number>;
  live: ReturnType<typeof useLivePreview>;
  team: TeamEditing | undefined;
  dispatch: Dispatch<StudioAction>;
}

export function useStudioFiles(files: Files) {
  const { opened, editor, openedRef, filesRef, typedTextRef, seqRef, live, team, dispatch } = files;
  const { preview, validate, previewSite, previewStoreContent } = live;
  const say = useCallback(
    (message: string) => dispatch({ type: 'message-said', message }),
    [dispatch],
  );

  // The project's names change with its files: a new page's route, a new picture in media/.
  const refreshMeta = useCallback(
    () =>
      projectMeta().then(
        (meta) => dispatch({ type: 'meta-read', meta }),
        () => undefined,
      ),
    [dispatch],
  );
  const refreshFiles = useCallback(() => {
    void refreshMeta();
    return listFiles().then(
      (listed) => dispatch({ type: 'files-listed', files: listed }),
      () => undefined,
    );
  }, [refreshMeta, dispatch]);
  useEffect(() => {
    const refresh = () => void refreshMeta();
    window.addEventListener(MEDIA_CHANGED, refresh);
    return () => window.removeEventListener(MEDIA_CHANGED, refresh);
  }, [refreshMeta]);

  const show = useCallback(
    (file: OpenedFile, text: string) => {
      dispatch({ type: 'file-shown', file, text });
      typedTextRef.current = text;
      seqRef.current += 1;
      validate(file.path, text, seqRef.current);
      updateAddress({ file: file.path });
    },
    [validate, dispatch, typedTextRef, seqRef],
  );

  /** Where the cursor goes in the file being opened (cursor-memory.ts), until it is put there. */
  const pendingCursor = useRef<{ path: string; at: number | null } | null>(null);
  const open = useCallback(
    async (path: string, known?: { text: string; version: string }) => {
      const file = known ? { path, ...known } : await openFile(path);
      const opening: OpenedFile = {
        path,
        ...describePath(path),
        version: file.version,
        savedText: file.text,
        initialText: file.text,
      };
      // Read before the editor is made: its first cursor (the file's start) is not a place left.
      pendingCursor.current = { path, at: recalledCursor(path, file.text) };
      show(opening, file.text);
      team?.onOpened(path, filesRef.current?.find((entry) => entry.path === path)?.title);
      const draft = readDraft(path);
      if (draft && draft.text !== file.text)
        dispatch({ type: 'dialog-opened', dialog: { kind: 'draft', draft } });
      else if (draft) clearDraft(path);
    },
    [show, team, filesRef, dispatch],
  );

  /** The open file is gone (deleted): the studio shows no file, as on a first visit. */
  const closeFile = useCallback(() => {
    dispatch({ type: 'file-closed' });
    openedRef.current = null;
    typedTextRef.current = '';
    preview.clear();
    updateAddress({ file: null });
    team?.onOpened(null);
  }, [preview, team, dispatch, openedRef, typedTextRef]);

  /**
   * A page deleted or moved away from `path`, its menu links with it: out of the list at once
   * (the server's list follows, from a draft's new snapshot), the preview's menus from the site
   * file as it is now, the team bar told of the draft's new commits.
   */
  const pageLeft = useCallback(
    async (path: string) => {
      clearDraft(path);
      forgetValid(path);
      dispatch({ type: 'dialog-closed' });
      dispatch({ type: 'file-unlisted', path });
      await refreshFiles();
      const siteFile = filesRef.current?.find((file) => file.kind === 'site');
      if (siteFile) void previewSite(siteFile.path);
      team?.onSaved();
    },
    [refreshFiles, previewSite, team, dispatch, filesRef],
  );

  // A use picked in the media library: selected once its file is open in the editor (this
  // effect runs after the editor's own, which makes the editor of a newly opened file). Else
  // the cursor goes back where it was in this file (cursor-memory.ts).
  const pendingUse = useRef<MediaUse | null>(null);
  useEffect(() => {
    const use = pendingUse.current;
    if (!opened || !editor.current) return;
    if (use?.file === opened.path) {
      pendingUse.current = null;
      const at = offsetOf(editor.current.text(), use.line, use.column);
      editor.current.select(at, at);
      editor.current.focus();
      return;
    }
    // Once per file opened: a later change of `opened` (saved, its version) leaves the cursor be.
    const recalled = pendingCursor.current;
    if (recalled?.path !== opened.path) return;
    pendingCursor.current = null;
    if (recalled.at !== null && recalled.at <= editor.current.text().length)
      editor.current.select(recalled.at, recalled.at);
  }, [opened, editor]);

  const openUse = useCallback(
    (use: MediaUse) => {
      dispatch({ type: 'dialog-closed' });
      pendingUse.current = use;
      if (openedRef.current?.path === use.file) dispatch({ type: 'file-reopened' });
      else
        open(use.file).catch((error: Error) => say(`Could not open ${use.file}: ${error.message}`));
    },
    [open, dispatch, openedRef, say],
  );

  // A replaced picture rewrote these pages on the server: the open one follows, unless the
  // author has changes of their own (then saving shows both versions, as any change would).
  const reloadChanged = useCallback(
    async (pages: string[]) => {
      void refreshFiles();
      // The draft moved on (a commit per change): its status and head are the team bar's.
      team?.onSaved();
      const file = openedRef.current;
      if (!file || !pages.includes(file.path)) return;
      if ((editor.current?.text() ?? file.savedText) !== file.savedText) {
        say(`${file.path} changed on the server (a picture was replaced); save to compare.`);
        return;
      }
      const fresh = await openFile(file.path);
      openedRef.current = { ...file, version: fresh.version, savedText: fresh.text };
      dispatch({ type: 'file-versioned', version: fresh.version, savedText: fresh.text });
      editor.current?.replace(fresh.text);
    },
    [refreshFiles, team, openedRef, editor, dispatch, say],
  );

  // On load: the files, the project's names, the site settings as this store has them (a
  // draft's own in the team studio) for the preview, and the file named in the address.
  // The address as the page was opened: the studio rewrites it (the view) before the file
  // list comes, and the file it named is opened from this.
  const [arrival] = useState(() => ({
    pathname: window.location.pathname,
    search: window.location.search,
  }));
  useEffect(() => {
    void refreshMeta();
    listFiles().then(
      (listed) => {
        dispatch({ type: 'files-listed', files: listed });
        const siteFile = listed.find((file) => file.kind === 'site');
        if (siteFile) void previewSite(siteFile.path);
        void previewStoreContent();
        const route = new URLSearchParams(arrival.search).get('route');
        const address = readAddress(arrival.pathname, arrival.search);
        if (address.unknown) say(address.unknown);
        const path = address.file ?? listed.find((file) => route && file.route === route)?.path;
        if (path && !listed.some((file) => file.path === path)) {
          say(
            `There is no ${path} here: it may have been deleted or moved. Choose a file from the list.`,
          );
        } else if (path) {
          open(path).catch((error: Error) => say(`Could not open ${path}: ${error.message}`));
        }
      },
      (error: Error) => {
        dispatch({ type: 'files-listed', files: [] });
        say(`Could not list the files: ${error.message}. Reload the page to try again.`);
      },
    );
    // Once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { refreshFiles, open, closeFile, pageLeft, openUse, reloadChanged, pendingCursor };
}
