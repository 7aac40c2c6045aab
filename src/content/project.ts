/**
 * Reads a whole project from disk (Node only): finds its YAML files, builds the cross-reference
 * context and validates every file. Used by the Vite plugin, the CLI and the tests.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildDate } from './build-date.ts';
import type { ProjectContext } from './context.ts';
import { downloadNames } from './downloads.ts';
import { formIdFromFile, routeFromPageFile } from './route-path.ts';
import { linkedRoutes } from './links.ts';
import { parseYaml } from './parsed-yaml.ts';
import { prefillFileProblems } from './prefill-file-check.ts';
import {
  kindOfFile,
  problemAt,
  validateSource,
  type FileKind,
  type Problem,
  type ValidationResult,
} from './validate.ts';

/** Ids that the layout itself puts on every page. */
const LAYOUT_SECTION_IDS = ['main-content'];

function walk(folder: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

export interface ProjectFile {
  /** Relative to the project root, with forward slashes: `pages/pricing.yaml`. */
  file: string;
  kind: FileKind;
  source: string;
}

export function listProjectFiles(root: string): ProjectFile[] {
  return [...walk(join(root, 'pages')), ...walk(join(root, 'forms'))]
    .map((absolute) => relative(root, absolute).replace(/\\/g, '/'))
    .sort()
    .flatMap((file) => {
      const kind = kindOfFile(file);
      return kind ? [{ file, kind, source: readFileSync(join(root, file), 'utf8') }] : [];
    });
}

function sectionIdsOf(source: string): string[] {
  const data = parseYaml(source).data as { blocks?: { id?: unknown }[] } | null | undefined;
  const blocks = Array.isArray(data?.blocks) ? data.blocks : [];
  return blocks.flatMap((block) => (typeof block?.id === 'string' ? [block.id] : []));
}

export function buildContext(
  root: string,
  files: ProjectFile[],
  today: string = buildDate(),
): ProjectContext {
  const pages = files.filter((f) => f.kind === 'page');
  return {
    routes: new Set(pages.map((f) => routeFromPageFile(f.file)!)),
    formIds: new Set(files.filter((f) => f.kind === 'form').map((f) => formIdFromFile(f.file))),
    downloads: new Set(downloadNames),
    publicFiles: new Set(
      walk(join(root, 'public')).map(
        (p) => '/' + relative(join(root, 'public'), p).replace(/\\/g, '/'),
      ),
    ),
    sectionIds: new Set([...LAYOUT_SECTION_IDS, ...pages.flatMap((f) => sectionIdsOf(f.source))]),
    today,
  };
}

/** Route → section ids of that page, so a `scrollTo` can find its page from anywhere. */
export function sectionRoutes(files: ProjectFile[]): Record<string, string> {
  const index: Record<string, string> = {};
  for (const file of files) {
    if (file.kind !== 'page') continue;
    for (const id of sectionIdsOf(file.source)) index[id] ??= routeFromPageFile(file.file)!;
  }
  return index;
}

/** Two files for one route (`a.yaml` and `a/index.yaml`): the later file is the error. */
function duplicateRoutes(files: ProjectFile[]): Problem[] {
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

/** Routes nothing links to: the home page is exempt, a page's links to itself do not count. */
function orphanRoutes(files: ProjectFile[]): Problem[] {
  const sections = sectionRoutes(files);
  const incoming = new Set<string>();
  for (const f of files) {
    const own = f.kind === 'page' ? routeFromPageFile(f.file) : null;
    for (const route of linkedRoutes(f.source, sections)) if (route !== own) incoming.add(route);
  }
  return files.flatMap((f) => {
    const route = f.kind === 'page' ? routeFromPageFile(f.file)! : '/';
    if (route === '/' || incoming.has(route)) return [];
    return [
      problemAt(
        { file: f.file, line: 1, column: 1 },
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

/** `today` pins the build date (tests); by default it comes from build-date.ts. */
export function validateProject(
  root: string,
  only?: readonly string[],
  today?: string,
): ProjectReport {
  const files = listProjectFiles(root);
  const context = buildContext(root, files, today);
  const wanted = only?.length
    ? files.filter((f) =>
        only.some((path) => f.file === path || f.file.startsWith(path.replace(/\/?$/, '/'))),
      )
    : files;
  const results = wanted.map((f) => validateSource(f.file, f.kind, f.source, context));
  const checked = new Set(wanted.map((f) => f.file));
  const projectProblems = [
    ...duplicateRoutes(files),
    ...orphanRoutes(files),
    ...prefillFileProblems(files, context),
  ].filter((p) => checked.has(p.file));
  for (const problem of projectProblems) {
    results.find((r) => r.file === problem.file)!.problems.push(problem);
  }
  for (const result of results) {
    result.problems.sort((a, b) => a.line - b.line || a.column - b.column);
  }
  const problems = results.flatMap((r) => r.problems);
  const pages = results.filter((r) => r.kind === 'page');
  return {
    results,
    problems,
    summary: {
      files: results.length,
      pages: pages.length,
      blocks: pages.reduce(
        (n, r) => n + ((r.data as { blocks?: unknown[] } | undefined)?.blocks?.length ?? 0),
        0,
      ),
      forms: results.filter((r) => r.kind === 'form').length,
    },
  };
}
