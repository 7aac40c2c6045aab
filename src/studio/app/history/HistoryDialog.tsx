/**
 * History (the toolbar's button): the open file's versions, and the pages removed, in one
 * dialog (the native modal: focus kept inside, Escape closes, focus back on the button). A
 * restore is a save: into the open draft in the team studio (a new draft when none is open),
 * of the working tree in the local studio (src/studio/server/history-api.ts).
 */
import { useState, type Dispatch, type RefObject } from 'react';
import type { FileEntry } from '../api.ts';
import type { SourceEditorHandle } from '../editor/SourceEditor.tsx';
import { StudioDialog } from '../StudioDialog.tsx';
import type { OpenedFile, StudioAction, TeamEditing } from '../studio-state.ts';
import { ToolbarButton } from '../ToolbarButton.tsx';
import { RemovedPanel } from './RemovedPanel.tsx';
import { restoreRefusal, useRestore } from './use-restore.ts';
import { VersionsPanel } from './VersionsPanel.tsx';

interface Props {
  opened: OpenedFile | null;
  files: FileEntry[] | null;
  dirty: boolean;
  editor: RefObject<SourceEditorHandle | null>;
  openedRef: RefObject<OpenedFile | null>;
  team: TeamEditing | undefined;
  dispatch: Dispatch<StudioAction>;
  open: (path: string, known?: { text: string; version: string }) => Promise<void>;
  refreshFiles: () => Promise<unknown>;
  previewSite: (path: string) => Promise<unknown>;
  onClose: () => void;
}

export function HistoryDialog(props: Props) {
  const { opened, files, dirty, team, onClose } = props;
  const [tab, setTab] = useState<'file' | 'removed'>(opened ? 'file' : 'removed');
  const restore = useRestore(props);
  const refusal = restoreRefusal(team);
  const title = files?.find((file) => file.path === opened?.path)?.title ?? opened?.path;
  const note =
    team?.readOnly && team.newDraft
      ? 'A restore starts a draft of its own: the live site changes when it is published.'
      : null;
  const fileDraft = `Restore ${title ?? 'a page'}`;
  return (
    <StudioDialog title="History" onClose={onClose} wide="page">
      <div role="group" aria-label="History of" className="mt-2 flex flex-wrap gap-1">
        {opened && (
          <ToolbarButton pressed={tab === 'file'} onClick={() => setTab('file')}>
            {`Versions of ${title}`}
          </ToolbarButton>
        )}
        <ToolbarButton pressed={tab === 'removed'} onClick={() => setTab('removed')}>
          Removed pages
        </ToolbarButton>
      </div>
      {tab === 'file' && opened ? (
        <VersionsPanel
          path={opened.path}
          route={opened.kind === 'page' ? (opened.route ?? '/') : undefined}
          nowText={props.editor.current?.text() ?? opened.savedText}
          refusal={
            refusal ??
            (dirty
              ? 'Save your changes first, or undo them: a restore replaces the whole file.'
              : null)
          }
          restoreNote={note}
          onRestore={(version) =>
            restore(
              {
                path: opened.path,
                version: version.commit,
                ...(version.path !== opened.path && { from: version.path }),
                ...(!team?.readOnly && { baseVersion: opened.version }),
              },
              fileDraft,
            )
          }
        />
      ) : (
        <RemovedPanel
          refusal={refusal}
          restoreNote={note}
          onRestore={(page, menu) =>
            restore(
              {
                path: page.path,
                version: page.lastVersion,
                menu,
                ...(page.menuLabel && { menuLabel: page.menuLabel }),
              },
              `Restore ${page.title ?? page.route}`,
            )
          }
        />
      )}
    </StudioDialog>
  );
}
