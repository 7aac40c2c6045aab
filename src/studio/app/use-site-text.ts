/**
 * The site settings' texts typed on the page: the header and footer show texts of
 * `pages/_site.yaml`, marked with paths rooted in `SITE_SETTINGS` (src/render/editable-text.tsx).
 * Typed there, they change the site settings' text (one value's characters, scalar-edit.ts),
 * kept here beside the open file until Save writes it into the same store (the team studio's
 * draft) after the open file. The preview renders with it at once.
 *
 * Undo: the site text has a history of its own (edit-history.ts). Undo and redo act on the
 * history of the last edit: the site's while the last edit typed was the site's (and it has
 * steps left), else the open file's.
 *
 * Kept as any unsaved edit is (drafts.ts, under the site file's own path): a reload, or the
 * site settings opened in the editor and left unsaved, finds them again; they come back beside
 * the open file, on the preview, one Undo away from the file as saved. While the site settings
 * are the open file, the editor holds them (its own restore offer) and this copy steps aside.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { collections } from '../../content/collections.ts';
import type { Site } from '../../content/site-schema.ts';
import { openFile, saveFile, validateText } from './api.ts';
import { clearDraft, readDraft, writeDraft } from './drafts.ts';
import { EditHistory } from './edit-history.ts';
import type { FieldPath } from './preview-protocol.ts';
import { forTheFile, historyKey, type HistoryControls } from './use-edit-history.ts';
import { setScalarInPlace, type ScalarValue } from './yaml-edit/scalar-edit.ts';

/** The site settings' file, from the collections table: `pages/_site.yaml`. */
export const SITE_FILE = collections.site.patterns[0].slice(1);

interface SiteText {
  text: string;
  savedText: string;
  version: string;
}

export interface SiteTextControls {
  /** The site settings have typed changes not saved yet. */
  changed: boolean;
  /** Sets the value at `path` (from the site file's root) to what was typed. */
  edit: (path: FieldPath, value: ScalarValue) => void;
  /** Saves the typed changes, if any: null when saved (or nothing to save), else why not. */
  save: () => Promise<string | null>;
  /** The open file changed: undo now goes to its history. */
  fileChanged: () => void;
  /** The open file's history and the site text's, as one (undo acts on the last edit's). */
  history: HistoryControls;
  /** How the preview is told the site settings (given once the preview exists). */
  showSiteWith: (show: (site: Site) => void) => void;
  /** Shows the typed site settings on the preview, if any: whether it did. */
  showTyped: () => Promise<boolean>;
}

