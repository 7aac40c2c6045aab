/**
 * No file Vite bundles with vite.config.ts names `import.meta`'s resolve: for one that does, Vite
 * registers a module hook in the thread that loads the config (the build's bundle worker), and
 * every import of that thread then goes through the hook's own thread (src/content/ts-worker.ts).
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '../../..');
/** Vite's own test (the config loader's `importMetaResolveRegex`). */
const NAMES_RESOLVE = /import\.meta\s*\.\s*resolve/;

describe('the files bundled with vite.config.ts', () => {
  it('never name the resolve of import.meta', async () => {
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      join(repo, 'vite.config.ts'),
      repo,
      'silent',
    );
    const files = loaded!.dependencies;
    // The content plugins, which reach the validator and its worker threads, are among them.
    expect(files.some((file) => file.endsWith('src/content/ts-worker.ts'))).toBe(true);
    expect(files.filter((file) => NAMES_RESOLVE.test(readFileSync(file, 'utf8')))).toEqual([]);
  }, 60_000);
});
