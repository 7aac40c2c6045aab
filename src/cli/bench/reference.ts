/**
 * The reference the benchmark measures against: the sources of a git revision (`main` unless
 * `--reference <rev>`), unpacked into a temp folder that links this worktree's node_modules, so
 * both builds run on the same machine, in the same run, with the same dependencies.
 */
import { execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BlockDefinition } from '../../content/define-block.ts';

export interface Reference {
  revision: string;
  root: string;
  blocks: readonly BlockDefinition[];
}

/** Why the reference cannot be unpacked here (no Git, not a checkout, no such revision), if so. */
export function referenceUnavailable(repo: string, revision: string): string | undefined {
  const git = (args: string[]) =>
    spawnSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const inside = git(['rev-parse', '--is-inside-work-tree']);
  if (inside.error || inside.status !== 0)
    return `the reference build (${revision}) needs Git and a Git checkout of the project; run with --no-reference to measure this build alone`;
  if (git(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]).status !== 0)
    return `no revision "${revision}" in this checkout; name another with --reference <rev>, or run with --no-reference`;
  return undefined;
}

export async function unpackReference(repo: string, revision: string): Promise<Reference> {
  const root = mkdtempSync(join(tmpdir(), 'reference-'));
  execSync(
    `git archive --format=tar ${JSON.stringify(revision)} | tar -x -C ${JSON.stringify(root)}`,
    {
      cwd: repo,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
  // Its own blocks, so the generated pages are valid for its own schemas.
  const registry = (await import(pathToFileURL(join(root, 'blocks/index.ts')).href)) as {
    blockRegistry: readonly BlockDefinition[];
  };
  const commit = execSync(`git rev-parse --short ${JSON.stringify(revision)}`, { cwd: repo })
    .toString()
    .trim();
  // `main (1a2b3c4)`, or the commit alone when it was named so.
  const named = commit.startsWith(revision) ? commit : `${revision} (${commit})`;
  return { revision: named, root, blocks: registry.blockRegistry };
}
