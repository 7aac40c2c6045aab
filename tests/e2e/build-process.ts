/**
 * What the build tests share: a command run in a copy of the project as a production build
 * (Vitest sets NODE_ENV=test) on one build date, and every file of an output folder.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TEST_BUILD_DATE } from '../support/test-build-date.ts';

/** The build date the tests build on, unless one says otherwise. */
export { TEST_BUILD_DATE };

/** Runs `command` in `root`; resolves with its output, or rejects with it when it fails. */
export function runProductionBuild(
  root: string,
  command: string,
  args: string[],
  buildDate = TEST_BUILD_DATE,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', BUILD_DATE: buildDate },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed in ${root}:\n${output}`)),
    );
  });
}

/** Every file under a folder: its path from the folder → its bytes. */
export function filesUnder(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const child = join(path, name);
      if (statSync(child).isDirectory()) walk(child);
      else files.set(relative(folder, child), readFileSync(child));
    }
  };
  walk(folder);
  return files;
}
