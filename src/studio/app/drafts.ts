/**
 * Unsaved edits kept in localStorage, per file: they survive a reload and a closed tab, and are
 * offered back when the file is opened again (with the version they were based on). In the team
 * studio they are kept per draft: a page typed in one draft is not offered in another, whose
 * file may differ.
 */
import { currentDraft } from './api.ts';

export interface Draft {
  text: string;
  baseVersion: string;
  savedAt: number;
}

const key = (path: string) => {
  const draft = currentDraft();
  return draft ? `studio-draft:${draft}:${path}` : `studio-draft:${path}`;
};

export function readDraft(path: string): Draft | null {
  try {
    const raw = localStorage.getItem(key(path));
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(path: string, text: string, baseVersion: string) {
  try {
    localStorage.setItem(key(path), JSON.stringify({ text, baseVersion, savedAt: Date.now() }));
  } catch {
    // A full or disabled storage loses only the draft, never the text in the editor.
  }
}

export function clearDraft(path: string) {
  try {
    localStorage.removeItem(key(path));
  } catch {
    // See writeDraft.
  }
}
