/**
 * `node src/cli/run-compiled.mjs src/cli/build.ts [args]`: runs a TypeScript command compiled
 * into one plain JavaScript file, so `npm run build` starts without the TypeScript loader (tsx
 * resolves and translates each of the ~200 modules it imports on a thread of its own: half a
 * second of every build, a third of one after a one-page edit).
 *
 * The compiled file is kept in `.cache/build/cli/` beside a list of the files it was made from
 * and their content hashes (esbuild's metafile); it is used while every one of them has the
 * same bytes, and made again (about 0.2 s) when one changed, unless another checkout on the
 * same node_modules/ made it from the same bytes (`node_modules/.cache/run-compiled/`, as tsx
 * keeps its compiles in the temporary folder: a fresh copy spent 5% of its build compiling its
 * four commands again). The pure JavaScript packages the validator reads at every start (zod,
 * yaml, js-yaml) are compiled in too: loading their few hundred modules one by one took a
 * sixth of a build after a one-page edit. They count as package-lock.json in the list. Other
 * packages (sharp's native code, Vite) stay `require`s of node_modules.
 *
 * The compiled file is CommonJS, run from V8's code cache (code-cache.mjs) kept beside it as
 * `<compiled file>.code-cache`: the file's name is a hash of every input of its compile, so it
 * names the bytes the cache was made from. Plain JavaScript itself, since it runs before any
 * loader.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cacheFolderOption, keepCacheIn } from './cache-folder.mjs';
import { runCommonJs } from '../build/code-cache.mjs';

const CACHE = '.cache/build/cli';
/** A compiled file's V8 code cache is beside it, named after it (code-cache.mjs). */
const CODE_CACHE = '.code-cache';

const hashOfFile = (path) => {
  try {
    return createHash('sha256').update(readFileSync(path)).digest('hex');
  } catch {
    return 'missing';
  }
};

/** A file's size and modification time, or null when it is gone. */
const statOf = (path) => {
  try {
    const { size, mtimeMs } = statSync(path);
    return [size, mtimeMs];
  } catch {
    return null;
  }
};

/**
 * A file modified this close to the list's writing may have changed again within the same tick
 * of the clock (git's "racily clean" files): its bytes are hashed whatever its stat says.
 */
const RACY_MS = 2000;

/**
 * The compiled file of `entry` for `root`, if the cache holds one made from today's files. A
 * file whose size and modification time are those the list recorded is not read again (as git
 * trusts its index); any other is hashed, and the list takes its new stat when the bytes match.
 */
function cachedCompile(root, listFile) {
  let list;
  try {
    list = JSON.parse(readFileSync(listFile, 'utf8'));
  } catch {
    return undefined;
  }
  const stats = list.stats ?? {};
  let restated = false;
  const current = Object.entries(list.inputs).every(([path, hash]) => {
    const stat = statOf(resolve(root, path));
    const known = stats[path];
    if (
      stat &&
      known &&
      stat[0] === known[0] &&
      stat[1] === known[1] &&
      stat[1] < (list.writtenAt ?? 0) - RACY_MS
    )
      return true;
    if (hashOfFile(resolve(root, path)) !== hash) return false;
    stats[path] = stat;
    restated = true;
    return true;
  });
  const output = join(dirname(listFile), list.output);
  if (!current || !existsSync(output)) return undefined;
  if (restated) writeList(listFile, { ...list, stats, writtenAt: Date.now() });
  return output;
}

