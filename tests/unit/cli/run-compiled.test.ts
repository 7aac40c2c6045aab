/**
 * `npm run build` runs src/cli/build.ts compiled once into plain JavaScript
 * (src/cli/run-compiled.mjs): the compile is reused while its sources keep their bytes, made
 * again when one changes, and each module still finds files beside its own source.
 */
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const LAUNCHER = resolve('src/cli/run-compiled.mjs');
const roots: string[] = [];

function project(part: string) {
  const root = mkdtempSync(join(tmpdir(), 'run-compiled-'));
  roots.push(root);
  mkdirSync(join(root, 'src/lib'), { recursive: true });
  writeFileSync(
    join(root, 'src/command.ts'),
    `import { part, where, isCommand } from './lib/part.ts';
const shown: string = JSON.stringify({ part, where, isCommand, args: process.argv.slice(2) });
console.log(shown);
`,
  );
  writeFileSync(join(root, 'src/lib/part.ts'), part);
  return root;
}

const PART = (value: string) => `import { pathToFileURL } from 'node:url';
export const part: string = ${JSON.stringify(value)};
export const where = import.meta.dirname;
export const isCommand = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
`;

const run = (root: string, ...args: string[]) => runWith(LAUNCHER, root, ...args);

const runWith = (launcher: string, root: string, ...args: string[]) =>
  JSON.parse(
    execFileSync(process.execPath, [launcher, 'src/command.ts', ...args], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as { part: string; where: string; isCommand: boolean; args: string[] };

const compiled = (root: string) =>
  readdirSync(join(root, '.cache/build/cli')).filter((name) => name.endsWith('.cjs'));

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('run-compiled', () => {
  it('runs the command with its arguments, each module where its source is', () => {
    const root = project(PART('first'));
    expect(run(root, '--clean', 'x')).toEqual({
      part: 'first',
      where: join(root, 'src/lib'),
      // Only the command run is the command: a module bundled with it is not.
      isCommand: false,
      args: ['--clean', 'x'],
    });
  });

  it('reuses the compile while the sources are the same, and compiles again when one changes', () => {
    const root = project(PART('first'));
    run(root);
    const [first] = compiled(root);
    const made = statSync(join(root, '.cache/build/cli', first!)).mtimeMs;
    expect(run(root).part).toBe('first');
    expect(compiled(root)).toEqual([first]);
    expect(statSync(join(root, '.cache/build/cli', first!)).mtimeMs).toBe(made);

    // A compile deleted by hand is made again.
    rmSync(join(root, '.cache/build/cli', first!));
    expect(run(root).part).toBe('first');

    writeFileSync(join(root, 'src/lib/part.ts'), PART('second'));
    expect(run(root).part).toBe('second');
    // The stale compile is gone: one file per command.
    expect(compiled(root)).toHaveLength(1);
    expect(compiled(root)).not.toEqual([first]);
  });

  it('trusts a source whose size and time are those recorded, unless they are racily recent', () => {
    const root = project(PART('first'));
    const part = join(root, 'src/lib/part.ts');
    /** New bytes of the same length, the file's times put back as they were. */
    const rewrite = (value: string, at: Date) => {
      writeFileSync(part, PART(value));
      utimesSync(part, at, at);
    };
    // Written just before the compile: its time is too close to trust, its bytes are hashed.
    const now = new Date(statSync(part).mtimeMs);
    run(root);
    rewrite('firsT', now);
    expect(run(root).part).toBe('firsT');
    // Older than the list by more than the racy margin: its stat is trusted, as git trusts its
    // index, and the bytes are not read again.
    const old = new Date(Date.now() - 60_000);
    rewrite('third', old);
    expect(run(root).part).toBe('third');
    rewrite('forth', old);
    expect(run(root).part).toBe('third');
    // Any other stat: hashed, and compiled again.
    rewrite('fifth', new Date(Date.now() - 50_000));
    expect(run(root).part).toBe('fifth');
  });

  it('compiles again when the launcher itself changed', () => {
    const root = project(PART('first'));
    // A copy of the launcher inside the project, which finds esbuild where the project does, and
    // of the code cache it imports, placed as they are in src/.
    const launcher = join(root, 'cli/run-compiled.mjs');
    mkdirSync(join(root, 'cli'));
    mkdirSync(join(root, 'build'));
    copyFileSync(LAUNCHER, launcher);
    copyFileSync(resolve('src/build/code-cache.mjs'), join(root, 'build/code-cache.mjs'));
    copyFileSync(resolve('src/cli/cache-folder.mjs'), join(root, 'cli/cache-folder.mjs'));
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
    runWith(launcher, root);
    const [first] = compiled(root);
    // How it compiles changed (here only its text): the compile made before is not used.
    appendFileSync(launcher, '\n// changed\n');
    expect(runWith(launcher, root).part).toBe('first');
    expect(compiled(root)).toHaveLength(1);
    expect(compiled(root)).not.toEqual([first]);
  });

  it('shares a compile with another checkout on the same node_modules, from the same bytes', () => {
    const first = project(PART('first'));
    mkdirSync(join(first, 'node_modules'));
    run(first);
    // Another checkout of the same sources, linked to the first one's node_modules/.
    const second = project(PART('first'));
    symlinkSync(join(first, 'node_modules'), join(second, 'node_modules'));
    // The shared compile, marked: a checkout that prints the mark did not compile its own.
    const store = join(first, 'node_modules/.cache/run-compiled');
    const [shared] = readdirSync(store).filter((name) => name.endsWith('.cjs'));
    const text = readFileSync(join(store, shared!), 'utf8');
    writeFileSync(join(store, shared!), text.replace('"first"', '"from the store"'));
    // Each module is still where its source is in this checkout, not in the one that compiled.
    expect(run(second)).toMatchObject({ part: 'from the store', where: join(second, 'src/lib') });
    expect(compiled(second)).toEqual([shared]);
    // A checkout whose bytes differ compiles its own.
    const third = project(PART('third'));
    symlinkSync(join(first, 'node_modules'), join(third, 'node_modules'));
    expect(run(third).part).toBe('third');
    // Without a node_modules/ of its own, a project shares nothing.
    const alone = project(PART('first'));
    run(alone);
    expect(readdirSync(alone)).not.toContain('node_modules');
  });

  it("compiles zod in without its other languages' messages, which nothing reads", () => {
    const root = project(PART('first'));
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
    writeFileSync(
      join(root, 'src/command.ts'),
      `import { z } from 'zod';
const failed = z.object({ title: z.string() }).safeParse({ title: 3 });
const message = failed.error?.issues[0]?.message ?? '';
console.log(JSON.stringify({ part: message, where: '', isCommand: false, args: Object.keys(z.locales) }));
`,
    );
    const shown = run(root);
    expect(shown.part).toBe('Invalid input: expected string, received number');
    expect(shown.args).toEqual(['en']);
    const [file] = compiled(root);
    const text = readFileSync(join(root, '.cache/build/cli', file!), 'utf8');
    expect(text).not.toContain('zod/v4/locales/de.js');
    expect(text).toContain('zod/v4/locales/en.js');
  });

  it("runs a command's worker threads compiled too, without the TypeScript loader", () => {
    const root = project(PART('first'));
    writeFileSync(
      join(root, 'src/worker.ts'),
      `import { parentPort } from 'node:worker_threads';
const where: string = import.meta.dirname;
parentPort!.postMessage(where);
`,
    );
    writeFileSync(
      join(root, 'src/command.ts'),
      `import { typeScriptWorker } from ${JSON.stringify(resolve('src/content/ts-worker.ts'))};
const worker = typeScriptWorker(${JSON.stringify(join(root, 'src/worker.ts'))});
worker.once('message', (where: string) => {
  console.log(JSON.stringify({ part: 'worker', where, isCommand: false, args: [] }));
  void worker.terminate();
});
`,
    );
    expect(run(root).where).toBe(join(root, 'src'));
    expect(compiled(root).some((name) => name.startsWith('src-worker-ts-'))).toBe(true);
  });
});
