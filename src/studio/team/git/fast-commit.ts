/**
 * A commit made in one conversation with a kept `git fast-import` (fast-import-pool.ts): it first
 * answers what is at the changed paths (its `ls`), the caller decides from that (a file missing,
 * the same bytes, a folder in the way), and then the same process reads the files' bytes, builds
 * the trees from the parent's (only the folders on the changed paths are read, never the whole
 * index of a thousand-page site) and writes the commit as loose objects, naming no ref (its
 * branch is reset to nothing before the checkpoint that writes them). The caller then moves the
 * draft's branch with `update-ref` and the head it expects. A save was `ls-tree`, read-tree,
 * update-index, write-tree, commit-tree and more: eight processes; now it starts one, `update-ref`
 * (docs/team-studio.md, `npm run bench:team`).
 */
import { BadInputError, GitError } from './errors.ts';
import { checkIdentity, type Identity } from './identity.ts';
import { checkOid } from './names.ts';
import type { PathEntry } from './objects.ts';
import { KeptGitPool } from './kept-git.ts';

/** A file to write with its bytes and mode, or a path to take out of the tree. */
export type CommitEdit =
  { path: string; mode: '100644' | '100755'; bytes: Buffer } | { path: string; bytes: null };

export interface CommitPlan {
  edits: readonly CommitEdit[];
  message: string;
  author: Identity;
  committer: Identity;
  /** When the commit is made; now unless given (seconds are what git keeps). */
  at?: Date;
}

/** A path to look up at a commit before deciding: what is there, or null for nothing. */
export interface Lookup {
  commit: string;
  path: string;
}

/** What the caller decided from the lookups: a commit to make, or no commit and why. */
export type Decision<T> = { commit: CommitPlan } | { skip: T };

export type FastCommitResult<T> =
  { kind: 'committed'; commit: string } | { kind: 'skipped'; value: T };

/** A ref fast-import builds on and leaves unwritten (reset at the end): never a real branch. */
const SCRATCH_REF = 'refs/studio/fast-commit';

/** `Name <email> <seconds> +0000`, git's raw date format; the identity checked as for commit-tree. */
function person(identity: Identity, at: Date): string {
  const { name, email } = checkIdentity(identity);
  return `${name} <${email}> ${Math.floor(at.getTime() / 1000)} +0000`;
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

/** The commands that make the commit on `parent` and print its id, then forget the ref. */
function commitCommands(parent: string, plan: CommitPlan): Buffer {
  const at = plan.at ?? new Date();
  const message = plan.message.endsWith('\n') ? plan.message : `${plan.message}\n`;
  const parts: Buffer[] = [
    Buffer.from(
      [
        `commit ${SCRATCH_REF}`,
        'mark :1',
        `author ${person(plan.author, at)}`,
        `committer ${person(plan.committer, at)}`,
        '',
      ].join('\n'),
    ),
    ...data(Buffer.from(message)),
    Buffer.from(`from ${checkOid(parent)}\n`),
  ];
  for (const edit of plan.edits) {
    if (edit.bytes === null) {
      parts.push(Buffer.from(`D ${quoted(edit.path)}\n`));
    } else {
      parts.push(Buffer.from(`M ${edit.mode} inline ${quoted(edit.path)}\n`), ...data(edit.bytes));
    }
  }
  // The ref forgotten before the checkpoint, which would write it; the checkpoint puts the
  // objects on disk, and its id is answered only after it (fast-import runs it first).
  parts.push(Buffer.from(`\nreset ${SCRATCH_REF}\ncheckpoint\nget-mark :1\n`));
  return Buffer.concat(parts);
}

/** `ls`'s answer: `<mode> <type> <oid>\t<path>`, or `missing <path>`. */
function entryOf(line: string): PathEntry | null {
  if (line.startsWith('missing ')) return null;
  const [mode, type, oid] = line.slice(0, line.indexOf('\t')).split(' ');
  if (!mode || !type || !oid) throw new Error(`fast-import answered "${line}" to ls`);
  return { mode, type, oid };
}

/**
 * Looks up `lookups`, asks `decide`, and makes the commit it plans on `parent` (returning its
 * id) or none (returning what `decide` said). One git process either way; no ref moves.
 */
/**
 * The pack fast-import writes is unpacked into loose objects and deleted at each checkpoint (a
 * save is a few objects, under fastimport.unpackLimit), so flushing it bought nothing: loose
 * objects are never flushed by git's default core.fsync. That flush was most of a save's wall
 * time on a busy disk. Without `feature done`, the end of stdin is a normal end: when the server
 * dies, its fast-imports finish their empty pack and exit, leaving nothing behind; and each
 * commit is on disk (checkpoint) before its id is answered, so no ref ever names an object only
 * a live process holds.
 */
const FAST_IMPORT = ['-c', 'core.fsync=-pack,-pack-metadata', 'fast-import', '--quiet'];

/** Kept fast-imports for one repository: two, the saves of a small server's two cores. */
export const fastImporters = (gitDir: string) => new KeptGitPool(gitDir, FAST_IMPORT, 2);

export function fastCommit<T>(
  pool: KeptGitPool,
  parent: string,
  lookups: readonly Lookup[],
  decide: (found: (PathEntry | null)[]) => Decision<T>,
): Promise<FastCommitResult<T>> {
  return pool.run(async (importer) => {
    try {
      importer.write(lookups.map((l) => `ls ${checkOid(l.commit)} ${quoted(l.path)}\n`).join(''));
      const found: (PathEntry | null)[] = [];
      for (let i = 0; i < lookups.length; i++) found.push(entryOf(await importer.nextLine()));
      const decision = decide(found);
      if ('skip' in decision) return { kind: 'skipped', value: decision.skip };
      importer.write(commitCommands(parent, decision.commit));
      const commit = checkOid((await importer.nextLine()).trim());
      return { kind: 'committed', commit };
    } catch (error) {
      // Whatever went wrong, the process is not lent again: it may be mid-command.
      const ended = await importer.kill();
      // A lookup at a commit the clone lacks: a version the studio never gave out.
      if (error instanceof GitError && /object not found/.test(ended.stderr)) {
        const unknown = lookups.find((lookup) => ended.stderr.includes(lookup.commit));
        throw new BadInputError('oid', unknown?.commit ?? parent, 'a commit of this repository');
      }
      throw error;
    }
  });
}
