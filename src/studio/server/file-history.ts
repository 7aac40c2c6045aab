/**
 * A content file's history from Git, for both studios: `git log --follow` of its path (renames
 * followed) on the branches that count (the local studio's checked-out branch; the team studio's
 * main and the open draft's branch), each version's text, and the pages that were removed and
 * not brought back. Git runs as everywhere in the studio: execFile, never a shell, a clean
 * environment (team/git/run-git.ts); paths reach it only after the content checks, after `--`
 * and as literal pathspecs, and a version only as a full commit id.
 */
import { HttpError } from './http-json.ts';
import { outputLine, runGit, type GitResult } from '../team/git/run-git.ts';

/** Where git finds the history: the project's folder (a checkout), or the team's bare clone. */
export type HistoryPlace = { workTree: string } | { gitDir: string };

export interface HistorySource {
  place: HistoryPlace;
  /** The branches whose history counts: the open draft's (if any), then main's. */
  refs: () => Promise<{ draft: string | null; main: string }>;
}

/** One version of a file: a commit that changed it. */
export interface FileVersion {
  commit: string;
  /** The file's path in that commit (an older name, before a rename). */
  path: string;
  author: { name: string; email: string };
  /** The author's time, Unix ms. */
  at: number;
  subject: string;
  /** Added, changed, renamed (from `from`), or deleted in this commit. */
  status: 'added' | 'changed' | 'renamed' | 'deleted';
  from?: string;
  /** Only on the open draft's branch: not on main yet. */
  inDraft: boolean;
}

export interface RemovedFile {
  path: string;
  /** The commit that removed it, who did and when. */
  removedIn: string;
  author: { name: string; email: string };
  at: number;
  /** The last version that had it: the removing commit's first parent. */
  lastVersion: string;
}

/** How many versions a history lists: older ones are rarely wanted, and each costs a read. */
export const MOST_VERSIONS = 60;
const MOST_REMOVED = 100;

export const isCommitId = (version: string) => /^[0-9a-f]{40}$/.test(version);

/** A version sent back that is no commit id: the request's fault, refused before git sees it. */
export function checkCommitId(version: unknown): asserts version is string {
  if (typeof version !== 'string' || !isCommitId(version)) {
    throw new HttpError(
      400,
      'bad-version',
      `${JSON.stringify(String(version).slice(0, 80))} is not a version from the history (a 40-character commit id)`,
    );
  }
}

/** The project is no Git checkout (or git is missing): the history says so in words. */
export class NoHistoryError extends HttpError {
  constructor(why: string) {
    super(409, 'no-history', why);
  }
}

/** Runs git in the history's repository; `--literal-pathspecs`: a path never globs. */
function git(
  place: HistoryPlace,
  args: string[],
  call: { okExitCodes?: number[]; input?: string } = {},
) {
  return runGit({
    args:
      'workTree' in place
        ? ['-C', place.workTree, '--literal-pathspecs', ...args]
        : ['--literal-pathspecs', ...args],
    ...('gitDir' in place && { gitDir: place.gitDir }),
    ...call,
  });
}

/**
 * The project folder's place in its repository (`site/` when it is a sub-folder, else ''), or
 * NoHistoryError when it is in none. Paths in git's answers are from the repository's root.
 */
async function prefixOf(place: HistoryPlace): Promise<string> {
  if ('gitDir' in place) return '';
  let found: GitResult;
  try {
    found = await git(place, ['rev-parse', '--show-prefix'], { okExitCodes: [0, 128] });
  } catch {
    throw new NoHistoryError(
      'Git could not be run here, so the studio shows no history of the files.',
    );
  }
  if (found.exitCode !== 0) {
    throw new NoHistoryError(
      'This project’s folder is not a Git checkout, so there is no history of its files to show. Keep it in Git (git init, then commit) and each commit becomes a version here.',
    );
  }
  return outputLine(found);
}

/** Whether `ref` names a commit (a branch without commits yet does not). */
async function exists(place: HistoryPlace, ref: string) {
  const found = await git(place, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
    okExitCodes: [0, 1, 128],
  });
  return found.exitCode === 0;
}

const FIELD = '\x1f';
const RECORD = '\x1e';
const HEADER_END = '\x1d';
const FORMAT = `--format=${RECORD}%H${FIELD}%P${FIELD}%an${FIELD}%ae${FIELD}%at${FIELD}%s${HEADER_END}`;

interface LogEntry {
  commit: string;
  parents: string[];
  author: { name: string; email: string };
  at: number;
  subject: string;
  /** `--name-status -z`: the status letter(s) and the path(s). */
  changes: { status: string; paths: string[] }[];
}

function parseLog(output: string): LogEntry[] {
  return output
    .split(RECORD)
    .filter((record) => record.includes(HEADER_END))
    .map((record) => {
      const [header, rest] = record.split(HEADER_END) as [string, string];
      const [commit, parents, name, email, at, subject] = header.split(FIELD);
      const fields = rest.split('\0').map((field) => field.replace(/^\n+/, ''));
      const changes: LogEntry['changes'] = [];
      for (let index = 0; index < fields.length;) {
        const status = fields[index++]!;
        if (!/^[A-Z]/.test(status)) continue;
        const count = /^[RC]/.test(status) ? 2 : 1;
        changes.push({ status, paths: fields.slice(index, index + count) });
        index += count;
      }
      return {
        commit: commit!,
        parents: parents ? parents.split(' ') : [],
        author: { name: name!, email: email! },
        at: Number(at) * 1000,
        subject: subject ?? '',
        changes,
      };
    });
}

