/**
 * The studio's calls for a file's history (src/studio/server/history-api.ts): its versions in
 * words, one version's text, the pages removed, and a restore. In the team studio they are about
 * the open draft (its versions and main's), or main alone.
 */
import { apiRequest, currentDraft, type OpenedFile } from '../api.ts';
import type { FileVersion, RemovedFile } from '../../server/file-history.ts';

export interface VersionInWords extends FileVersion {
  /** What the version changed, in words (history-words.ts). */
  changes: string[];
}

export interface RemovedPage extends RemovedFile {
  route: string;
  title?: string;
  /** The label its link had in the header menu, when it had one. */
  menuLabel?: string;
}

/** A history the server cannot have (the project is no Git checkout) comes as `unavailable`. */
export type History = { path: string; versions: VersionInWords[] } | { unavailable: string };
export type Removed = { removed: RemovedPage[] } | { unavailable: string };

const API = '/__studio/api/history';

/** The address with the draft it is about: the open one, or `draft` given. */
function about(url: string, draft = currentDraft()) {
  return draft ? `${url}${url.includes('?') ? '&' : '?'}draft=${encodeURIComponent(draft)}` : url;
}

export const fileHistory = (path: string) =>
  apiRequest<History>(about(`${API}?path=${encodeURIComponent(path)}`));

export const versionText = (path: string, version: string) =>
  apiRequest<{ text: string }>(
    about(`${API}/version?path=${encodeURIComponent(path)}&version=${encodeURIComponent(version)}`),
  ).then((answer) => answer.text);

export const removedPages = () => apiRequest<Removed>(about(`${API}/removed`));

export interface RestoreRequest {
  /** Where the file is now (written). */
  path: string;
  /** The version's commit, and the file's path in it when it had another. */
  version: string;
  from?: string;
  /** The version the open file was opened at: a change since is a conflict, not overwritten. */
  baseVersion?: string;
  /** A removed page: its link back in the header menu, with this label. */
  menu?: boolean;
  menuLabel?: string;
}

export const restoreVersion = (body: RestoreRequest, draft?: string) =>
  apiRequest<OpenedFile & { message: string }>(about(`${API}/restore`, draft), {
    method: 'POST',
    body,
  });
