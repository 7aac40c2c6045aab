/** The types of code-cache.mjs (plain JavaScript: run-compiled.mjs runs it before any loader). */

export type CommonJsFunction = (
  exports: unknown,
  require: (specifier: string) => unknown,
  module: { exports: unknown },
  filename: string,
  dirname: string,
) => void;

export function compileCommonJs(
  file: string,
  cacheFile: string,
  source?: string,
): { run: CommonJsFunction; cached: boolean };

export function runCommonJs(
  file: string,
  cacheFile: string,
  require?: (specifier: string) => unknown,
): unknown;

export function requireBundleModule(bundleDir: string, file: string, cacheFolder: string): unknown;
