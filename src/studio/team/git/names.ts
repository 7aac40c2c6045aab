/**
 * What the engine accepts as a branch name, a file path and an object id, checked before any of
 * them reaches git. Every git call also puts `--end-of-options` before such values; these checks
 * are the second wall, and they give the caller a clear refusal instead of git's.
 */
import { BadInputError } from './errors.ts';

export const ZERO_OID = '0000000000000000000000000000000000000000';

const OID = /^[0-9a-f]{40}$/;

/** A full SHA-1 object id, as the engine hands out and takes back (never a ref or `HEAD~1`). */
export function checkOid(value: string): string {
  if (!OID.test(value)) throw new BadInputError('oid', value, 'a 40-character hex object id');
  return value;
}

/**
 * Branch names: slash-separated parts of letters, digits, `.`, `_` and `-`, no part that starts
 * with `.` or `-`, no `..`, none ending in `.lock`. Stricter than `git check-ref-format --branch`,
 * which is the point: a name that starts with `-` can never look like an option anywhere.
 */
const BRANCH_PART = /^(?![.-])[A-Za-z0-9._-]+(?<![.])$/;

export function checkBranchName(name: string): string {
  const parts = name.split('/');
  const ok =
    name.length > 0 &&
    name.length <= 200 &&
    !name.includes('..') &&
    parts.every((part) => BRANCH_PART.test(part) && !part.endsWith('.lock'));
  if (!ok) {
    throw new BadInputError(
      'branch',
      name,
      'parts of letters, digits, ".", "_" and "-" separated by "/", none starting with "." or "-"',
    );
  }
  return name;
}

/** The full ref of a branch; the `refs/heads/` prefix also keeps it from reading as an option. */
export const branchRef = (name: string) => `refs/heads/${checkBranchName(name)}`;

/**
 * Repository paths: relative, `/`-separated, no empty, `.` or `..` part, no `.git` part, no
 * backslash or control character. Anything else could escape the tree or mean something to git.
 */
export function checkRepoPath(path: string): string {
  const parts = path.split('/');
  const ok =
    path.length > 0 &&
    path.length <= 1024 &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f\\]/.test(path) &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..') &&
    parts.every((part) => part.toLowerCase() !== '.git');
  if (!ok) {
    throw new BadInputError(
      'path',
      path,
      'a relative path of "/"-separated names, without "", ".", ".." or ".git" parts',
    );
  }
  return path;
}
