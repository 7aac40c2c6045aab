/**
 * What a validation request needs from the rest of the project, kept between requests. Each
 * keystroke changes the text of one file, so reading every content file and rebuilding the
 * project context per request (about 10 ms of a 25 ms request) is waste. The cache is checked
 * against the disk on every request by a stat of the content folders, public/ and media/ (about 1 ms),
 * so a file changed behind the studio (another editor, `git checkout`, the studio's own save)
 * is seen on the very next request, with no watcher to wait for.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildDateOf } from '../../content/site-time-zone.ts';
import { contentFolders } from '../../content/collections.ts';
import type { ProjectContext } from '../../content/context.ts';
import { declaredDownloads } from '../../project/downloads.ts';
import { makeDigest } from '../../project/file-digest.ts';
import {
  buildContext,
  listProjectFiles,
  sectionIdsOf,
  type ProjectFile,
} from '../../project/project.ts';
import { kindOfFile } from '../../project/validate.ts';
import { MEDIA_FOLDER } from '../../media/source-files.ts';

/** Every file's path, size and modification time: changes whenever the project's files do. */
function diskSignature(root: string): string {
  const parts: string[] = [];
  const walk = (folder: string) => {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names.sort()) {
      const path = join(folder, name);
      const stats = statSync(path);
      if (stats.isDirectory()) walk(path);
      else parts.push(`${path}\0${stats.size}\0${stats.mtimeMs}`);
    }
  };
  // media/: an upload is a new file a page's `src:` may name from the next request on.
  for (const folder of [...contentFolders, 'public', MEDIA_FOLDER]) walk(join(root, folder));
  return parts.join('\n');
}

/**
 * What of the edited text the context depends on: a page's section ids and download names
 * (routes and form ids come from file names), the site file's redirects, and the date dated
 * content is judged against. Any other edit reuses the context as it is.
 */
function contextKey(path: string, text: string, today: string): string {
  const kind = kindOfFile(path);
  if (kind === 'site') return JSON.stringify([path, today, makeDigest(kind, text).redirects]);
  if (kind !== 'page') return JSON.stringify([path, today]);
  const downloads = declaredDownloads([{ file: path, source: text }]).map((d) => d.name);
  return JSON.stringify([path, today, sectionIdsOf(text), downloads]);
}

interface Cached {
  root: string;
  signature: string;
  files: ProjectFile[];
  contexts: Map<string, ProjectContext>;
}

let cached: Cached | undefined;

/** The project's files with `path` holding `text` (added when it is new). */
function withText(files: ProjectFile[], path: string, text: string): ProjectFile[] {
  const kind = kindOfFile(path);
  const others = files.filter((f) => f.file !== path);
  return kind
    ? [...others, { file: path, kind, source: text, bytes: new TextEncoder().encode(text) }]
    : others;
}

/** The project's files as on disk now (read again only when the disk changed). */
function filesOnDisk(root: string): Cached {
  const signature = diskSignature(root);
  if (cached?.root !== root || cached.signature !== signature) {
    cached = { root, signature, files: listProjectFiles(root), contexts: new Map() };
  }
  return cached;
}

/** The context under `key`, made by `make` unless a recent request made it. */
function contextUnder(project: Cached, key: string, make: () => ProjectContext): ProjectContext {
  let context = project.contexts.get(key);
  if (!context) {
    context = make();
    // A few keys are live at once (the file open, the one before); never let it grow.
    if (project.contexts.size >= 16) project.contexts.clear();
    project.contexts.set(key, context);
  }
  return context;
}

/** The project as on disk but with `path` holding `text`, and the context built from it. */
export function projectWithText(
  root: string,
  path: string,
  text: string,
): { files: ProjectFile[]; context: ProjectContext } {
  const project = filesOnDisk(root);
  const files = withText(project.files, path, text);
  const today = buildDateOf(root);
  const context = contextUnder(project, contextKey(path, text, today), () =>
    buildContext(root, files, today),
  );
  return { files, context };
}

/** The project as on disk, and its context. */
export function projectOnDisk(root: string): { files: ProjectFile[]; context: ProjectContext } {
  const project = filesOnDisk(root);
  const today = buildDateOf(root);
  const context = contextUnder(project, JSON.stringify(['on disk', today]), () =>
    buildContext(root, project.files, today),
  );
  return { files: project.files, context };
}
