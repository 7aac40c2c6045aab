/** Commits made from a tree with `commit-tree`: the message on stdin, identities in the env. */
import { BadInputError } from './errors.ts';
import { commitIdentityEnv, type Identity } from './identity.ts';
import { checkOid } from './names.ts';
import { outputLine, runGit } from './run-git.ts';

export interface CommitSpec {
  tree: string;
  parents: readonly string[];
  message: string;
  author: Identity;
  committer: Identity;
}

export async function commitTree(gitDir: string, spec: CommitSpec): Promise<string> {
  const parentArgs = spec.parents.flatMap((parent) => ['-p', checkOid(parent)]);
  const result = await runGit({
    gitDir,
    args: ['commit-tree', ...parentArgs, '--end-of-options', checkOid(spec.tree)],
    env: commitIdentityEnv(spec.author, spec.committer),
    input: spec.message.endsWith('\n') ? spec.message : `${spec.message}\n`,
  });
  return outputLine(result);
}

/**
 * A commit message with trailers (`Reviewed-by: Name <email>`) in the last paragraph, where
 * `git interpret-trailers` and the forges look for them. A trailer is one line: line breaks in
 * one are refused rather than let it add lines of its own.
 */
export function messageWithTrailers(subject: string, trailers: readonly string[]): string {
  if (/[\r\n]/.test(subject) || subject.trim() === '') {
    throw new BadInputError('message', subject, 'a subject of one non-empty line');
  }
  for (const trailer of trailers) {
    if (!/^[A-Za-z][A-Za-z0-9-]*: [^\r\n]+$/.test(trailer)) {
      throw new BadInputError('message', trailer, 'a trailer "Token: value" on one line');
    }
  }
  return trailers.length === 0 ? `${subject}\n` : `${subject}\n\n${trailers.join('\n')}\n`;
}
