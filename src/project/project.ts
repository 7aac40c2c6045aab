/**
 * Reads a whole project from disk (Node only): finds its YAML files, builds the cross-reference
 * context and validates every file. Used by the Vite plugin, the CLI and the tests.
 */
import { isAscii } from 'node:buffer';
import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { contentFolders } from '../content/collections.ts';
import { buildDateOf } from '../content/site-time-zone.ts';
import type { ProjectContext } from '../content/context.ts';
import { declaredDownloads } from './downloads.ts';
import { formIdFromFile, routeFromPageFile } from '../content/route-path.ts';
import { linkedRoutes } from '../content/links.ts';
import { blockIdsOf, digestOf } from './file-digest.ts';
import { holdParsedTexts, parseYaml } from '../content/parsed-yaml.ts';
import { MIN_FILES, startParallelValidation } from './parallel-validate.ts';
import { formatPath } from '../content/positions.ts';
import { decodeText } from '../content/text-limits.ts';
import { prefillFileProblems } from './prefill-file-check.ts';
import { LAYOUT_SECTION_IDS } from '../content/layout-sections.ts';
import { reviewProject } from './run-review.ts';
import { factsReader, primeImageFacts } from '../media/facts-store.ts';
import {
  kindOfFile,
  hasData,
  validateSource,
  withProblems,
  type FileKind,
  type ValidationResult,
} from './validate.ts';
import { problemAt, type Problem } from '../content/problem.ts';

/**
 * The files under `folder` of `root`, as paths from `root` joined by `/`: made as they are found
 * (joining and relativising a thousand absolute paths was most of the listing's time).
 */
function walk(root: string, folder: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, folder), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    // A link or an entry of unknown type: what it points at says.
    const folderHere =
      entry.isDirectory() || (!entry.isFile() && statSync(join(root, path)).isDirectory());
    return folderHere ? walk(root, path) : [path];
  });
}

export interface ProjectFile {
  /** Relative to the project root, with forward slashes: `pages/pricing.yaml`. */
  file: string;
  kind: FileKind;
  /** The text (bytes that are not UTF-8 read as U+FFFD), for the cross-references. */
  source: string;
  /** The bytes on disk, which the validator checks for encoding itself. */
  bytes: Uint8Array;
  /**
   * A hash of the bytes, when the caller keeps one (the build cache): the digest of a known
   * text is found by it without the text (file-digest.ts).
   */
  textHash?: string;
}

/** The content files of the project, sorted, with their kinds: none is read. */
export function projectPaths(root: string): { file: string; kind: FileKind }[] {
  return contentFolders
    .flatMap((folder) => walk(root, folder))
    .sort()
    .flatMap((file) => {
      const kind = kindOfFile(file);
      return kind ? [{ file, kind }] : [];
    });
}

/** A file's text from its bytes. */
export const textOfBytes = (bytes: Buffer): string =>
  // Plain ASCII (most content) is its own text: copied, not decoded (twice, to find a byte
  // that is not UTF-8) as any other text is.
  isAscii(bytes) ? bytes.toString('latin1') : decodeText(bytes).text;

export function readProjectFile(root: string, file: string, kind: FileKind): ProjectFile {
  const bytes = readFileSync(join(root, file));
  return { file, kind, source: textOfBytes(bytes), bytes };
}

export function listProjectFiles(root: string): ProjectFile[] {
  return projectPaths(root).map(({ file, kind }) => readProjectFile(root, file, kind));
}

/** The section ids of a page's text: its blocks' `id`s (the studio's, from its parse). */
export function sectionIdsOf(source: string): string[] {
  const blocks = (parseYaml(source).data as { blocks?: unknown } | null | undefined)?.blocks;
  return Array.isArray(blocks) ? blockIdsOf(blocks) : [];
}

/** The site file's redirects, from its digest. */
const redirectsOf = (files: readonly ProjectFile[]): Map<string, string> =>
  new Map(files.flatMap((f) => (f.kind === 'site' ? (digestOf(f).redirects ?? []) : [])));