/** `openPath`: the file open in the editor, which holds the site settings while it is theirs. */
export function useSiteText(
  fileHistory: HistoryControls,
  openPath: string | null,
): SiteTextControls {
  const showSite = useRef<(site: Site) => void>(() => undefined);
  const loading = useRef<Promise<SiteText | null> | null>(null);
  const current = useRef<SiteText | null>(null);
  const history = useRef(new EditHistory());
  const lastWasSite = useRef(false);
  const shownSeq = useRef(0);
  /** How many times the editor took the site settings over (opened them). */
  const handedOver = useRef(0);
  const [changed, setChanged] = useState(false);
  const [can, setCan] = useState({ undo: false, redo: false });

  const setText = useCallback(
    (site: SiteText, text: string) => {
      site.text = text;
      setChanged(text !== site.savedText);
      setCan({ undo: history.current.canUndo, redo: history.current.canRedo });
      // The validator's data (defaults filled), as the preview renders it after a reload.
      const seq = ++shownSeq.current;
      void validateText(SITE_FILE, text).then(
        ({ data }) => {
          if (data && seq === shownSeq.current) showSite.current(data as Site);
        },
        () => undefined, // the preview keeps the settings it has
      );
      if (text === site.savedText) clearDraft(SITE_FILE);
      else writeDraft(SITE_FILE, text, site.version);
    },
    [showSite],
  );

  /**
   * The site settings as saved, with what was typed and kept unsaved (a reload ago, or in the
   * editor) laid over them: one step of the history, based on the version they were typed on.
   */
  const load = useCallback(() => {
    // A load begun before the editor took the site settings over is not theirs any more.
    const generation = handedOver.current;
    return (loading.current ??= openFile(SITE_FILE).then(
      ({ text, version }) => {
        if (generation !== handedOver.current) return null;
        const site = (current.current = { text, savedText: text, version });
        const kept = readDraft(SITE_FILE);
        if (kept && kept.text !== text) {
          history.current.record(text, null, performance.now());
          lastWasSite.current = true;
          site.version = kept.baseVersion;
          setText(site, kept.text);
        } else if (kept) clearDraft(SITE_FILE);
        return site;
      },
      () => {
        loading.current = null; // tried again on the next edit
        return null;
      },
    ));
  }, [setText]);

  // The site settings opened in the editor: it holds them, and offers what was kept. Any other
  // file (or none, on arrival): what was kept comes back beside it.
  // What the editor took over is no change beside it (set while rendering, as React advises
  // for state that follows a prop).
  const [seenPath, setSeenPath] = useState(openPath);
  if (seenPath !== openPath) {
    setSeenPath(openPath);
    if (openPath === SITE_FILE) {
      setChanged(false);
      setCan({ undo: false, redo: false });
    }
  }
  const siteFileOpen = useRef(false);
  useEffect(() => {
    siteFileOpen.current = openPath === SITE_FILE;
    if (openPath === SITE_FILE) {
      handedOver.current += 1;
      current.current = null;
      loading.current = null;
      history.current = new EditHistory();
      lastWasSite.current = false;
    } else if (!current.current && readDraft(SITE_FILE)) {
      void load();
    }
  }, [openPath, load]);

  const showTyped = useCallback(async () => {
    if (siteFileOpen.current || (!readDraft(SITE_FILE) && !current.current)) return false;
    const site = await load();
    if (!site || site.text === site.savedText) return false;
    setText(site, site.text);
    return true;
  }, [load, setText]);

  const edit = useCallback(
    (path: FieldPath, value: ScalarValue) => {
      // One promise: the edits of a burst apply in the order they were typed.
      void load().then((site) => {
        if (!site) return;
        const next = setScalarInPlace(site.text, path, value, site.savedText);
        if (!next || next.text === site.text) return;
        history.current.record(site.text, `site ${JSON.stringify(path)}`, performance.now());
        lastWasSite.current = true;
        setText(site, next.text);
      });
    },
    [load, setText],
  );

  const save = useCallback(async () => {
    const site = current.current;
    if (!site || site.text === site.savedText) return null;
    const text = site.text;
    const result = await saveFile(SITE_FILE, text, site.version);
    if (result.status === 'saved') {
      site.savedText = text;
      site.version = result.version;
      setChanged(site.text !== text);
      if (site.text === text) clearDraft(SITE_FILE);
      return null;
    }
    return result.status === 'conflict'
      ? 'the site settings were changed meanwhile by someone else; open them to see'
      : result.error;
  }, []);

  const fileChanged = useCallback(() => {
    lastWasSite.current = false;
  }, []);

  const { undo: fileUndo, redo: fileRedo } = fileHistory;
  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const site = current.current;
      if (lastWasSite.current && site) {
        const text = history.current[direction](site.text);
        if (text !== null) return setText(site, text);
      }
      (direction === 'undo' ? fileUndo : fileRedo)();
    },
    [fileUndo, fileRedo, setText],
  );

  // Ctrl+Z anywhere in the studio, while the last edit was the site's: taken before the editor's
  // keymap and the file history's own listener (use-edit-history.ts) can answer it.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const wanted = historyKey(event);
      if (!wanted || !lastWasSite.current || !forTheFile(event.target)) return;
      const site = current.current;
      if (!site || !history.current[wanted === 'undo' ? 'canUndo' : 'canRedo']) return;
      event.preventDefault();
      event.stopPropagation();
      step(wanted);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [step]);

  const undo = useCallback(() => step('undo'), [step]);
  const redo = useCallback(() => step('redo'), [step]);
  const combined = {
    ...fileHistory,
    canUndo: fileHistory.canUndo || can.undo,
    canRedo: fileHistory.canRedo || can.redo,
    undo,
    redo,
  };

  const showSiteWith = useCallback((show: (site: Site) => void) => {
    showSite.current = show;
  }, []);

  return { changed, edit, save, fileChanged, history: combined, showSiteWith, showTyped };
}
