/**
 * The server bundle's modules (dist-ssr/, CommonJS: bundle-configs.ts), loaded as `require`
 * would load them but each compiled from V8's code cache (code-cache.mjs): loading React's
 * server renderer, the router and the blocks took a seventh of a build after a one-page edit,
 * most of it compiling. A file's cache is kept in `.cache/build/code-cache/` under its name
 * and a hash of its bytes (V8 checks only a source's length); its older caches go when a new
 * one is made.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { compileCommonJs } from './code-cache.mjs';
import { hashOf } from './build-cache/hash.ts';
import { buildCachePath } from './build-cache/location.ts';

/** Each module of a bundle loaded in this process, by its path. */
const modules = new Map<string, { exports: unknown }>();

/** The caches of a file's earlier bytes, once its new one is to be made. */
function dropOlderCaches(folder: string, name: string, cacheFile: string) {
  let names: string[] = [];
  try {
    names = readdirSync(folder);
  } catch {
    return; // No cache folder yet.
  }
  for (const other of names)
    if (other.startsWith(`${name}.`) && join(folder, other) !== cacheFile)
      rmSync(join(folder, other), { force: true });
}

/** The exports of `file` of the server bundle at `serverDir`, and of the modules it requires. */
export function requireServerModule<Exports>(root: string, serverDir: string, file: string) {
  const folder = buildCachePath(root, 'code-cache');
  const load = (path: string): unknown => {
    const known = modules.get(path);
    if (known) return known.exports;
    // In the map before it runs: a module requiring it back gets its exports so far, as in Node.
    const module = { exports: {} };
    modules.set(path, module);
    const source = readFileSync(path, 'utf8');
    const name = relative(serverDir, path).replaceAll(/[\\/]/g, '-');
    const cacheFile = join(folder, `${name}.${hashOf(source).slice(0, 16)}`);
    const { run, cached } = compileCommonJs(path, cacheFile, source);
    if (!cached) dropOlderCaches(folder, name, cacheFile);
    const packages = createRequire(path);
    // The bundle's own chunks load the same way; Node's modules and packages as Node loads them.
    const require = (specifier: string) =>
      specifier.startsWith('.') ? load(resolve(dirname(path), specifier)) : packages(specifier);
    run(module.exports, require, module, path, dirname(path));
    return module.exports;
  };
  return load(resolve(serverDir, file)) as Exports;
}
