/**
 * The studio's state in one place, changed only by the named actions below (a reducer), so
 * what can happen to it reads as a list. Refs the callbacks read synchronously (the open file
 * as of now, the text as typed) stay beside it in the hooks that need them.
 */
import { collectionOf } from '../../content/collections.ts';
import { routeFromPageFile } from '../../content/route-path.ts';
import type { FileEntry, ProjectMeta, StudioProblem } from './api.ts';
import type { Draft } from './drafts.ts';
import type { PreviewWidth } from './PreviewPane.tsx';
import { isNarrow } from './use-narrow.ts';
import { readAddress, type StudioView } from './studio-address.ts';
import { rememberedView } from './view-choice.ts';

export interface OpenedFile {
  path: string;
  kind: FileEntry['kind'];
  route: string | undefined;
  version: string;
  savedText: string;
  initialText: string;
}

/** What the collections table says a project path is, and a page's route. */
export function describePath(path: string): Pick<OpenedFile, 'kind' | 'route'> {
  const kind = collectionOf(path) ?? 'page';
  return { kind, route: kind === 'page' ? (routeFromPageFile(path) ?? undefined) : undefined };
}

/** The open file's route (a page's), as the collections table makes it from its path. */
export const routeOf = (file: Pick<OpenedFile, 'path' | 'route'>): string =>
  file.route ?? routeFromPageFile(file.path) ?? '/';

/** What the team studio (team/TeamStudio.tsx) asks of the editor: the same app, on a draft. */
export interface TeamEditing {
  /** Why nothing can be saved here (no draft open, or the person's role), else null. */
  readOnly: string | null;
  /** A file opened, or none (the open page was deleted). */
  onOpened: (path: string | null, title?: string) => void;
  onSaved: () => void;
  /** The signed-in person's id: their choice of view is kept under it (view-choice.ts). */
  person?: string;
  /**
   * On the live site (read only), for a role that may start drafts: a restore starts one
   * (`create` gives its id) and the studio moves to it (`opened`).
   */
  newDraft?: {
    create: (name: string) => Promise<string>;
    opened: (id: string, message: string) => void;
  };
}

/** What the header says once a file is saved. */
export const savedMessage = (path: string) => `Saved ${path}`;

export type DialogState =
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
  | { kind: 'history' }
  | null;

export interface StudioState {
  /**
   * null until the server's list comes (after a restart that can take seconds): the list says
   * it is loading rather than that the project has no files.
   */
  files: FileEntry[] | null;
  meta: ProjectMeta | null;
  opened: OpenedFile | null;
  /** The editor's text, as of the last transition (a keystroke's render yields to the preview). */
  text: string;
  selection: { from: number; to: number };
  problems: StudioProblem[];
  /** Why the preview shows an older version, or nothing. */
  previewProblem: string | null;
  width: PreviewWidth;
  formMode: boolean;
  dialog: DialogState;
  message: string;
}

export type StudioAction =
  | { type: 'files-listed'; files: FileEntry[] }
  /** A page deleted or moved away: out of the list at once, before the server's list. */
  | { type: 'file-unlisted'; path: string }
  | { type: 'meta-read'; meta: ProjectMeta }
  | { type: 'file-shown'; file: OpenedFile; text: string }
  | { type: 'file-closed' }
  /** The open file's version on the server (and its text there, when known) changed. */
  | { type: 'file-versioned'; version: string; savedText?: string }
  /** The same file again: the effects that run per opening (a place to select) run once more. */
  | { type: 'file-reopened' }
  | { type: 'text-typed'; text: string }
  | { type: 'selection-moved'; from: number; to: number }
  | { type: 'problems-found'; problems: StudioProblem[] }
  | { type: 'preview-problem'; problem: string | null }
  | { type: 'width-chosen'; width: PreviewWidth }
  | { type: 'form-mode-toggled' }
  | { type: 'view-chosen'; view: StudioView }
  | { type: 'dialog-opened'; dialog: NonNullable<DialogState> }
  | { type: 'dialog-closed' }
  | { type: 'message-said'; message: string };

export function initialStudioState(person?: string): StudioState {
  return {
    files: null,
    meta: null,
    opened: null,
    text: '',
    selection: { from: 0, to: 0 },
    problems: [],
    previewProblem: null,
    // On a phone the preview starts at a phone's width (the author's own screen), else desktop.
    width: isNarrow() ? 375 : 1280,
    // The view the address names (a reload, a shared link), else the person's last choice,
    // else the form: a person who never chose meets the form, not the YAML.
    formMode:
      (readAddress(window.location.pathname, window.location.search).view ??
        rememberedView(person)) === 'form',
    dialog: null,
    message: '',
  };
}

export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'files-listed':
      return { ...state, files: action.files };
    case 'file-unlisted':
      return { ...state, files: state.files?.filter((file) => file.path !== action.path) ?? null };
    case 'meta-read':
      return { ...state, meta: action.meta };
    case 'file-shown':
      return {
        ...state,
        opened: { ...action.file, initialText: action.text },
        text: action.text,
        selection: { from: 0, to: 0 },
        problems: [],
        previewProblem: null,
      };
    case 'file-closed':
      return { ...state, opened: null, text: '', problems: [], previewProblem: null };
    case 'file-versioned':
      return state.opened
        ? {
            ...state,
            opened: {
              ...state.opened,
              version: action.version,
              savedText: action.savedText ?? state.opened.savedText,
            },
          }
        : state;
    case 'file-reopened':
      return state.opened ? { ...state, opened: { ...state.opened } } : state;
    case 'text-typed':
      return { ...state, text: action.text };
    case 'selection-moved':
      return { ...state, selection: { from: action.from, to: action.to } };
    case 'problems-found':
      return { ...state, problems: action.problems };
    case 'preview-problem':
      return { ...state, previewProblem: action.problem };
    case 'width-chosen':
      return { ...state, width: action.width };
    case 'form-mode-toggled':
      return { ...state, formMode: !state.formMode };
    case 'view-chosen':
      return { ...state, formMode: action.view === 'form' };
    case 'dialog-opened':
      return { ...state, dialog: action.dialog };
    case 'dialog-closed':
      return { ...state, dialog: null };
    case 'message-said':
      return { ...state, message: action.message };
  }
}
