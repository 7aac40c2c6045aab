/**
 * Which files the studio may read and write: `.yaml` files under pages/ or forms/, and nothing
 * a path trick or a symbolic link could turn into another file. Every check is on the path as
 * given (no decoding, no normalising), then on the real path of the file on disk.
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';

export const CONTENT_FOLDERS = ['pages', 'forms'] as const;

/** Uploaded pictures: files directly in media/, named by the upload (src/media/upload.ts). */
export const MEDIA_FOLDER = 'media';
const MEDIA_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'];

/** One folder or file name: letters, digits, `_` and `-`, not starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_-]*$/;

export class RefusedPath extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RefusedPath';
  }
}

/** The refusals every path shares: missing, absolute, escapes, `..` and `.`. */
function commonProblem(path: unknown): RefusedPath | null {
  if (typeof path !== 'string' || path === '') {
    return new RefusedPath('bad-path', 'the path is missing');
  }
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) {
    return new RefusedPath(
      'absolute-path',
      `"${path}" is an absolute path; give it from the project root, e.g. pages/pricing.yaml`,
    );
  }
  if (/[\\%\0]/.test(path)) {
    return new RefusedPath('bad-path', `"${path}" holds a backslash, a % escape or a null byte`);
  }
  const parts = path.split('/');
  if (parts.some((part) => part === '..' || part === '.')) {
    return new RefusedPath('path-traversal', `"${path}" climbs out of its folder with ".."`);
  }
  return null;
}

/** Why a path as sent by the browser is not a content file's path, or null when it is one. */
function shapeProblem(path: unknown): RefusedPath | null {
  const common = commonProblem(path);
  if (common) return common;
  const [folder, ...rest] = (path as string).split('/');
  if (!CONTENT_FOLDERS.includes(folder as (typeof CONTENT_FOLDERS)[number]) || rest.length === 0) {
    return new RefusedPath('outside-content', `"${path}" is not under pages/ or forms/`);
  }
  const name = rest.at(-1)!;
  if (!name.endsWith('.yaml')) {
    return new RefusedPath('not-yaml', `"${path}" is not a .yaml file`);
  }
  if (folder === 'forms' && rest.length > 1) {
    return new RefusedPath('outside-content', `forms are files directly in forms/, not "${path}"`);
  }
  const segments = [...rest.slice(0, -1), name.slice(0, -'.yaml'.length)];
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    return new RefusedPath(
      'bad-path',
      `"${path}" has a name with characters other than letters, digits, "_" and "-"`,
    );
  }
  return null;
}

/** Why a path is not an uploaded picture's (`media/<name>.<jpg|png|…>`), or null when it is one. */
function mediaShapeProblem(path: unknown): RefusedPath | null {
  const common = commonProblem(path);
  if (common) return common;
  const parts = (path as string).split('/');
  if (parts[0] !== MEDIA_FOLDER || parts.length !== 2) {
    return new RefusedPath(
      'outside-content',
      `"${path as string}" is not a file directly in media/`,
    );
  }
  const name = parts[1]!;
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1);
  if (!MEDIA_EXTENSIONS.includes(extension)) {
    return new RefusedPath(
      'not-image',
      `"${name}" does not end in .${MEDIA_EXTENSIONS.join(', .')}`,
    );
  }
  if (!SEGMENT.test(name.slice(0, dot))) {
    return new RefusedPath(
      'bad-path',
      `"${name}" has characters other than letters, digits, "_" and "-"`,
    );
  }
  return null;
}

/** The nearest folder on disk that holds (or would hold) `absolute`. */
function nearestExisting(absolute: string): string {
  let at = absolute;
  while (!existsSync(at)) {
    const parent = dirname(at);
    if (parent === at) break;
    at = parent;
  }
  return at;
}

/** Throws RefusedPath unless `path` has the shape of a content file's path (no disk looked at). */
export function checkContentPath(path: unknown): asserts path is string {
  const problem = shapeProblem(path);
  if (problem) throw problem;
}

/** Throws RefusedPath unless `path` has the shape of an uploaded picture's path. */
export function checkMediaPath(path: unknown): asserts path is string {
  const problem = mediaShapeProblem(path);
  if (problem) throw problem;
}

/**
 * The absolute path to write a content file at (its real path when it exists), or a
 * RefusedPath thrown. A file that exists must
 * resolve (links followed) inside its content folder; a new file's nearest existing folder
 * must. The content folder itself is taken as found under the real project root.
 */
export function resolveContentPath(root: string, path: unknown): string {
  checkContentPath(path);
  return resolveInsideFolder(root, path);
}

/** The same for an uploaded picture: inside media/, links followed. */
export function resolveMediaPath(root: string, path: unknown): string {
  checkMediaPath(path);
  return resolveInsideFolder(root, path);
}

function resolveInsideFolder(root: string, relativePath: string): string {
  const realRoot = realpathSync(root);
  const folder = join(realRoot, relativePath.split('/')[0]!);
  const absolute = join(realRoot, relativePath);
  const existing = nearestExisting(absolute);
  const real = realpathSync(existing);
  // No folder yet (media/ before the first upload): the write makes a real one in the root.
  const folderToMake = existing === realRoot;
  if (!folderToMake && real !== folder && !real.startsWith(folder + sep)) {
    throw new RefusedPath(
      'symlink-outside',
      `"${relativePath}" leads outside ${relativePath.split('/')[0]}/ through a symbolic link`,
    );
  }
  // A link between two content files stays a link: the write goes to the file it names.
  return existing === absolute ? real : absolute;
}
