/**
 * A commit made in one git process: `git fast-import` reads the files' bytes, builds the trees
 * from the parent's (only the folders on the changed paths are read, never the whole index of a
 * thousand-page site) and writes the commit, all as loose objects, and names no ref (its branch
 * is reset to nothing before it ends). The caller then moves the draft's branch with
 * `update-ref` and the head it expects, as before. A save was read-tree, update-index,
 * write-tree, commit-tree and more: eight processes; this is one (docs/team-studio.md, the
 * bench:team figures).
 */
import { BadInputError } from './errors.ts';
import { type Identity } from './identity.ts';
import { checkOid } from './names.ts';
import { outputLine, runGit } from './run-git.ts';

/** A file to write with its bytes and mode, or a path to take out of the tree. */
export type CommitEdit =
  { path: string; mode: '100644' | '100755'; bytes: Buffer } | { path: string; bytes: null };

export interface FastCommit {
  parent: string;
  edits: readonly CommitEdit[];
  message: string;
  author: Identity;
  committer: Identity;
  /** When the commit is made; now unless given (seconds are what git keeps). */
  at?: Date;
}

/** A ref fast-import builds on and leaves unwritten (reset at the end): never a real branch. */
const SCRATCH_REF = 'refs/studio/fast-commit';

/** `Name <email> <seconds> +0000`, git's raw date format; identities were checked by identity.ts. */
function person({ name, email }: Identity, at: Date): string {
  // eslint-disable-next-line no-control-regex
  if (/[<>\u0000-\u001f\u007f]/.test(name + email) || name.trim() === '') {
    throw new BadInputError('identity', `${name} <${email}>`, 'a name and an e-mail');
  }
  return `${name.trim()} <${email.trim()}> ${Math.floor(at.getTime() / 1000)} +0000`;
}

/** A path as fast-import reads it: always C-quoted, so no path can end a command early. */
function quoted(path: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) {
    throw new BadInputError('path', path, 'a path without control characters');
  }
  return `"${path.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** `data <n>` and the bytes: fast-import's exact-length form, for any content. */
const data = (bytes: Buffer): Buffer[] => [Buffer.from(`data ${bytes.length}\n`), bytes];

/** The stream that makes the commit and prints its id (`get-mark`), then forgets its ref. */
function stream(commit: FastCommit): Buffer {
  const at = commit.at ?? new Date();
  const message = commit.message.endsWith('\n') ? commit.message : `${commit.message}\n`;
  const parts: Buffer[] = [
    Buffer.from(
      [
        'feature done',
        `commit ${SCRATCH_REF}`,
        'mark :1',
        `author ${person(commit.author, at)}`,
        `committer ${person(commit.committer, at)}`,
        '',
      ].join('\n'),
    ),
    ...data(Buffer.from(message)),
    Buffer.from(`from ${checkOid(commit.parent)}\n`),
  ];
  for (const edit of commit.edits) {
    if (edit.bytes === null) {
      parts.push(Buffer.from(`D ${quoted(edit.path)}\n`));
    } else {
      parts.push(Buffer.from(`M ${edit.mode} inline ${quoted(edit.path)}\n`), ...data(edit.bytes));
    }
  }
  parts.push(Buffer.from(`\nget-mark :1\nreset ${SCRATCH_REF}\n\ndone\n`));
  return Buffer.concat(parts);
}

/** Writes the commit `commit` describes and returns its id; no ref moves. */
export async function fastCommit(gitDir: string, commit: FastCommit): Promise<string> {
  const result = await runGit({
    gitDir,
    args: ['fast-import', '--quiet'],
    input: stream(commit),
  });
  return checkOid(outputLine(result));
}
