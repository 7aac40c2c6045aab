/**
 * The one gate every write into the content passes, whatever the way in (a save, a forced save,
 * New page, a move, a delete, an upload, a picture replaced or removed, a conflict resolved, the
 * site settings): the rules New page has always applied, in one place, so no endpoint can add a
 * way around them. A file may be written only when it is content the site reads
 * (`pages/**\/*.yaml` with `pages/_site.yaml`, `forms/*.yaml`) or an uploaded picture
 * (`media/<name>.<ext>`), is no page at the studio's own address, and, when new, does not differ
 * from a file already there only by letter case (one file on macOS and Windows checkouts).
 * A refusal is the request's fault: a 400 with the rule's code, and nothing written.
 */
import { kindOfFile } from '../../project/validate.ts';
import { routeFromPageFile } from '../../content/route-path.ts';
import { checkContentPath, checkMediaPath, MEDIA_FOLDER, RefusedPath } from './content-path.ts';
import { HttpError } from './http-json.ts';

/** Text content the site reads, or an uploaded picture. */
export type WriteKind = 'content' | 'media';

export const WRITE_KINDS: readonly WriteKind[] = ['content', 'media'];

/** A write the gate turned down: always a 400, with the rule's code. */
export class RefusedWrite extends HttpError {
  constructor(code: string, message: string) {
    super(400, code, message);
    this.name = 'RefusedWrite';
  }
}

/** The studio's own address, `/studio` and below, in any letter case (a host may ignore it). */
const STUDIO_ROUTE = /^\/studio(\/|$)/i;

const kindOfPath = (path: string): WriteKind =>
  path.split('/')[0] === MEDIA_FOLDER ? 'media' : 'content';

/** The shape checks of content-path.ts, their refusal turned into the gate's 400. */
function checkShape(path: unknown, kind: WriteKind): asserts path is string {
  try {
    if (kind === 'media') checkMediaPath(path);
    else checkContentPath(path);
  } catch (error) {
    if (error instanceof RefusedPath) throw new RefusedWrite(error.code, error.message);
    throw error;
  }
}

/**
 * Throws RefusedWrite unless `path` may be written as one of `kinds`: its shape, its kind of
 * content, and no page at the studio's own address. Nothing is read: the rules of the path alone.
 */
export function checkWritePath(
  path: unknown,
  kinds: readonly WriteKind[] = WRITE_KINDS,
): asserts path is string {
  if (typeof path !== 'string' || path === '') {
    throw new RefusedWrite('bad-path', 'the path is missing');
  }
  const kind = kindOfPath(path);
  if (!kinds.includes(kind)) {
    throw new RefusedWrite(
      'outside-content',
      kind === 'media'
        ? `"${path}" is a picture: upload it instead`
        : `"${path}" is not a picture directly in media/`,
    );
  }
  checkShape(path, kind);
  // A .yaml the site never reads (`pages/_drafts/x.yaml`) would ride along unseen.
  if (kind === 'content' && kindOfFile(path) === null) {
    throw new RefusedWrite(
      'not-content',
      `"${path}" is not a page, a form or the site settings: the site would never read it`,
    );
  }
  const route = kindOfFile(path) === 'page' ? routeFromPageFile(path) : null;
  if (route !== null && STUDIO_ROUTE.test(route)) {
    throw new RefusedWrite('reserved-address', `${route} is the studio's own address`);
  }
}

/** Every folder and the file of a path, shortest first: `a`, `a/b`, `a/b/c.yaml`. */
const prefixesOf = (path: string) =>
  path.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'));

/**
 * Throws RefusedWrite when `path`, or one of its folders, differs from one of `existing` (the
 * files there now) only by letter case. A path that is itself among them passes: only a new
 * name can make two files of one.
 */
export function checkCaseClash(path: string, existing: Iterable<string>) {
  const byFolded = new Map<string, Set<string>>();
  for (const file of existing) {
    for (const prefix of prefixesOf(file)) {
      const folded = prefix.toLowerCase();
      const names = byFolded.get(folded) ?? new Set<string>();
      names.add(prefix);
      byFolded.set(folded, names);
    }
  }
  for (const prefix of prefixesOf(path)) {
    const names = byFolded.get(prefix.toLowerCase());
    if (names && !names.has(prefix)) {
      throw new RefusedWrite(
        'case-clash',
        `"${path}" differs from "${[...names][0]}" only by letter case: on macOS and Windows they are one file`,
      );
    }
  }
}

/**
 * The whole gate: the path's rules, and for a new file (`existing` given: the files there now)
 * no clash of case with them.
 */
export function checkWrite(
  path: unknown,
  kinds: readonly WriteKind[] = WRITE_KINDS,
  existing?: Iterable<string>,
): asserts path is string {
  checkWritePath(path, kinds);
  if (existing !== undefined) checkCaseClash(path, existing);
}
