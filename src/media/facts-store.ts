/**
 * The facts of every picture a src may name (type, size, what is wrong), for the synchronous
 * validator. Facts are kept in `.cache/build/images/facts.json` by file, with the file's size and
 * change time: a validation whose pictures have not changed reads no image at all. Pictures not
 * known yet are probed all together, in one child process (sharp is asynchronous, the validator
 * is not), the first time one is asked for, unless a caller that can wait primed the store first
 * (`primeImageFacts`: the build and `npm run validate` do, saving a child process's start).
 *
 * A file whose size or change time is new is known by its content too, for the rest of the
 * process: the team studio checks out a folder per commit, every file in it with a new change
 * time, and probing the same pictures again in each (a child process, 0.75 s for the site's 68)
 * delayed the file list after every save. Facts depend on the bytes and on the name (the
 * messages say it, the extension must match), so both make the key.
 */
import type * as ChildProcess from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageCacheDir } from './cache-dir.ts';
import type { FactsReader, ImageFacts } from './image-facts.ts';
import { fileOfSrc, imageSources } from './source-files.ts';

const VERSION = 2;

interface Entry {
  size: number;
  mtimeMs: number;
  /** The SHA-256 of the file's bytes (hex). */
  content: string;
  facts: ImageFacts;
}

interface Stored {
  version: number;
  files: Record<string, Entry>;
}

function readStore(path: string): Stored {
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as Stored;
    if (stored.version === VERSION) return stored;
  } catch {
    // Missing or cut short: every picture is probed again.
  }
  return { version: VERSION, files: {} };
}

/**
 * Facts by name and content, read in this process or found in a store it read (kept on
 * globalThis: Vite loads vite.config.ts, and so the validator, as its own copy of this module).
 * Emptied when full: a studio that runs for weeks takes uploads all along.
 */
const MAX_KNOWN = 20_000;
const KNOWN_KEY = Symbol.for('tradelift.image-facts.by-content');
const holder = globalThis as typeof globalThis & { [KNOWN_KEY]?: Map<string, ImageFacts> };
const knownByContent = (holder[KNOWN_KEY] ??= new Map());

const contentKey = (src: string, content: string) => `${src}\0${content}`;

function remember(src: string, entry: Entry) {
  if (knownByContent.size >= MAX_KNOWN) knownByContent.clear();
  knownByContent.set(contentKey(src, entry.content), entry.facts);
}

/** Probes the pictures in one child process that runs probe-cli.ts with tsx. */
function probeInChild(root: string, srcs: string[]): ImageFacts[] {
  const input = JSON.stringify(
    srcs.map((src) => ({ file: join(root, fileOfSrc(src)), name: src })),
  );
  // Loaded here: a build, which primes the store, never needs child_process (loading it was
  // 1% of a build after a one-page edit).
  const require = createRequire(import.meta.url);
  const { execFileSync } = require('node:child_process') as typeof ChildProcess;
  // Found beside this file and from its node_modules, not the project's: a fixture project
  // in a temp folder has neither.
  const output = execFileSync(
    process.execPath,
    // tsx's loader found by require, not by import.meta's resolve (ts-worker.ts says why).
    [
      '--import',
      pathToFileURL(require.resolve('tsx')).href,
      join(import.meta.dirname, 'probe-cli.ts'),
    ],
    { input, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(output.toString('utf8')) as ImageFacts[];
}

/** A picture to probe: where it is on disk now and what it holds. */
interface Missing {
  src: string;
  size: number;
  mtimeMs: number;
  content: string;
}

/**
 * The stored facts still true of the files on disk, those known by content (`found`: the
 * store needs saving), and the pictures to probe.
 */
function compareWithDisk(root: string, sources: ReadonlySet<string>) {
  const storePath = join(imageCacheDir(root), 'facts.json');
  const stored = readStore(storePath);
  const current: Record<string, Entry> = {};
  const missing: Missing[] = [];
  let found = 0;
  for (const src of sources) {
    const file = join(root, fileOfSrc(src));
    const { size, mtimeMs } = statSync(file);
    const entry = stored.files[src];
    if (entry && entry.size === size && entry.mtimeMs === mtimeMs) {
      current[src] = entry;
      remember(src, entry);
      continue;
    }
    const content = createHash('sha256').update(readFileSync(file)).digest('hex');
    const facts = knownByContent.get(contentKey(src, content));
    if (facts) {
      current[src] = { size, mtimeMs, content, facts };
      found++;
    } else {
      missing.push({ src, size, mtimeMs, content });
    }
  }
  return { storePath, current, missing, found };
}

/** The probed facts into the store and this process's memory. */
function addProbed(current: Record<string, Entry>, missing: Missing[], facts: ImageFacts[]) {
  missing.forEach(({ src, size, mtimeMs, content }, index) => {
    current[src] = { size, mtimeMs, content, facts: facts[index]! };
    remember(src, current[src]);
  });
}

function saveStore(storePath: string, root: string, files: Record<string, Entry>) {
  try {
    mkdirSync(imageCacheDir(root), { recursive: true });
    const temporary = `${storePath}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ version: VERSION, files }));
    renameSync(temporary, storePath);
  } catch {
    // A read-only checkout: the facts hold for this process only.
  }
}

/**
 * Probes, in this process and without blocking it, the pictures the store lacks, and stores
 * their facts: a caller that can wait (the build, `npm run validate`) calls it before the
 * synchronous validator, which then finds every picture known and starts no child process.
 */
export async function primeImageFacts(root: string): Promise<number> {
  const { storePath, current, missing, found } = compareWithDisk(root, new Set(imageSources(root)));
  if (missing.length > 0) {
    // Loaded here: the validator's other users (its workers, the studio) never load sharp for it.
    const { probeImage } = await import('./probe.ts');
    const facts = await Promise.all(
      missing.map(({ src }) => probeImage(join(root, fileOfSrc(src)), src)),
    );
    addProbed(current, missing, facts);
  }
  if (missing.length > 0 || found > 0) saveStore(storePath, root, current);
  return missing.length;
}

/** A reader over the project's pictures as they are on disk now. */
export function factsReader(root: string): FactsReader {
  const sources = new Set(imageSources(root));
  let known: Map<string, ImageFacts> | undefined;
  let probed = 0;
  const load = () => {
    const { storePath, current, missing, found } = compareWithDisk(root, sources);
    if (missing.length > 0) {
      const facts = probeInChild(
        root,
        missing.map((m) => m.src),
      );
      probed += missing.length;
      addProbed(current, missing, facts);
    }
    if (missing.length > 0 || found > 0) saveStore(storePath, root, current);
    return new Map(Object.entries(current).map(([src, entry]) => [src, entry.facts]));
  };
  return {
    sources,
    facts(src) {
      known ??= load();
      return (
        known.get(src) ?? { ok: false, code: 'image-unreadable', message: `${src} was not read` }
      );
    },
    probed: () => probed,
    signature: () =>
      [...sources]
        .sort()
        .map((src) => {
          const { size, mtimeMs } = statSync(join(root, fileOfSrc(src)));
          return `${src}\0${size}\0${mtimeMs}`;
        })
        .join('\n'),
  };
}
