/**
 * CommonJS files run with V8's code cache: the bytecode V8 made of a file in its last run (each
 * function that run compiled, not only the top level), kept in a file of its own, so that the
 * next run neither parses nor compiles the file again. Node 20 keeps no such cache for modules
 * (Node 22's `module.enableCompileCache` does) and has none to give an ES module: the build's
 * compiled command (run-compiled.mjs) and its server bundle (dist-ssr/, bundle-configs.ts) are
 * CommonJS for it. After a one-page edit, compiling them was a fifth of the build.
 *
 * A file run so must not `import()`: V8 loses a script's dynamic import options when the script
 * comes from a cache (nodejs/node#43663), so its dynamic imports are compiled to `require`.
 * Plain JavaScript: run-compiled.mjs runs before any TypeScript loader.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { Script } from 'node:vm';

/** Scripts run without a cache V8 took, and where to keep theirs. */
const unwritten = [];

/**
 * Written when the process ends, so that the cache holds every function the run compiled. V8
 * checks a cache against its source's length only: `cacheFile` must name the source's bytes.
 */
function writeCaches() {
  for (const { script, cacheFile } of unwritten.splice(0)) {
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    try {
      mkdirSync(dirname(cacheFile), { recursive: true });
      writeFileSync(temporary, script.createCachedData());
      // Renamed into place: a build beside this one never reads half a cache.
      renameSync(temporary, cacheFile);
    } catch {
      // A cache folder this user cannot write: the next run compiles again, as without one.
      rmSync(temporary, { force: true });
    }
  }
}

/**
 * A CommonJS file's function, as `require` wraps it (`exports`, `require`, `module`,
 * `__filename`, `__dirname`), and whether it was compiled from `cacheFile` (V8 took it); if
 * not, its cache is written there when the process ends.
 */
export function compileCommonJs(file, cacheFile, source = readFileSync(file, 'utf8')) {
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // None yet: this run makes it.
  }
  const script = new Script(Module.wrap(source), { filename: file, cachedData });
  const cached = cachedData !== undefined && !script.cachedDataRejected;
  if (!cached) {
    if (unwritten.length === 0) process.once('exit', writeCaches);
    unwritten.push({ script, cacheFile });
  }
  return { run: script.runInThisContext(), cached };
}

/** Runs a CommonJS file as `require` would, compiled as compileCommonJs does; its exports. */
export function runCommonJs(file, cacheFile, require = createRequire(file)) {
  const module = { exports: {} };
  compileCommonJs(file, cacheFile).run(module.exports, require, module, file, dirname(file));
  return module.exports;
}

/** Each module of a bundle loaded in this thread, by its path. */
const bundleModules = new Map();

/** The caches of a file's earlier bytes, once its new one is to be made. */
function dropOlderCaches(cacheFolder, name, cacheFile) {
  let names = [];
  try {
    names = readdirSync(cacheFolder);
  } catch {
    return; // No cache folder yet.
  }
  for (const other of names)
    if (other.startsWith(`${name}.`) && join(cacheFolder, other) !== cacheFile)
      rmSync(join(cacheFolder, other), { force: true });
}

/**
 * The exports of `file`, a module of the CommonJS bundle in `bundleDir`, and of the bundle's
 * modules it requires: each loaded as `require` would, but compiled from its cache in
 * `cacheFolder`. A file's cache is named by the file's name in the bundle and a hash of its
 * bytes (a bundle's chunk keeps its name when its code changes); its caches of other bytes go
 * when a new one is made.
 */
export function requireBundleModule(bundleDir, file, cacheFolder) {
  const load = (path) => {
    const known = bundleModules.get(path);
    if (known) return known.exports;
    // In the map before it runs: a module requiring it back gets its exports so far, as in Node.
    const module = { exports: {} };
    bundleModules.set(path, module);
    const source = readFileSync(path, 'utf8');
    const name = relative(bundleDir, path).replaceAll(/[\\/]/g, '-');
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
    const cacheFile = join(cacheFolder, `${name}.${hash}`);
    const { run, cached } = compileCommonJs(path, cacheFile, source);
    if (!cached) dropOlderCaches(cacheFolder, name, cacheFile);
    const packages = createRequire(path);
    // The bundle's own chunks load the same way; Node's modules and packages as Node loads them.
    const require = (specifier) =>
      specifier.startsWith('.') ? load(resolve(dirname(path), specifier)) : packages(specifier);
    run(module.exports, require, module, path, dirname(path));
    return module.exports;
  };
  return load(resolve(bundleDir, file));
}
