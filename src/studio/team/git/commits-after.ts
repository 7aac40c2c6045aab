/**
 * The commits on main after a given one: what a developer (or anyone with Git) pushed that no
 * deploy has taken yet, for the Live site view. Each in a person's words: its first line, who
 * wrote it, when. `--first-parent` keeps to main's own line: a merge counts once, not with the
 * commits it brought in.
 */
import { checkOid } from './names.ts';
import { runGit } from './run-git.ts';

export interface MainCommit {
  commit: string;
  subject: string;
  authorName: string;
  /** When it was written (Unix ms). */
  at: number;
}

export interface CommitsAfter {
  /** How many there are in all. */
  count: number;
  /** The newest `limit` of them, newest first. */
  commits: MainCommit[];
}

export async function commitsAfter(
  gitDir: string,
  base: string,
  head: string,
  limit: number,
): Promise<CommitsAfter> {
  const range = `${checkOid(base)}..${checkOid(head)}`;
  const counted = await runGit({
    gitDir,
    args: ['rev-list', '--first-parent', '--count', range, '--'],
  });
  const count = Number(counted.stdout.toString('utf8').trim());
  if (count === 0) return { count, commits: [] };
  const listed = await runGit({
    gitDir,
    args: [
      'log',
      '--first-parent',
      `--max-count=${Math.max(1, Math.floor(limit))}`,
      '--format=%H%x00%an%x00%at%x00%s%x1e',
      range,
      '--',
    ],
  });
  const commits = listed.stdout
    .toString('utf8')
    .split('\x1e')
    .map((record) => record.replace(/^\n/, ''))
    .filter(Boolean)
    .map((record) => {
      const [commit = '', authorName = '', seconds = '0', subject = ''] = record.split('\0');
      return { commit, subject, authorName, at: Number(seconds) * 1000 };
    });
  return { count, commits };
}