async function log(place: HistoryPlace, revisions: string[], args: string[], pathspec: string) {
  const result = await git(place, [
    'log',
    '-M',
    '--topo-order',
    FORMAT,
    '--name-status',
    '-z',
    ...args,
    ...revisions,
    '--',
    pathspec,
  ]);
  return parseLog(result.stdout.toString('utf8'));
}

const STATUS: Record<string, FileVersion['status']> = {
  A: 'added',
  M: 'changed',
  R: 'renamed',
  D: 'deleted',
};

function versionsOf(entries: LogEntry[], prefix: string, inDraft: boolean): FileVersion[] {
  return entries.flatMap((entry) => {
    const change = entry.changes[0];
    if (!change) return [];
    const status = STATUS[change.status[0]!] ?? 'changed';
    const paths = change.paths.map((path) => path.slice(prefix.length));
    return [
      {
        commit: entry.commit,
        path: paths.at(-1)!,
        ...(status === 'renamed' && { from: paths[0] }),
        author: entry.author,
        at: entry.at,
        subject: entry.subject,
        status,
        inDraft,
      },
    ];
  });
}

/**
 * The versions of `path`, newest first: the draft's own commits (not on main yet), then main's,
 * renames followed; at most MOST_VERSIONS. Empty for a file no commit has (new, not committed).
 */
export async function fileVersions(source: HistorySource, path: string): Promise<FileVersion[]> {
  const { place } = source;
  const prefix = await prefixOf(place);
  const { draft, main } = await source.refs();
  if (!(await exists(place, main))) return [];
  const limit = `--max-count=${MOST_VERSIONS}`;
  const own =
    draft === null
      ? []
      : versionsOf(await log(place, [draft, `^${main}`], ['--follow', limit], path), prefix, true);
  // A page the draft moved had its old name on main.
  const oldest = own.at(-1);
  const onMain = oldest ? (oldest.from ?? oldest.path) : path;
  const mains = versionsOf(await log(place, [main], ['--follow', limit], onMain), prefix, false);
  return [...own, ...mains].slice(0, MOST_VERSIONS);
}

/** Whether `version` is a commit of the history that counts (main's, or the open draft's). */
export async function inHistory(source: HistorySource, version: string): Promise<boolean> {
  checkCommitId(version);
  const { draft, main } = await source.refs();
  for (const ref of draft === null ? [main] : [draft, main]) {
    const found = await git(source.place, ['merge-base', '--is-ancestor', version, ref], {
      okExitCodes: [0, 1, 128],
    });
    if (found.exitCode === 0) return true;
  }
  return false;
}

/**
 * Texts of files at commits, in one `git cat-file --batch` (null where the file is absent):
 * `[commit, path]` pairs, paths from the project's folder.
 */
export async function textsAt(
  source: HistorySource,
  wanted: readonly (readonly [string, string])[],
): Promise<(string | null)[]> {
  if (wanted.length === 0) return [];
  const prefix = await prefixOf(source.place);
  const result = await git(source.place, ['cat-file', '--batch'], {
    input: wanted.map(([commit, path]) => `${commit}:${prefix}${path}\n`).join(''),
  });
  const out = result.stdout;
  const texts: (string | null)[] = [];
  let at = 0;
  for (let index = 0; index < wanted.length; index++) {
    const end = out.indexOf(0x0a, at);
    const header = out.subarray(at, end).toString('utf8');
    at = end + 1;
    const [, type, size] = header.split(' ');
    // `<spec> missing` has no body; a found object (a folder's tree too) has `size` bytes.
    const bytes = size === undefined ? 0 : Number(size);
    texts.push(type === 'blob' ? out.subarray(at, at + bytes).toString('utf8') : null);
    if (size !== undefined) at += bytes + 1;
  }
  return texts;
}

/**
 * Files under `folder` (`pages`) that commits of the history removed, newest removal first, each
 * once; the caller leaves out those that are back.
 */
export async function removedFiles(source: HistorySource, folder: string): Promise<RemovedFile[]> {
  const { place } = source;
  const prefix = await prefixOf(place);
  const { draft, main } = await source.refs();
  if (!(await exists(place, main))) return [];
  const entries = await log(
    place,
    draft === null ? [main] : [draft, main],
    ['--diff-filter=D', `--max-count=${MOST_REMOVED}`],
    `${folder}/`,
  );
  const seen = new Set<string>();
  return entries.flatMap((entry) =>
    entry.changes.flatMap((change): RemovedFile[] => {
      const path = change.paths[0]!.slice(prefix.length);
      if (change.status !== 'D' || seen.has(path) || !entry.parents[0]) return [];
      seen.add(path);
      return [
        {
          path,
          removedIn: entry.commit,
          author: entry.author,
          at: entry.at,
          lastVersion: entry.parents[0],
        },
      ];
    }),
  );
}
