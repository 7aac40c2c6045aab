/**
 * The studio's calls to the dev server's JSON API (src/studio/README.md). Every write carries
 * the per-run token the studio page was served with.
 */
import type { MediaUse } from '../server/media-library.ts';
import type { PreviewContent } from '../server/preview-content.ts';
import type { StudioValidation } from '../server/validate-text.ts';

export type FileKind = 'page' | 'form' | 'site';

export interface FileEntry {
  path: string;
  kind: FileKind;
  route?: string;
  /** A page's or form's title, when the file validates far enough to have one. */
  title?: string;
  valid: boolean;
  errors: number;
  warnings: number;
}

// The server's own types (type-only imports: no server code reaches the browser).
export type { StudioProblem } from '../server/validate-text.ts';

export interface ProjectMeta {
  routes: string[];
  forms: string[];
  downloads: string[];
  sectionIds: Record<string, string[]>;
  /** Every picture `src:` may name: `media/crew.jpg`, `/images/blog/featured.svg`. */
  images: string[];
}

export interface OpenedFile {
  path: string;
  text: string;
  version: string;
}

export type SaveResult =
  | { status: 'saved'; version: string }
  | { status: 'conflict'; diskText: string; diskVersion: string }
  | { status: 'refused'; error: string };

/**
 * Where the calls go: the local studio sends the per-run token of its page; the team studio
 * sends its session's token and names the draft being edited (none: main, read only).
 */
const scope: { token: string | null; draft: string | null } = { token: null, draft: null };

export function setApiScope(next: { token?: string; draft?: string | null }) {
  if (next.token !== undefined) scope.token = next.token;
  if (next.draft !== undefined) scope.draft = next.draft;
}

/** The draft the calls are about (the team studio's), or null. */
export const currentDraft = () => scope.draft;

const token = () =>
  scope.token ??
  document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')?.content ??
  '';

/** The API address of an endpoint, with the draft it is about. */
function scoped(url: string): string {
  if (!scope.draft) return url;
  return `${url}${url.includes('?') ? '&' : '?'}draft=${encodeURIComponent(scope.draft)}`;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A response's JSON body, or an ApiError with the server's words when it is a refusal. */
async function decoded<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new ApiError(
      typeof body.error === 'string' ? body.error : response.statusText,
      response.status,
      body,
    );
  }
  return body as T;
}

/** A call to the studio's API: JSON in and out, the token on every write, errors as ApiError. */
export async function apiRequest<T>(
  url: string,
  init?: { method: string; body?: unknown },
): Promise<T> {
  const response = await fetch(url, {
    method: init?.method ?? 'GET',
    headers: init
      ? { 'Content-Type': 'application/json', 'X-Studio-Token': token() }
      : { Accept: 'application/json' },
    body: init ? JSON.stringify(init.body ?? {}) : undefined,
  });
  return decoded<T>(response);
}

const request = <T>(url: string, init?: { method: string; body: unknown }) =>
  apiRequest<T>(scoped(url), init);

export const listFiles = () =>
  request<{ files: FileEntry[] }>('/__studio/api/files').then((body) => body.files);

export const openFile = (path: string) =>
  request<OpenedFile>(`/__studio/api/file?path=${encodeURIComponent(path)}`);

/** An upload the server took: what `src:` says now, and the picture's facts. */
export interface UploadedImage {
  src: string;
  type: string;
  width: number;
  height: number;
}

/** Sends a picture's bytes as they are (not JSON), with the same token as every write. */
async function sendBytes<T>(method: string, url: string, file: File): Promise<T> {
  const response = await fetch(scoped(url), {
    method,
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      'X-Studio-Token': token(),
    },
    body: file,
  });
  const body = await decoded<T>(response);
  // The project's names (completion of `src:`) now hold another picture.
  window.dispatchEvent(new Event(MEDIA_CHANGED));
  return body;
}

/** Sent on `window` when media/ has changed, so whatever lists its files asks again. */
export const MEDIA_CHANGED = 'studio:media-changed';

/** An upload, checked by the server; a refusal comes back as an ApiError with its message. */
export const uploadImage = (file: File) =>
  sendBytes<UploadedImage>(
    'POST',
    `/__studio/api/media?name=${encodeURIComponent(file.name)}`,
    file,
  );

