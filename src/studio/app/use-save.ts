/**
 * Saving the open file: refused while read-only, asked first when the text does not parse or
 * the validator finds errors in exactly this text, then sent with the version it was based on;
 * the server's newer version comes back as a conflict to settle. Ctrl/Cmd+S saves wherever the
 * focus is.
 */
import { useCallback, useEffect, type Dispatch, type RefObject } from 'react';
import { parseDocument } from 'yaml';
import { saveFile, validateText } from './api.ts';
import { clearDraft } from './drafts.ts';
import type { SourceEditorHandle } from './editor/SourceEditor.tsx';
import {
  savedMessage,
  type OpenedFile,
  type StudioAction,
  type TeamEditing,
} from './studio-state.ts';

/** A parsed text's data, or nothing when yaml cannot make it (its fields then go by path). */
function dataOf(document: { toJS(): unknown }): unknown {
  try {
    return document.toJS();
  } catch {
    return undefined;
  }
}

export interface SaveOptions {
  force?: boolean;
  /** The author agreed to save text that does not parse or has errors. */
  confirmed?: boolean;
  text?: string;
  baseVersion?: string;
}

interface Saving {
  editor: RefObject<SourceEditorHandle | null>;
  openedRef: RefObject<OpenedFile | null>;
  team: TeamEditing | undefined;
  dispatch: Dispatch<StudioAction>;
  refreshFiles: () => Promise<unknown>;
  previewStoreContent: () => Promise<unknown>;
  /** Saves the site settings typed on the page, after the file (use-site-text.ts). */
  saveSite: () => Promise<string | null>;
}

export function useSave({
  editor,
  openedRef,
  team,
  dispatch,
  refreshFiles,
  previewStoreContent,
  saveSite,
}: Saving) {
  const save = useCallback(
    async (options: SaveOptions = {}) => {
      const say = (message: string) => dispatch({ type: 'message-said', message });
      const file = openedRef.current;
      if (!file) return;
      if (team?.readOnly) {
        say(team.readOnly);
        return;
      }
      const mine = options.text ?? editor.current?.text() ?? '';
      const document = parseDocument(mine);
      if (!options.confirmed && document.errors.length > 0) {
        dispatch({
          type: 'dialog-opened',
          dialog: {
            kind: 'save-anyway',
            title: 'Save a file that does not parse?',
            reason:
              'The YAML has a syntax error, so the site cannot build this file until it is fixed.',
            problems: [],
          },
        });
        return;
      }
      if (!options.confirmed) {
        // The validator's verdict on exactly this text (checked across files), not the last
        // answer, which may be for an older keystroke.
        say('Checking…');
        const checked = await validateText(file.path, mine).catch(() => null);
        const errors = (checked?.problems ?? []).filter((p) => p.severity === 'error');
        if (errors.length > 0) {
          say('');
          const count = `${errors.length} ${errors.length === 1 ? 'error' : 'errors'}`;
          dispatch({
            type: 'dialog-opened',
            dialog: {
              kind: 'save-anyway',
              title: `Save with ${count}?`,
              reason: `The site cannot build this file until ${errors.length === 1 ? 'it is' : 'they are'} fixed:`,
              problems: errors,
              data: dataOf(document),
            },
          });
          return;
        }
      }
      say('Saving…');
      const result = await saveFile(
        file.path,
        mine,
        options.baseVersion ?? file.version,
        options.force,
      );
      if (result.status === 'saved') {
        dispatch({ type: 'file-versioned', version: result.version, savedText: mine });
        clearDraft(file.path);
        dispatch({ type: 'dialog-closed' });
        // Into the same store (the same draft), once the open file is in.
        const siteRefused = await saveSite();
        say(
          siteRefused
            ? `${savedMessage(file.path)}; site settings not saved: ${siteRefused}`
            : savedMessage(file.path),
        );
        void refreshFiles();
        // A form, or a page's download, may have changed.
        if (file.kind !== 'site') void previewStoreContent();
        team?.onSaved();
      } else if (result.status === 'conflict') {
        say('');
        dispatch({
          type: 'dialog-opened',
          dialog: {
            kind: 'conflict',
            mine,
            diskText: result.diskText,
            diskVersion: result.diskVersion,
          },
        });
      } else {
        say(`Not saved: ${result.error}`);
      }
    },
    [refreshFiles, previewStoreContent, saveSite, team, dispatch, editor, openedRef],
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

  return save;
}