export function buildContext(
  root: string,
  files: ProjectFile[],
  today: string = buildDateOf(root),
): ProjectContext {
  const pages = files.filter((f) => f.kind === 'page');
  return {
    routes: new Set(pages.map((f) => routeFromPageFile(f.file)!)),
    redirects: redirectsOf(files),
    formIds: new Set(files.filter((f) => f.kind === 'form').map((f) => formIdFromFile(f.file))),
    downloads: new Set(declaredDownloads(pages).map((d) => d.name)),
    publicFiles: new Set(walk(join(root, 'public'), '')),
    sectionIds: new Set([...LAYOUT_SECTION_IDS, ...pages.flatMap((f) => digestOf(f).sectionIds)]),
    today,
    images: factsReader(root),
  };
}

/**
 * Section id → the route of the first page that has it, so a `scrollTo` can find its page from
 * anywhere; from each page's digest.
 */
export function sectionRoutes(files: readonly ProjectFile[]): Record<string, string> {
  const index: Record<string, string> = {};
  for (const f of files) {
    if (f.kind !== 'page') continue;
    for (const id of digestOf(f).sectionIds) index[id] ??= routeFromPageFile(f.file)!;
  }
  return index;
}

/** Two files for one route (`a.yaml` and `a/index.yaml`): the later file is the error. */
export function duplicateRoutes(files: ProjectFile[]): Problem[] {
  const first = new Map<string, string>();
  return files.flatMap((f) => {
    if (f.kind !== 'page') return [];
    const route = routeFromPageFile(f.file)!;
    const owner = first.get(route);
    if (owner === undefined) {
      first.set(route, f.file);
      return [];
    }
    return [
      problemAt(
        { file: f.file, line: 1, column: 1 },
        'duplicate-route',
        `${owner} already gives the route "${route}"`,
      ),
    ];
  });
}

/** Two blocks declaring one download name: the later declaration is the error. */
export function duplicateDownloads(files: ProjectFile[]): Problem[] {
  const first = new Map<string, string>();
  return declaredDownloads(files.filter((f) => f.kind === 'page')).flatMap((download) => {
    const owner = first.get(download.name);
    if (owner === undefined) {
      first.set(download.name, download.file);
      return [];
    }
    const path = ['blocks', download.blockIndex, download.field, 'name'];
    const parsed = parseYaml(files.find((f) => f.file === download.file)!.source);
    return [
      problemAt(
        { file: download.file, ...parsed.locate(path), path: formatPath(path) },
        'duplicate-download',
        `${owner} already declares the download "${download.name}"`,
      ),
    ];
  });
}

/** Routes nothing links to: the home page is exempt, a page's links to itself do not count. */
export function orphanRoutes(files: ProjectFile[]): Problem[] {
  const sections = sectionRoutes(files);
  const incoming = new Set<string>();
  for (const f of files) {
    const own = f.kind === 'page' ? routeFromPageFile(f.file) : null;
    for (const route of linkedRoutes(digestOf(f).links, sections))
      if (route !== own) incoming.add(route);
  }
  return files.flatMap((f) => {
    const route = f.kind === 'page' ? routeFromPageFile(f.file)! : '/';
    if (route === '/' || incoming.has(route)) return [];
    return [
      problemAt(
        { file: f.file, ...digestOf(f).head },
        'orphan-route',
        `no page or menu links to "${route}"`,
      ),
    ];
  });
}

export interface ProjectReport {
  results: ValidationResult[];
  problems: Problem[];
  summary: { files: number; pages: number; blocks: number; forms: number };
}