/** Where a picture is used: the file, the field, the line and column of its `src:`. */
export type { MediaUse };

/** A picture of the media library (`GET media`): its facts, or the problem reading it. */
export interface MediaItem {
  src: string;
  bytes: number;
  type?: string;
  width?: number;
  height?: number;
  problem?: { code: string; message: string };
  usedIn: MediaUse[];
}

export interface ReplacedImage extends UploadedImage {
  /** The pages now naming the new picture. */
  pages: string[];
  /** The old picture, when it was removed (an upload nothing names any more). */
  removed: string | null;
}

export const listMedia = () =>
  request<{ media: MediaItem[] }>('/__studio/api/media').then((body) => body.media);

/** Refused (409, the uses named in the message) while any page uses the picture. */
export const deleteMedia = (src: string) =>
  request<{ removed: string }>(`/__studio/api/media?src=${encodeURIComponent(src)}`, {
    method: 'DELETE',
    body: {},
  }).then((answer) => {
    window.dispatchEvent(new Event(MEDIA_CHANGED));
    return answer;
  });

/** New bytes for `src`: the server stores them and points every use at the new file. */
export const replaceMedia = (src: string, file: File) =>
  sendBytes<ReplacedImage>(
    'PUT',
    `/__studio/api/media?src=${encodeURIComponent(src)}&name=${encodeURIComponent(file.name)}`,
    file,
  );

export const projectMeta = () => request<ProjectMeta>('/__studio/api/meta');

/** The store's forms and downloads, validated (a draft's own in the team studio), for the preview. */
export const previewContent = () => request<PreviewContent>('/__studio/api/preview-content');

export const validateText = (path: string, text: string) =>
  request<StudioValidation>('/__studio/api/validate', {
    method: 'POST',
    body: { path, text },
  });

/** A new page, and with `menu` its link in the header menu (what became of it, in `menu`). */
export const createPage = (route: string, title: string, menu = false) =>
  request<OpenedFile & { menu?: { added: boolean; message: string } }>('/__studio/api/pages', {
    method: 'POST',
    body: { route, title, menu },
  });

/** A place the site's checks name (file, line, column): a deletion's refusal lists them. */
export interface PlaceToChange {
  file: string;
  line: number;
  column: number;
  path: string;
  message: string;
  code: string;
}

/**
 * Deletes a page opened at `version`, and its links in the menus. Refused (an ApiError) when
 * the site still needs it: its body's `problems` are the places to change first.
 */
export const deletePage = (path: string, version: string, redirect: string | null = null) =>
  request<{ removed: string; message: string }>(
    `/__studio/api/page?path=${encodeURIComponent(path)}&version=${encodeURIComponent(version)}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`,
    { method: 'DELETE', body: {} },
  );

/**
 * Moves a page opened at `version` to `route`, its links in the project with it, and with
 * `redirect` its old address sent on to it: the page at its new path. Refused (an ApiError)
 * with `problems` when a link could not follow.
 */
export const movePage = (path: string, version: string, route: string, redirect: boolean) =>
  request<OpenedFile & { message: string }>('/__studio/api/page-address', {
    method: 'POST',
    body: { path, version, route, redirect },
  });

export async function saveFile(
  path: string,
  text: string,
  baseVersion: string,
  force = false,
): Promise<SaveResult> {
  try {
    const { version } = await request<{ version: string }>('/__studio/api/file', {
      method: 'PUT',
      body: { path, text, baseVersion, force },
    });
    return { status: 'saved', version };
  } catch (error) {
    const { body, status } = error as ApiError;
    if (status === 409 && typeof body?.diskText === 'string') {
      return {
        status: 'conflict',
        diskText: body.diskText,
        diskVersion: String(body.diskVersion ?? ''),
      };
    }
    return { status: 'refused', error: (error as Error).message };
  }
}

/**
 * A download the studio answers to a POST (the leads of one e-mail address: the address goes in
 * the body, never in a URL a log keeps), saved under the name the server gives it.
 */
export async function downloadFromPost(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Studio-Token': token() },
    body: JSON.stringify(body),
  });
  if (!response.ok) await decoded(response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name ?? 'download';
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
