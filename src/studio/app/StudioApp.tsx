/**
 * The studio: the project's pages and forms, the YAML source (or the form view of the block
 * under the cursor), and the live preview rendered by the site itself, side by side in
 * resizable panes. The text in the editor is the document; everything else is derived from it.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { parseDocument } from 'yaml';
import type { PageData } from '../../project/page-schema.ts';
import { pathInWords } from '../../content/path-in-words.ts';
import { formatPath } from '../../content/positions.ts';
import type { Site } from '../../content/site-schema.ts';
import {
  createPage,
  MEDIA_CHANGED,
  listFiles,
  type MediaUse,
  openFile,
  previewContent,
  projectMeta,
  saveFile,
  validateText,
  type FileEntry,
  type ProjectMeta,
  type StudioProblem,
} from './api.ts';
import { BlockPalette } from './BlockPalette.tsx';
import {
  blockCatalogue,
  blockSchema,
  closingBlockTypes,
  pageJsonSchema,
} from './block-catalogue.ts';
import { ChangeAddressDialog } from './ChangeAddressDialog.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { DeletePageDialog } from './DeletePageDialog.tsx';
import { clearDraft, readDraft, writeDraft, type Draft } from './drafts.ts';
import { forgetValid, lastValidText, rememberValid } from './last-valid.ts';
import { SourceEditor, type SourceEditorHandle } from './editor/SourceEditor.tsx';
import { namesFor } from './editor/project-completion.ts';
import { FileList } from './FileList.tsx';
import { FormView } from './form-view/FormView.tsx';
import { PageHeadForm } from './form-view/PageHeadForm.tsx';
import { SiteForm } from './form-view/SiteForm.tsx';
import { recalledCursor, rememberCursor } from './cursor-memory.ts';
import { MediaLibraryDialog } from './media/MediaLibraryDialog.tsx';
import { NewPageDialog } from './NewPageDialog.tsx';
import { PreviewPane, type PreviewWidth } from './PreviewPane.tsx';
import { buttonClass, quietButtonClass, StudioDialog } from './StudioDialog.tsx';
import { useFormEdits, useTopFieldEdits } from './use-form-edits.ts';
import { pageFromText } from './page-from-text.ts';
import { usePreviewFrame } from './use-preview-frame.ts';
import { isNarrow, useNarrow } from './use-narrow.ts';
import { useValidation } from './use-validation.ts';
import { blockAt, blockRanges } from './yaml-edit/block-ranges.ts';
import {
  deleteBlock,
  duplicateBlock,
  insertBlock,
  moveBlock,
  type TextEdit,
} from './yaml-edit/block-edits.ts';
import formSchema from '../../../schemas/form.schema.json';
import siteSchema from '../../../schemas/site.schema.json';
import type { JSONSchema7 } from 'json-schema';

interface OpenedFile {
  path: string;
  kind: FileEntry['kind'];
  route: string | undefined;
  version: string;
  savedText: string;
  initialText: string;
}

/** A parsed text's data, or nothing when yaml cannot make it (its fields then go by path). */
function dataOf(document: { toJS(): unknown }): unknown {
  try {
    return document.toJS();
  } catch {
    return undefined;
  }
}

type DialogState =
  | { kind: 'conflict'; mine: string; diskText: string; diskVersion: string }
  | {
      kind: 'save-anyway';
      title: string;
      reason: string;
      problems: StudioProblem[];
      /** The text's data, for the problems' fields in words (path-in-words.ts). */
      data?: unknown;
    }
  | { kind: 'draft'; draft: Draft }
  | { kind: 'new-page' }
  | { kind: 'delete-page' }
  | { kind: 'change-address' }
  | { kind: 'media' }
  | null;

const schemas: Record<FileEntry['kind'], JSONSchema7> = {
  page: pageJsonSchema,
  form: formSchema as unknown as JSONSchema7,
  site: siteSchema as unknown as JSONSchema7,
};
/** The fields of a page's and of the site settings' map, in their schema's order. */
const PAGE_FIELDS = Object.keys(schemas.page.properties ?? {});
const SITE_FIELDS = Object.keys(schemas.site.properties ?? {});

