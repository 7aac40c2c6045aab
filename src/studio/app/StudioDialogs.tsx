/**
 * The one place the studio's dialogs are mounted: whichever the state names (studio-state.ts),
 * each in its own file, given what it needs and told what to do when it closes.
 */
import { lazy, type Dispatch, type RefObject } from 'react';
import { createPage, type FileEntry, type MediaUse, type ProjectMeta } from './api.ts';
import { ChangeAddressDialog } from './ChangeAddressDialog.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { rememberCursor } from './cursor-memory.ts';
import { DeletePageDialog } from './DeletePageDialog.tsx';
import { clearDraft } from './drafts.ts';
import type { SourceEditorHandle } from './editor/SourceEditor.tsx';
import { LoadPart } from './LoadPart.tsx';
import { MediaLibraryDialog } from './media/lazy-media-library.ts';
import { NewPageDialog } from './NewPageDialog.tsx';
import { RestoreDraftDialog } from './RestoreDraftDialog.tsx';
import { SaveAnywayDialog } from './SaveAnywayDialog.tsx';
import {
  routeOf,
  type DialogState,
  type OpenedFile,
  type StudioAction,
  type TeamEditing,
} from './studio-state.ts';
import type { SaveOptions } from './use-save.ts';

// Opened now and then: each loads when first opened, not with the editor.
const HistoryDialog = lazy(() =>
  import('./history/HistoryDialog.tsx').then((module) => ({ default: module.HistoryDialog })),
);

interface Props {
  dialog: DialogState;
  opened: OpenedFile | null;
  files: FileEntry[] | null;
  meta: ProjectMeta | null;
  /** The open file has changes not saved. */
  dirty: boolean;
  /** Where the cursor is, kept for a page given a new address. */
  cursor: number;
  editor: RefObject<SourceEditorHandle | null>;
  openedRef: RefObject<OpenedFile | null>;
  team: TeamEditing | undefined;
  dispatch: Dispatch<StudioAction>;
  save: (options?: SaveOptions) => Promise<void>;
  open: (path: string, known?: { text: string; version: string }) => Promise<void>;
  openUse: (use: MediaUse) => void;
  closeFile: () => void;
  pageLeft: (path: string) => Promise<void>;
  refreshFiles: () => Promise<unknown>;
  reloadChanged: (pages: string[]) => Promise<void>;
  previewSite: (path: string) => Promise<unknown>;
}

export function StudioDialogs(props: Props) {
  const { dialog, opened, files, meta, dirty, editor, openedRef, team, dispatch, save } = props;
  const close = () => dispatch({ type: 'dialog-closed' });
  const say = (message: string) => dispatch({ type: 'message-said', message });
  switch (dialog?.kind) {
    case 'conflict':
      return (
        opened && (
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
            onCancel={close}
            onKeepMine={() =>
              void save({ force: true, baseVersion: dialog.diskVersion, confirmed: true })
            }
            onTakeTheirs={() => {
              dispatch({
                type: 'file-versioned',
                version: dialog.diskVersion,
                savedText: dialog.diskText,
              });
              openedRef.current = {
                ...opened,
                version: dialog.diskVersion,
                savedText: dialog.diskText,
              };
              editor.current?.replace(dialog.diskText);
              clearDraft(opened.path);
              close();
              say(`Took the version on disk of ${opened.path}`);
            }}
          />
        )
      );
    case 'save-anyway':
      return (
        <SaveAnywayDialog
          title={dialog.title}
          reason={dialog.reason}
          problems={dialog.problems}
          data={dialog.data}
          onCancel={close}
          onSave={() => void save({ confirmed: true })}
        />
      );
    case 'draft':
      return (
        opened && (
          <RestoreDraftDialog
            path={opened.path}
            draft={dialog.draft}
            onClose={close}
            onDiscard={() => {
              clearDraft(opened.path);
              close();
            }}
            onRestore={() => {
              // Saving later is checked against the version the draft was based on.
              dispatch({ type: 'file-versioned', version: dialog.draft.baseVersion });
              openedRef.current = { ...opened, version: dialog.draft.baseVersion };
              editor.current?.replace(dialog.draft.text);
              close();
            }}
          />
        )
      );
    case 'media':
      return (
        <LoadPart what="the media library" over>
          <MediaLibraryDialog
            onClose={close}
            readOnly={team?.readOnly ?? null}
            onOpenUse={props.openUse}
            onChanged={(pages) => void props.reloadChanged(pages)}
          />
        </LoadPart>
      );
    case 'change-address':
      return (
        opened && (
          <ChangeAddressDialog
            path={opened.path}
            version={opened.version}
            route={routeOf(opened)}
            unsaved={dirty}
            onCancel={close}
            onOpenPlace={props.openUse}
            onMoved={async (moved) => {
              // The same page at its new address: the cursor stays on the block being edited.
              rememberCursor(moved.path, props.cursor);
              await props.pageLeft(opened.path);
              await props.open(moved.path, moved);
              say(moved.message);
            }}
          />
        )
      );
    case 'delete-page':
      return (
        opened && (
          <DeletePageDialog
            path={opened.path}
            route={routeOf(opened)}
            title={files?.find((file) => file.path === opened.path)?.title}
            routes={meta?.routes ?? []}
            unsaved={dirty}
            onCancel={close}
            onOpenPlace={props.openUse}
            version={opened.version}
            onDeleted={async (message) => {
              props.closeFile();
              say(message);
              await props.pageLeft(opened.path);
            }}
          />
        )
      );
    case 'history':
      return (
        <LoadPart what="the history" over>
          <HistoryDialog {...props} onClose={close} />
        </LoadPart>
      );
    case 'new-page':
      return (
        <NewPageDialog
          onCancel={close}
          onCreate={async (route, title, menu) => {
            const created = await createPage(route, title, menu);
            close();
            await props.refreshFiles();
            await props.open(created.path, created);
            say(`Created ${created.path}${created.menu ? `. ${created.menu.message}` : ''}`);
            // Its link is in the site file now: the preview's menu shows it.
            const siteFile = files?.find((file) => file.kind === 'site');
            if (created.menu?.added && siteFile) void props.previewSite(siteFile.path);
            team?.onSaved();
          }}
        />
      );
    default:
      return null;
  }
}