/** Writes the list of a compile's inputs; renamed into place, never read half-written. */
function writeList(listFile, list) {
  const temporary = `${listFile}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(list));
  renameSync(temporary, listFile);
}

/**
 * Each module keeps its own `import.meta.url` and `import.meta.dirname` in the one file, so a
 * module that finds a file beside it (a worker's source, say) still finds it, and a module's
 * "am I the command run?" test stays false. Both are written relative to the project the
 * compiled file is in (ROOT_OF_CLI, the banner's), so one compile serves every checkout whose
 * sources have the same bytes (the shared store below).
 */
const ownImportMeta = (root) => ({
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const inRoot = JSON.stringify(relative(root, args.path).split(sep).join('/'));
      const contents = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.dirname', `dirnameOfCli(resolveOfCli(ROOT_OF_CLI, ${inRoot}))`)
        .replaceAll(
          'import.meta.url',
          `pathToFileURLOfCli(resolveOfCli(ROOT_OF_CLI, ${inRoot})).href`,
        );
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
});

/** Packages compiled into the command (any other is imported from node_modules). */
const COMPILED_IN = /^(zod|yaml|js-yaml)(\/|$)/;

/** Every other package stays an import. */
const otherPackagesExternal = {
  name: 'other-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind === 'entry-point' || COMPILED_IN.test(args.path) ? undefined : { external: true },
    );
  },
};
/**
 * zod's `locales` (every language's messages: a quarter of the compiled build, parsed at every
 * start) are never read: the project's messages are its own, and zod's classic API imports its
 * English itself. esbuild keeps a namespace re-exported whole; Vite's bundles leave it out.
 */
const zodLocalesLeftOut = {
  name: 'zod-locales-left-out',
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({
      contents: "export { default as en } from './en.js';",
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
  },
};

/**
 * What the modules' own `import.meta` is made of (ownImportMeta). ROOT_OF_CLI: the project, from
 * where the compiled file is (CACHE in it).
 */
const BANNER = [
  "const { dirname: dirnameOfCli, resolve: resolveOfCli } = require('node:path');",
  "const { pathToFileURL: pathToFileURLOfCli } = require('node:url');",
  `const ROOT_OF_CLI = resolveOfCli(__dirname, ${JSON.stringify(relative(CACHE, '.'))});`,
].join(' ');

/** Compiles `entry` into `folder`: the file's name and its inputs' hashes. */
async function compile(root, entry, folder) {
  const { build } = await import('esbuild');
  const name = commandName(entry);
  const temporary = join(folder, `${name}.${process.pid}.tmp.mjs`);
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    // CommonJS, for V8's code cache (code-cache.mjs); its `import()`s compiled to `require`.
    format: 'cjs',
    supported: { 'dynamic-import': false },
    target: 'node20',
    jsx: 'automatic',
    metafile: true,
    banner: { js: BANNER },
    logLevel: 'error',
    plugins: [ownImportMeta(root), otherPackagesExternal, zodLocalesLeftOut],
  });
  // A package's files are named by the lock (hashing them at every start would cost as much).
  const sources = Object.keys(metafile.inputs).filter((path) => !path.includes('node_modules/'));
  const inputs = Object.fromEntries(
    // This file too: how it compiles (the packages compiled in, esbuild's options) is an input.
    [...sources, 'package-lock.json', relative(root, fileURLToPath(import.meta.url))].map(
      (path) => [path, hashOfFile(resolve(root, path))],
    ),
  );
  const digest = createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 16);
  const output = `${name}-${digest}.cjs`;
  // Renamed into place: a build running beside this one never reads half a file.
  renameSync(temporary, join(folder, output));
  return { output, inputs };
}

/**
 * Compiles shared by the checkouts that link one node_modules/ (git worktrees, the benchmark's
 * fresh copies, a CI cache of node_modules), as tsx keeps its own in the system's temporary
 * folder: each command's last few, each found by its inputs' hashes in the checkout at hand.
 */
const SHARED = 'node_modules/.cache/run-compiled';
const SHARED_KEPT = 4;

const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
};

/** Copied in whole under a temporary name, then renamed: never read half-written. */
function copyInto(from, to) {
  const temporary = `${to}.${process.pid}.tmp`;
  copyFileSync(from, temporary);
  renameSync(temporary, to);
}

/** A shared compile of `name` made from the bytes `root` has, copied into `folder`. */
function sharedCompile(root, name, folder) {
  const hashes = new Map();
  const hashOf = (path) => {
    if (!hashes.has(path)) hashes.set(path, hashOfFile(resolve(root, path)));
    return hashes.get(path);
  };
  for (const { output, inputs } of readJson(join(root, SHARED, `${name}.json`)) ?? []) {
    if (!Object.entries(inputs).every(([path, hash]) => hashOf(path) === hash)) continue;
    try {
      copyInto(join(root, SHARED, output), join(folder, output));
      return { output, inputs };
    } catch {
      // Removed by another build since its list was read: the next, or a compile.
    }
  }
  return undefined;
}

/** Adds a compile to the shared store, where a project has a node_modules/ of its own. */
function share(root, name, folder, { output, inputs }) {
  if (!existsSync(join(root, 'node_modules'))) return;
  const shared = join(root, SHARED);
  try {
    mkdirSync(shared, { recursive: true });
    if (!existsSync(join(shared, output))) copyInto(join(folder, output), join(shared, output));
    const listFile = join(shared, `${name}.json`);
    const compiles = [
      { output, inputs },
      ...(readJson(listFile) ?? []).filter((compile) => compile.output !== output),
    ];
    writeList(listFile, compiles.slice(0, SHARED_KEPT));
    for (const old of compiles.slice(SHARED_KEPT))
      rmSync(join(shared, old.output), { force: true });
  } catch {
    // A node_modules/ this user cannot write: the compile stays this project's alone.
  }
}

const commandName = (entry) => entry.replace(/[^a-z0-9]+/gi, '-');

/**
 * The compiled file of a TypeScript module of the project at `root` (`entry` relative to it):
 * the project's own, else the shared store's, else made now. Worker threads of a compiled
 * command load theirs through it (src/content/ts-worker.ts).
 */
export async function compiledModule(root, entry) {
  const folder = resolve(root, CACHE);
  mkdirSync(folder, { recursive: true });
  const name = commandName(entry);
  const listFile = join(folder, `${name}.json`);
  const cached = cachedCompile(root, listFile);
  if (cached) return cached;
  const shared = sharedCompile(root, name, folder);
  const made = shared ?? (await compile(root, entry, folder));
  const stats = Object.fromEntries(
    Object.keys(made.inputs).map((path) => [path, statOf(resolve(root, path))]),
  );
  writeList(listFile, { ...made, stats, writtenAt: Date.now() });
  // Only the current compile of each command is kept, and its code cache.
  for (const other of readdirSync(folder)) {
    if (other.startsWith(`${name}-`) && !other.startsWith(made.output))
      rmSync(join(folder, other), { force: true });
  }
  if (!shared) share(root, name, folder, made);
  return join(folder, made.output);
}

/** Set while a compiled command runs: where this file is, for its worker threads. */
const RUNNING_COMPILED = Symbol.for('tradelift.run-compiled');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  const [entry, ...args] = process.argv.slice(2);
  if (!entry) {
    process.stderr.write('Usage: node src/cli/run-compiled.mjs <command.ts> [arguments]\n');
    process.exit(1);
  }
  // A build with its cache elsewhere (`--cache <dir>`): in place before the compile is looked for.
  const cache = cacheFolderOption(args);
  if (cache) keepCacheIn(root, cache);
  const compiled = await compiledModule(root, entry);
  globalThis[RUNNING_COMPILED] = import.meta.url;
  // The command reads its arguments where it would have found them: after its own path.
  process.argv = [process.argv[0], resolve(root, entry), ...args];
  runCommonJs(compiled, `${compiled}${CODE_CACHE}`);
}
