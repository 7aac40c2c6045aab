/**
 * What a restore does in the app once the server has saved it (history-api.ts): the open file
 * takes the restored text as an edit the author can undo (its version the new one), a removed
 * page opens, the list and the preview's menus follow. In the team studio with no draft open,
 * a draft is started for it first and the studio moves to it, the restored file open there.
 */
import { useCallback, type Dispatch, type RefObject } from 'react';
import { clearDraft } from '../drafts.ts';
import type { SourceEditorHandle } from '../editor/SourceEditor.tsx';
import type { FileEntry } from '../api.ts';
import type { OpenedFile, StudioAction, TeamEditing } from '../studio-state.ts';
import { updateAddress } from '../studio-address.ts';
import { restoreVersion, type RestoreRequest } from './history-api.ts';

interface Restoring {
  editor: RefObject<SourceEditorHandle | null>;
  openedRef: RefObject<OpenedFile | null>;
  files: FileEntry[] | null;
  team: TeamEditing | undefined;
  dispatch: Dispatch<StudioAction>;
  open: (path: string, known?: { text: string; version: string }) => Promise<void>;
  refreshFiles: () => Promise<unknown>;
  previewSite: (path: string) => Promise<unknown>;
}

/** Whether a restore can be made here, or why not (a role that reads only). */
export function restoreRefusal(team: TeamEditing | undefined): string | null {
  if (!team?.readOnly || team.newDraft) return null;
  return team.readOnly;
}

export function useRestore(restoring: Restoring) {
  const { editor, openedRef, files, team, dispatch, open, refreshFiles, previewSite } = restoring;
  return useCallback(
    async (request: RestoreRequest, draftName: string) => {
      // The live site is read only: the restore goes into a draft of its own.
      const draft =
        team?.readOnly && team.newDraft ? await team.newDraft.create(draftName) : undefined;
      const restored = await restoreVersion(request, draft);
      clearDraft(restored.path);
      if (draft !== undefined) {
        updateAddress({ draft, file: restored.path });
        team!.newDraft!.opened(draft, `Started the draft “${draftName}”. ${restored.message}`);
        return;
      }
      dispatch({ type: 'dialog-closed' });
      dispatch({ type: 'message-said', message: restored.message });
      const file = openedRef.current;
      if (file?.path === restored.path) {
        openedRef.current = { ...file, version: restored.version, savedText: restored.text };
        dispatch({ type: 'file-versioned', version: restored.version, savedText: restored.text });
        editor.current?.replace(restored.text);
      } else {
        await refreshFiles();
        await open(restored.path, restored);
        // Its address may be free again and its link back in the menu: the preview shows it.
        const siteFile = files?.find((entry) => entry.kind === 'site');
        if (siteFile) void previewSite(siteFile.path);
      }
      team?.onSaved();
    },
    [editor, openedRef, files, team, dispatch, open, refreshFiles, previewSite],
  );
}
