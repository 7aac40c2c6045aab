/** A throw-away copy of this project (node_modules linked) for tests that run the CLIs. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '../..');
const COPIED = [
  'blocks',
  'src',
  'pages',
  'forms',
  'public',
  'schemas',
  'package.json',
  'tsconfig.json',
  '.prettierrc.json',
];

export function copyProject(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'project-copy-'));
  for (const entry of COPIED) cpSync(join(repo, entry), join(root, entry), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

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
