/** Runs the project's CLIs (in a copy of the project, see src/cli/project-copy.ts). */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '../..');
/** Runs a TypeScript CLI of the copy with tsx, in the copy. */
export function runCli(root: string, script: string, ...args: string[]) {
  const result = spawnSync(join(repo, 'node_modules/.bin/tsx'), [script, ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

export function run(root: string, command: string, ...args: string[]) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
