/** The types of cache-folder.mjs (plain JavaScript: run-compiled.mjs runs it before any loader). */
export function cacheFolderOption(argv: readonly string[]): string | undefined;
export function keepCacheIn(root: string, cache: string): void;