/** A YAML map's data, or null for anything else (a list, a text, nothing). */
const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const kindOfPath = (path: string): FileEntry['kind'] =>
  path.startsWith('forms/') ? 'form' : path.endsWith('/_site.yaml') ? 'site' : 'page';

const routeOfPath = (path: string) =>
  '/' +
  path
    .replace(/^pages\//, '')
    .replace(/\.yaml$/, '')
    .replace(/(^|\/)index$/, '');

/** The offset of a 1-based line and column in `text` (the end when past it). */
function offsetOf(text: string, line: number, column: number) {
  let offset = 0;
  for (let at = 1; at < line; at++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(offset + column - 1, text.length);
}

function lineAndColumn(text: string, offset: number) {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

const separatorClass = (narrow: boolean) =>
  `bg-slate-300 hover:bg-brand-600 focus-visible:bg-brand-600 ${narrow ? 'h-2' : 'w-2'}`;

/** What the team studio (team/TeamStudio.tsx) asks of the editor: the same app, on a draft. */
export interface TeamEditing {
  /** Why nothing can be saved here (no draft open, or the person's role), else null. */
  readOnly: string | null;
  /** A file opened, or none (the open page was deleted). */
  onOpened: (path: string | null, title?: string) => void;
  onSaved: () => void;
}

/** What the header says once a file is saved. */
const savedMessage = (path: string) => `Saved ${path}`;

export function StudioApp({ team }: { team?: TeamEditing } = {}) {
  // null until the server's list comes (after a restart that can take seconds): the list says
  // it is loading rather than that the project has no files.
  const [files, setFiles] = useState<FileEntry[] | null>(null);
  const [meta, setMeta] = useState<ProjectMeta | null>(null);
  const [opened, setOpened] = useState<OpenedFile | null>(null);
  const [text, setText] = useState('');
  const [selection, setSelection] = useState({ from: 0, to: 0 });
  const [problems, setProblems] = useState<StudioProblem[]>([]);
  const [previewProblem, setPreviewProblem] = useState<string | null>(null);
  // On a phone the preview starts at a phone's width (the author's own screen), else desktop.
  const [width, setWidth] = useState<PreviewWidth>(() => (isNarrow() ? 375 : 1280));
  // The view is in the address, as the file is: a reload keeps the form view open.
  const [formMode, setFormMode] = useState(
    () => new URLSearchParams(window.location.search).get('view') === 'form',
  );
  useEffect(() => {
    const url = new URL(window.location.href);
    if (formMode) url.searchParams.set('view', 'form');
    else url.searchParams.delete('view');
    window.history.replaceState(null, '', url);
  }, [formMode]);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [message, setMessage] = useState('');
  const editor = useRef<SourceEditorHandle>(null);
  const narrow = useNarrow();
  const seq = useRef(0);
  const openedRef = useRef(opened);
  const filesRef = useRef(files);
  // The editor's text as typed: `text` follows it in a transition, which a tab closed right
  // after a keystroke can beat, so leaving warns from this.
  const typedText = useRef(text);
  useEffect(() => {
    openedRef.current = opened;
    filesRef.current = files;
  });

  const ranges = useMemo(
    () => (opened?.kind === 'page' ? blockRanges(text) : []),
    [text, opened?.kind],
  );
  const current = blockAt(ranges, selection.to > selection.from ? selection.from : selection.to);
  const dirty = opened !== null && text !== opened.savedText;
  // A save's confirmation is said while the file is as saved: once edited again, "Saved x"
  // beside "(unsaved)" contradicted it.
  const shownMessage = dirty && message === savedMessage(opened.path) ? '' : message;

  const preview = usePreviewFrame((index) => {
    const range = ranges[index];
    if (!range) return;
    // The block's lines, without the newline that would put the end on the next line.
    const text = editor.current?.text() ?? '';
    editor.current?.select(range.from, text[range.to - 1] === '\n' ? range.to - 1 : range.to);
    editor.current?.focus();
  });

  const validate = useValidation(
    ({ path, text: checked, seq: checkedSeq, problems: found, data }) => {
      const file = openedRef.current;
      if (!file || file.path !== path) return;
      startTransition(() => setProblems(found));
      editor.current?.showProblems(found);
      const errors = found.filter((problem) => problem.severity !== 'warning');
      const shownAlready = preview.renderedSeq() >= checkedSeq;
      if (data && file.kind === 'site') preview.site(data as Site);
      if (data && file.kind === 'page') {
        rememberValid(path, checked);
        setPreviewProblem(null);
        if (shownAlready) return;
        preview.render({
          type: 'render',
          file: path,
          route: file.route ?? routeOfPath(path),
          page: data as PageData,
          seq: checkedSeq,
        });
      } else {
        preview.forget(checkedSeq);
        const first = errors[0] ?? found[0];
        const say = (lead: string) =>
          setPreviewProblem(first ? `${lead} ${first.line}, ${first.message}` : null);
        // Shown already: the browser's check (this file alone) took the edit, the server's
        // (across files: links, forms, downloads) refuses it.
        if (shownAlready)
          return say('The preview shows your edit, but the site cannot build it: line');
        if (preview.renderedFile() === path) return say('Showing the last valid version: line');
        // A page opened invalid (saved so, then reloaded) has nothing in the frame: its last
        // valid text of this tab, checked again, if it still passes.
        const fallback = file.kind === 'page' ? lastValidText(path) : null;
        if (fallback === null || fallback === checked)
          return say('Nothing to preview until the page is valid: line');
        say('Showing the last valid version: line');
        void validateText(path, fallback).then(
          ({ data: lastData }) => {
            // Another file opened meanwhile, or an edit rendered: that stands.
            if (openedRef.current?.path !== path || preview.renderedFile() === path) return;
            if (!lastData) return say('Nothing to preview until the page is valid: line');
            preview.render({
              type: 'render',
              file: path,
              route: file.route ?? routeOfPath(path),
              page: lastData as PageData,
              // No edit of this visit: any edit's own render is newer.
              seq: -1,
            });
          },
          () => say('Nothing to preview until the page is valid: line'),
        );
      }
    },
  );

  // The project's names change with its files: a new page's route, a new picture in media/.
  const refreshMeta = useCallback(() => projectMeta().then(setMeta, () => undefined), []);
  /** The site settings as this store has them now (a draft's own in the team studio), for the preview. */
  const previewSite = useCallback(
    (path: string) =>
      openFile(path)
        .then(({ text }) => validateText(path, text))
        .then(({ data }) => data && preview.site(data as Site))
        .catch(() => undefined), // the preview keeps the settings it has
    [preview],
  );

  /**
   * The forms and downloads as this store has them now (a draft's own in the team studio), for
   * the preview.
   */
  const previewStoreContent = useCallback(
    () => previewContent().then(preview.content, () => undefined), // it keeps what it has
    [preview],
  );

  const refreshFiles = useCallback(() => {
    void refreshMeta();
    return listFiles().then(setFiles, () => undefined);
  }, [refreshMeta]);
  useEffect(() => {
    const refresh = () => void refreshMeta();
    window.addEventListener(MEDIA_CHANGED, refresh);
    return () => window.removeEventListener(MEDIA_CHANGED, refresh);
  }, [refreshMeta]);

  const show = useCallback(
    (file: OpenedFile, text: string) => {
      setOpened({ ...file, initialText: text });
      setText(text);
      typedText.current = text;
      setSelection({ from: 0, to: 0 });
      setProblems([]);
      setPreviewProblem(null);
      seq.current += 1;
      validate(file.path, text, seq.current);
      const url = new URL(window.location.href);
      url.searchParams.set('file', file.path);
      url.searchParams.delete('route');
      window.history.replaceState(null, '', url);
    },
    [validate],
  );

  /** Where the cursor goes in the file being opened (cursor-memory.ts), until it is put there. */
  const pendingCursor = useRef<{ path: string; at: number | null } | null>(null);
  const open = useCallback(
    async (path: string, known?: { text: string; version: string }) => {
      const file = known ? { path, ...known } : await openFile(path);
      const kind = kindOfPath(path);
      const opening: OpenedFile = {
        path,
        kind,
        route: kind === 'page' ? routeOfPath(path) : undefined,
        version: file.version,
        savedText: file.text,
        initialText: file.text,
      };
      // Read before the editor is made: its first cursor (the file's start) is not a place left.
      pendingCursor.current = { path, at: recalledCursor(path, file.text) };
      show(opening, file.text);
      team?.onOpened(path, filesRef.current?.find((entry) => entry.path === path)?.title);
      const draft = readDraft(path);
      if (draft && draft.text !== file.text) setDialog({ kind: 'draft', draft });
      else if (draft) clearDraft(path);
    },
    [show, team],
  );

  /** The open file is gone (deleted): the studio shows no file, as on a first visit. */
  const closeFile = useCallback(() => {
    setOpened(null);
    openedRef.current = null;
    setText('');
    typedText.current = '';
    setProblems([]);
    setPreviewProblem(null);
    preview.clear();
    const url = new URL(window.location.href);
    url.searchParams.delete('file');
    window.history.replaceState(null, '', url);
    team?.onOpened(null);
  }, [preview, team]);

  /**
   * A page deleted or moved away from `path`, its menu links with it: out of the list at once
   * (the server's list follows, from a draft's new snapshot), the preview's menus from the site
   * file as it is now, the team bar told of the draft's new commits.
   */
  const pageLeft = useCallback(
    async (path: string) => {
      clearDraft(path);
      forgetValid(path);
      setDialog(null);
      setFiles((listed) => listed?.filter((file) => file.path !== path) ?? null);
      await refreshFiles();
      const siteFile = filesRef.current?.find((file) => file.kind === 'site');
      if (siteFile) void previewSite(siteFile.path);
      team?.onSaved();
    },
    [refreshFiles, previewSite, team],
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
  }, [opened]);

  const openUse = useCallback(
    (use: MediaUse) => {
      setDialog(null);
      pendingUse.current = use;
      if (openedRef.current?.path === use.file) setOpened((before) => before && { ...before });
      else
        open(use.file).catch((error: Error) =>
          setMessage(`Could not open ${use.file}: ${error.message}`),
        );
    },
    [open],
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
        setMessage(`${file.path} changed on the server (a picture was replaced); save to compare.`);
        return;
      }
      const fresh = await openFile(file.path);
      const next = { ...file, version: fresh.version, savedText: fresh.text };
      openedRef.current = next;
      setOpened(next);
      editor.current?.replace(fresh.text);
    },
    [refreshFiles, team],
  );

  // On load: the files, the project's names, the site settings as this store has them (a
  // draft's own in the team studio) for the preview, and the file named in the address
  // (?file=pages/pricing.yaml or ?route=/pricing).
  useEffect(() => {
    projectMeta().then(setMeta, () => undefined);
    listFiles().then(
      (listed) => {
        setFiles(listed);
        const siteFile = listed.find((file) => file.kind === 'site');
        if (siteFile) void previewSite(siteFile.path);
        void previewStoreContent();
        const params = new URLSearchParams(window.location.search);
        const route = params.get('route');
        const path =
          params.get('file') ?? listed.find((file) => route && file.route === route)?.path;
        if (path) {
          open(path).catch((error: Error) =>
            setMessage(`Could not open ${path}: ${error.message}`),
          );
        }
      },
      (error: Error) => {
        setFiles([]);
        setMessage(`Could not list the files: ${error.message}. Reload the page to try again.`);
      },
    );
    // Once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onChange = useCallback(
    (next: string) => {
      const file = openedRef.current;
      if (!file) return;
      seq.current += 1;
      preview.edited(seq.current);
      // The preview first: it is what the author watches. The studio's own re-render (block
      // lines, the form view, the status line) follows as a transition that yields to it.
      const page = file.kind === 'page' ? pageFromText(file.path, next) : null;
      if (page) {
        preview.render({
          type: 'render',
          file: file.path,
          route: file.route ?? routeOfPath(file.path),
          page,
          seq: seq.current,
        });
      }
      typedText.current = next;
      startTransition(() => setText(next));
      validate(file.path, next, seq.current);
      if (next === file.savedText) clearDraft(file.path);
      else writeDraft(file.path, next, file.version);
    },
    [preview, validate],
  );

  const apply = useCallback((edit: TextEdit | null) => {
    if (!edit) return;
    editor.current?.replace(edit.text, edit.selection);
  }, []);

  // The cursor's block is outlined in the preview (and scrolled to when it changes).
  const currentIndex = current?.index ?? null;
  const { highlight } = preview;
  useEffect(() => {
    highlight(currentIndex, true);
  }, [currentIndex, highlight]);

  const save = useCallback(
    async (
      options: {
        force?: boolean;
        /** The author agreed to save text that does not parse or has errors. */
        confirmed?: boolean;
        text?: string;
        baseVersion?: string;
      } = {},
    ) => {
      const file = openedRef.current;
      if (!file) return;
      if (team?.readOnly) {
        setMessage(team.readOnly);
        return;
      }
      const mine = options.text ?? editor.current?.text() ?? '';
      const document = parseDocument(mine);
      if (!options.confirmed && document.errors.length > 0) {
        setDialog({
          kind: 'save-anyway',
          title: 'Save a file that does not parse?',
          reason:
            'The YAML has a syntax error, so the site cannot build this file until it is fixed.',
          problems: [],
        });
        return;
      }
      if (!options.confirmed) {
        // The validator's verdict on exactly this text (checked across files), not the last
        // answer, which may be for an older keystroke.
        setMessage('Checking…');
        const checked = await validateText(file.path, mine).catch(() => null);
        const errors = (checked?.problems ?? []).filter((p) => p.severity === 'error');
        if (errors.length > 0) {
          setMessage('');
          const count = `${errors.length} ${errors.length === 1 ? 'error' : 'errors'}`;
          setDialog({
            kind: 'save-anyway',
            title: `Save with ${count}?`,
            reason: `The site cannot build this file until ${errors.length === 1 ? 'it is' : 'they are'} fixed:`,
            problems: errors,
            data: dataOf(document),
          });
          return;
        }
      }
      setMessage('Saving…');
      const result = await saveFile(
        file.path,
        mine,
        options.baseVersion ?? file.version,
        options.force,
      );
      if (result.status === 'saved') {
        setOpened((before) => before && { ...before, version: result.version, savedText: mine });
        clearDraft(file.path);
        setDialog(null);
        setMessage(savedMessage(file.path));
        void refreshFiles();
        // A form, or a page's download, may have changed.
        if (file.kind !== 'site') void previewStoreContent();
        team?.onSaved();
      } else if (result.status === 'conflict') {
        setMessage('');
        setDialog({
          kind: 'conflict',
          mine,
          diskText: result.diskText,
          diskVersion: result.diskVersion,
        });
      } else {
        setMessage(`Not saved: ${result.error}`);
      }
    },
    [refreshFiles, previewStoreContent, team],
  );

  // Ctrl/Cmd+S saves wherever the focus is (the editor, the form view, the file list).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      const file = openedRef.current;
      const typedSinceSave = file !== null && typedText.current !== file.savedText;
      if (!dirty && !typedSinceSave) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // Stable props, so the memoised file list and palette skip the re-render of each keystroke.
  const openFromList = useCallback((path: string) => void open(path), [open]);
  const index = current?.index ?? null;
  const currentType = current?.type ?? null;
  const count = ranges.length;
  const currentBlock = useMemo(
    () => (index === null || currentType === null ? null : { index, type: currentType, count }),
    [index, currentType, count],
  );
  const paletteActions = useMemo(() => {
    const onBlock = (edit: (text: string, at: number) => TextEdit | null) => {
      if (index !== null && editor.current) apply(edit(editor.current.text(), index));
    };
    return {
      onInsert: (type: string) => {
        const block = blockCatalogue.find((info) => info.type === type)!;
        if (!editor.current) return;
        apply(
          insertBlock(
            editor.current.text(),
            editor.current.cursor(),
            type,
            block.example,
            closingBlockTypes,
          ),
        );
      },
      onMove: (direction: -1 | 1) => onBlock((text, at) => moveBlock(text, at, direction)),
      onDuplicate: () => onBlock(duplicateBlock),
      onDelete: () => onBlock(deleteBlock),
    };
  }, [apply, index]);

  const formEdits = useFormEdits(editor, current?.index ?? null, apply);
  const pageEdits = useTopFieldEdits(editor, apply, PAGE_FIELDS);
  const siteEdits = useTopFieldEdits(editor, apply, SITE_FIELDS);
  /** The form view has a form for the open file: a page's, or the site settings'. */
  const formable = opened?.kind === 'page' || opened?.kind === 'site';
  // The file's data for the form view, read once per text: a page's own fields and the block's,
  // or the site settings.
  const fileData = useMemo(
    () => (formMode && formable ? asRecord(parseDocument(text).toJS()) : null),
    [formMode, formable, text],
  );
  const pageData = opened?.kind === 'page' ? fileData : null;
  const currentData = useMemo(
    () => (current ? asRecord((pageData?.blocks as unknown[] | undefined)?.[current.index]) : null),
    [pageData, current],
  );
  const sectionIds = useMemo(
    () => namesFor('scrollTo', { meta, route: opened?.route }, text),
    [meta, opened?.route, text],
  );

  const position = (() => {
    const start = lineAndColumn(text, selection.from);
    if (selection.from === selection.to) return `Line ${start.line}, column ${start.column}`;
    const end = lineAndColumn(text, selection.to);
    return `Lines ${start.line}–${end.line} selected`;
  })();
  const errorCount = problems.filter((problem) => problem.severity !== 'warning').length;

  return (
    <div className={`flex ${team ? 'h-full' : 'h-dvh'} flex-col bg-slate-100 text-ink`}>
      <header
        aria-label="Studio"
        className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-3 py-2"
      >
        <h1 className="text-base font-bold">Studio</h1>
        <p className="min-w-0 truncate text-sm" aria-label="Open file">
          {opened ? opened.path : 'No file open'}
          {dirty && <span className="ml-1 text-accent-600"> (unsaved)</span>}
        </p>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <button
            type="button"
            className={quietButtonClass}
            onClick={() => setDialog({ kind: 'media' })}
          >
            Media library
          </button>
          <button
            type="button"
            className={quietButtonClass}
            disabled={Boolean(team?.readOnly)}
            onClick={() => setDialog({ kind: 'new-page' })}
          >
            New page
          </button>
          <button
            type="button"
            // On: filled, like a pressed key (aria-pressed says it to a screen reader).
            className={`${quietButtonClass} aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700 aria-pressed:hover:bg-brand-800`}
            // Not pressed while it cannot be (no page or site settings open), though the choice is kept for the next.
            aria-pressed={formMode && formable}
            disabled={!formable}
            onClick={() => setFormMode((on) => !on)}
          >
            Form view
          </button>
          {opened?.kind === 'page' &&
            opened.route !== '/' &&
            (['change-address', 'delete-page'] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                className={quietButtonClass}
                disabled={Boolean(team?.readOnly)}
                onClick={() => setDialog({ kind })}
              >
                {kind === 'delete-page' ? 'Delete page' : 'Change address'}
              </button>
            ))}
          <button
            type="button"
            className={buttonClass}
            disabled={!opened || Boolean(team?.readOnly)}
            onClick={() => void save()}
          >
            Save
          </button>
        </div>
        <p role="status" className="w-full text-sm text-muted">
          {shownMessage || team?.readOnly}
        </p>
      </header>
      <main aria-label="Studio workspace" className="flex min-h-0 flex-1 flex-col">
        {/* One group for both layouts, turned rather than remade: a new group would remake the
            editor from the file as opened and the preview's frame empty, losing what was typed. */}
        <Group orientation={narrow ? 'vertical' : 'horizontal'} className="min-h-0 flex-1">
          <Panel
            defaultSize={narrow ? '25' : '20'}
            minSize="10"
            className="relative h-full overflow-auto bg-white p-3"
          >
            <div className="grid gap-4">
              <FileList files={files} current={opened?.path} onOpen={openFromList} />
              {opened?.kind === 'page' && (
                <BlockPalette disabled={!opened} currentBlock={currentBlock} {...paletteActions} />
              )}
            </div>
          </Panel>
          <Separator aria-label="Resize the file list" className={separatorClass(narrow)} />
          <Panel
            defaultSize={narrow ? '40' : '38'}
            minSize="15"
            className="flex h-full min-h-0 flex-col bg-white"
          >
            <section aria-label="Source" className="flex min-h-0 flex-1 flex-col">
              <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-1 text-xs text-muted">
                <span>{position}</span>
                <span>
                  {problems.length === 0
                    ? 'No problems'
                    : `${errorCount} ${errorCount === 1 ? 'error' : 'errors'}, ${problems.length - errorCount} ${problems.length - errorCount === 1 ? 'warning' : 'warnings'}`}
                </span>
              </div>
              {formMode && opened?.kind === 'site' && fileData && (
                <div className="max-h-[60%] min-h-0 overflow-auto border-b border-slate-200">
                  <SiteForm
                    key={opened.path}
                    schema={schemas.site}
                    value={fileData}
                    meta={meta}
                    edits={siteEdits}
                    problemsAt={(fieldPath) =>
                      problems.filter((problem) => problem.path === formatPath(fieldPath))
                    }
                  />
                </div>
              )}
              {formMode && opened?.kind === 'page' && (
                <div className="max-h-[60%] min-h-0 overflow-auto border-b border-slate-200">
                  {pageData && (
                    <PageHeadForm
                      key={opened.path}
                      schema={schemas.page}
                      value={pageData}
                      edits={pageEdits}
                      open={!current}
                      problemsAt={(fieldPath) =>
                        problems.filter((problem) => problem.path === formatPath(fieldPath))
                      }
                    />
                  )}
                  {current && currentData ? (
                    <FormView
                      key={`${opened.path}-${current.index}`}
                      type={current.type}
                      schema={blockSchema(current.type) ?? {}}
                      value={currentData}
                      example={
                        blockCatalogue.find((info) => info.type === current.type)?.example ?? {}
                      }
                      meta={meta}
                      sectionIds={sectionIds}
                      edits={formEdits}
                      problemsAt={(fieldPath) => {
                        const at = `blocks[${current.index}].${formatPath(fieldPath)}`;
                        return problems.filter((problem) => problem.path === at);
                      }}
                    />
                  ) : (
                    <p className="p-3 text-sm text-muted">
                      Put the cursor in a block (or insert one) to edit it as a form.
                    </p>
                  )}
                </div>
              )}
              <div className="min-h-0 flex-1">
                {opened ? (
                  <SourceEditor
                    ref={editor}
                    path={opened.path}
                    initialText={opened.initialText}
                    schema={schemas[opened.kind]}
                    label={`YAML source of ${opened.path}`}
                    names={() => ({ meta, route: opened.route })}
                    onChange={onChange}
                    onCursor={(from, to) => {
                      if (pendingCursor.current?.path !== opened.path)
                        rememberCursor(opened.path, from);
                      // With the text (also a transition), so the block lines and the cursor agree.
                      startTransition(() => setSelection({ from, to }));
                    }}
                  />
                ) : (
                  <p className="p-4 text-sm text-muted">
                    Open a page or a form, or create a new page.
                  </p>
                )}
              </div>
            </section>
          </Panel>
          <Separator aria-label="Resize the preview" className={separatorClass(narrow)} />
          <Panel defaultSize={narrow ? '35' : '42'} minSize="15" className="h-full bg-white">
            <PreviewPane
              frameRef={preview.frame}
              width={width}
              onWidth={setWidth}
              stale={previewProblem}
              nothing={
                opened === null
                  ? `Open a page from the files${team?.readOnly ? '' : ', or create one'}: it shows here as visitors will see it.`
                  : opened.kind === 'form'
                    ? 'A form has no preview of its own: it shows on the pages that use it. Save, then open such a page.'
                    : // The site settings show on every page: the last page opened, with the edits.
                      opened.kind === 'site' && preview.renderedFile() === null
                      ? 'The site settings (header, footer, contact) show on every page: open a page, then come back here to see your edits on it.'
                      : null
              }
            />
          </Panel>
        </Group>
      </main>
      {dialog?.kind === 'conflict' && opened && (
        <ConflictDialog
          path={opened.path}
          mine={dialog.mine}
          theirs={dialog.diskText}
          base={opened.savedText}
          onSaveMerged={(merged) => {
            editor.current?.replace(merged);
            void save({
              force: true,
              baseVersion: dialog.diskVersion,
              confirmed: true,
              text: merged,
            });
          }}
          onCancel={() => setDialog(null)}
          onKeepMine={() =>
            void save({ force: true, baseVersion: dialog.diskVersion, confirmed: true })
          }
          onTakeTheirs={() => {
            setOpened(
              (before) =>
                before && { ...before, version: dialog.diskVersion, savedText: dialog.diskText },
            );
            openedRef.current = {
              ...opened,
              version: dialog.diskVersion,
              savedText: dialog.diskText,
            };
            editor.current?.replace(dialog.diskText);
            clearDraft(opened.path);
            setDialog(null);
            setMessage(`Took the version on disk of ${opened.path}`);
          }}
        />
      )}
      {dialog?.kind === 'save-anyway' && (
        <StudioDialog title={dialog.title} onClose={() => setDialog(null)}>
          <p className="mt-2 text-sm">{dialog.reason}</p>
          {dialog.problems.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {dialog.problems.slice(0, 5).map((problem) => (
                <li key={`${problem.line}:${problem.column}:${problem.code}`}>
                  Line {problem.line}:{' '}
                  {problem.path ? `${pathInWords(problem.path, dialog.data)}: ` : ''}
                  {problem.message}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-sm">Save it anyway? Your text stays in the editor either way.</p>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className={quietButtonClass} onClick={() => setDialog(null)}>
              Cancel
            </button>
            <button
              type="button"
              className={buttonClass}
              onClick={() => void save({ confirmed: true })}
            >
              Save anyway
            </button>
          </div>
        </StudioDialog>
      )}
      {dialog?.kind === 'draft' && opened && (
        <StudioDialog title="Unsaved changes found" onClose={() => setDialog(null)}>
          <p className="mt-2 text-sm">
            You have unsaved changes to {opened.path} from{' '}
            {new Date(dialog.draft.savedAt).toLocaleString()}.
          </p>
          <div className="mt-4 flex justify-end gap-2">
            <button
              type="button"
              className={quietButtonClass}
              onClick={() => {
                clearDraft(opened.path);
                setDialog(null);
              }}
            >
              Discard them
            </button>
            <button
              type="button"
              className={buttonClass}
              onClick={() => {
                // Saving later is checked against the version the draft was based on.
                const based = { ...opened, version: dialog.draft.baseVersion };
                setOpened(based);
                openedRef.current = based;
                editor.current?.replace(dialog.draft.text);
                setDialog(null);
              }}
            >
              Restore them
            </button>
          </div>
        </StudioDialog>
      )}
      {dialog?.kind === 'media' && (
        <MediaLibraryDialog
          onClose={() => setDialog(null)}
          readOnly={team?.readOnly ?? null}
          onOpenUse={openUse}
          onChanged={(pages) => void reloadChanged(pages)}
        />
      )}
      {dialog?.kind === 'change-address' && opened && (
        <ChangeAddressDialog
          path={opened.path}
          version={opened.version}
          route={opened.route ?? routeOfPath(opened.path)}
          unsaved={dirty}
          onCancel={() => setDialog(null)}
          onOpenPlace={openUse}
          onMoved={async (moved) => {
            // The same page at its new address: the cursor stays on the block being edited.
            rememberCursor(moved.path, selection.from);
            await pageLeft(opened.path);
            await open(moved.path, moved);
            setMessage(moved.message);
          }}
        />
      )}
      {dialog?.kind === 'delete-page' && opened && (
        <DeletePageDialog
          path={opened.path}
          route={opened.route ?? routeOfPath(opened.path)}
          title={files?.find((file) => file.path === opened.path)?.title}
          routes={meta?.routes ?? []}
          unsaved={dirty}
          onCancel={() => setDialog(null)}
          onOpenPlace={openUse}
          version={opened.version}
          onDeleted={async (message) => {
            closeFile();
            setMessage(message);
            await pageLeft(opened.path);
          }}
        />
      )}
      {dialog?.kind === 'new-page' && (
        <NewPageDialog
          onCancel={() => setDialog(null)}
          onCreate={async (route, title, menu) => {
            const created = await createPage(route, title, menu);
            setDialog(null);
            await refreshFiles();
            await open(created.path, created);
            setMessage(`Created ${created.path}${created.menu ? `. ${created.menu.message}` : ''}`);
            // Its link is in the site file now: the preview's menu shows it.
            const siteFile = files?.find((file) => file.kind === 'site');
            if (created.menu?.added && siteFile) void previewSite(siteFile.path);
            team?.onSaved();
          }}
        />
      )}
    </div>
  );
}
