/**
 * CommonJS files run with V8's code cache: the bytecode V8 made of a file in its last run (each
 * function that run compiled, not only the top level), kept in a file of its own, so that the
 * next run neither parses nor compiles the file again. Node 20 keeps no such cache for modules
 * (Node 22's `module.enableCompileCache` does) and has none to give an ES module: the build's
 * compiled command (run-compiled.mjs) and its server bundle (src/cli/server-bundle.ts) are
 * CommonJS for it. After a one-page edit, compiling them was a tenth of the build.
 *
 * A file run so must not `import()`: V8 loses a script's dynamic import options when the script
 * comes from a cache (nodejs/node#43663), so its dynamic imports are compiled to `require`.
 * Plain JavaScript: run-compiled.mjs runs before any TypeScript loader.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';
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
