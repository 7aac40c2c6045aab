/**
 * The studio app built for production, for the team server (no Vite dev server there). It goes
 * into a folder of its own (never dist/), made again only when what it is built from changed:
 * a hash of the code folders, the generated schemas, the lockfile and the Vite config.
 * The build is written beside the folder and renamed into place, so a server that starts while
 * another builds never serves half a build.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';

export const STUDIO_APP_DIR = '.studio-app';
/** Where the built files are served from. */
export const STUDIO_APP_BASE = '/studio/app/';
const STAMP_FILE = 'source-hash.txt';
export const MANIFEST_FILE = 'manifest.json';
const SOURCES = [
  'src',
  'blocks',
  'fields',
  'schemas',
  'public',
  'index.html',
  'package-lock.json',
  'vite.config.ts',
];
export const ENTRIES = { studio: 'src/studio/app/main.tsx', preview: 'src/studio/app/preview.tsx' };

export type StudioEntry = keyof typeof ENTRIES;

/** The tags one entry needs in a page: its script and its styles. */
export interface EntryAssets {
  script: string;
  styles: string[];
}

export interface StudioApp {
  dir: string;
  entries: Record<StudioEntry, EntryAssets>;
}

function sourceHash(root: string): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) return;
    if (stats.isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
    } else {
      hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  for (const source of SOURCES) add(join(root, source));
  return hash.digest('hex');
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

function entriesOf(dir: string): Record<StudioEntry, EntryAssets> {
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const assets = (source: string): EntryAssets => {
    const styles = new Set<string>();
    const visit = (key: string, seen = new Set<string>()) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      for (const css of chunk?.css ?? []) styles.add(STUDIO_APP_BASE + css);
      for (const imported of chunk?.imports ?? []) visit(imported, seen);
    };
    visit(source);
    return { script: STUDIO_APP_BASE + manifest[source]!.file, styles: [...styles] };
  };
  return { studio: assets(ENTRIES.studio), preview: assets(ENTRIES.preview) };
}

/**
 * Builds the app of the sources in `root` into `outDir`, as the team server serves it; the
 * bench (`npm run bench:bytes -- --studio`) builds so too, with source maps, to weigh it.
 */
export async function buildStudioApp(root: string, outDir: string, options = { sourcemap: false }) {
  // Vite is loaded only when a build is needed: a server over a current build never pays for it.
  const { build } = await import('vite');
  // A production bundle whatever the caller's environment (Vitest, for one, sets "test").
  process.env.NODE_ENV = 'production';
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    base: STUDIO_APP_BASE,
    // The studio renders pages whole in the browser, as the dev server does (no islands).
    define: { __ISLANDS__: 'false' },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: MANIFEST_FILE,
      copyPublicDir: false,
      sourcemap: options.sourcemap,
      rollupOptions: { input: Object.values(ENTRIES) },
    },
  });
}

/** The built app, building it first when it is missing or stale. */
export async function ensureStudioApp(
  root: string,
  log: (line: string) => void = console.log,
): Promise<StudioApp> {
  const dir = join(root, STUDIO_APP_DIR);
  const hash = sourceHash(root);
  const stamp = join(dir, STAMP_FILE);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    return { dir, entries: entriesOf(dir) };
  }
  log('Building the studio app (its code changed or it was never built)…');
  const started = performance.now();
  const building = `${dir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  await buildStudioApp(root, building);
  writeFileSync(join(building, STAMP_FILE), hash);
  try {
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
  } catch (error) {
    // Another server built the same code at the same moment and won the rename: use its build.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== hash) throw error;
  }
  log(`Built the studio app in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { dir, entries: entriesOf(dir) };
}