/** The checks that compare files: one route twice, one download twice, orphans, prefilled files. */
/** `rejected`: the files whose schema refused them (their own validation's result). */
export function crossFileProblems(
  files: ProjectFile[],
  context: ProjectContext,
  rejected: ReadonlySet<string> = new Set(),
): Problem[] {
  return [
    ...duplicateRoutes(files),
    ...duplicateDownloads(files),
    ...orphanRoutes(files),
    ...prefillFileProblems(files, context),
    // The content review's rules that read several files (review/run.ts).
    ...reviewProject(files, context, rejected),
  ];
}

/** Validates one file against the project's context (the build's cache wraps validateSource). */
export type FileValidator = (file: ProjectFile, context: ProjectContext) => ValidationResult;

const validateOnThisThread: FileValidator = (file, context) =>
  validateSource(file.file, file.kind, file.bytes, context);

/**
 * `today` pins the build date (tests); by default it comes from build-date.ts. `files` are the
 * project's files when the caller has listed them already, `context` their context when the
 * caller has built it (buildContext).
 */
export function validateProject(
  root: string,
  only?: readonly string[],
  today?: string,
  files: ProjectFile[] = listProjectFiles(root),
  validateFile: FileValidator = validateOnThisThread,
  context: ProjectContext = buildContext(root, files, today),
): ProjectReport {
  const wanted = only?.length
    ? files.filter((f) =>
        only.some((path) => f.file === path || f.file.startsWith(path.replace(/\/?$/, '/'))),
      )
    : files;
  const checked = new Set(wanted.map((f) => f.file));
  // Every file's own result first: the checks across files leave a file its schema refused to
  // its own errors. A file's own result is left as validateFile made it (the build cache keeps
  // it as such).
  const own = new Map(files.map((f) => [f.file, validateFile(f, context)] as const));
  const rejected = new Set([...own].filter(([, result]) => !hasData(result)).map(([file]) => file));
  const projectProblems = new Map<string, Problem[]>();
  for (const problem of crossFileProblems(files, context, rejected)) {
    if (!checked.has(problem.file)) continue;
    projectProblems.set(problem.file, [...(projectProblems.get(problem.file) ?? []), problem]);
  }
  const results = wanted.map((f) => {
    const result = own.get(f.file)!;
    const problems = [...result.problems, ...(projectProblems.get(f.file) ?? [])];
    problems.sort((a, b) => a.line - b.line || a.column - b.column);
    return withProblems(result, problems);
  });
  const problems = results.flatMap((r) => r.problems);
  const pages = results.filter((r) => r.kind === 'page');
  return {
    results,
    problems,
    summary: {
      files: results.length,
      pages: pages.length,
      // From the digests: a page's data is not read for its count (the build cache reads it
      // only for a page it renders).
      blocks: wanted.reduce(
        (n, f) => n + (f.kind === 'page' && !rejected.has(f.file) ? digestOf(f).blocks : 0),
        0,
      ),
      forms: results.filter((r) => r.kind === 'form').length,
    },
  };
}

/**
 * validateProject for the CLIs (validate, the team server's publish): the same report, with the
 * files checked on every core from MIN_FILES files (parallel-validate.ts).
 */
export async function validateProjectOnAllCores(
  root: string,
  only?: readonly string[],
): Promise<ProjectReport> {
  // The pictures' facts, probed here beside the parse rather than by the validator's child.
  const facts = primeImageFacts(root);
  // Every file, not only the wanted ones: the cross-references read them all.
  const files = listProjectFiles(root);
  // Each parse is read several times (the context, the file's checks, the checks across files):
  // the parse cache holds them all, however large the site.
  holdParsedTexts(files.length);
  if (files.length < MIN_FILES) {
    await facts;
    return validateProject(root, only, undefined, files);
  }
  // The workers load the validator while this thread works out the context.
  const parallel = startParallelValidation();
  await facts;
  const context = buildContext(root, files);
  const { results } = await parallel.validate(files, context);
  return validateProject(
    root,
    only,
    undefined,
    files,
    (file) => results.get(file.file)?.result ?? validateOnThisThread(file, context),
    context,
  );
}
