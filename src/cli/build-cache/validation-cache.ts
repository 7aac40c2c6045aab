/**
 * The build's validation with a cache: each file's parse (its plain data) and its own result
 * are kept, keyed by the file's bytes, the validator's code and, for the result, the project
 * context it was checked against (routes, forms, sections, public files, the date). A build
 * after a one-page edit parses and checks that page alone; the checks across files run again
 * on every file, from the kept data. When many files are to be checked (a clean build), they
 * are checked on every core (parallel-validate.ts). The report is the one an uncached
 * validation gives.
 */
import { existsSync, rmSync } from 'node:fs';
import {
  holdParsedTexts,
  isParsed,
  parseYaml,
  rememberPlainData,
  type PlainData,
} from '../../content/parsed-yaml.ts';
import type { ProjectContext } from '../../content/context.ts';
import { MIN_FILES, startParallelValidation } from '../../content/parallel-validate.ts';
import {
  buildContext,
  listProjectFiles,
  validateProject,
  type FileValidator,
  type ProjectFile,
  type ProjectReport,
} from '../../content/project.ts';
import { validateSource, type FileKind, type ValidationResult } from '../../content/validate.ts';
import { primeImageFacts } from '../../media/facts-store.ts';
import { readCacheRecords, writeCacheRecords, type CachedRecords } from './cache-file.ts';
import { hashOf } from './hash.ts';
import { validatorKey } from './keys.ts';
import { buildCachePath } from './location.ts';

interface CachedFile {
  /** Hash of the file's text: its parse is valid for it. */
  text: string;
  /** Its data, when the text has no problem (a problem needs yaml's document to be placed). */
  plain?: PlainData;
  /** Hash of the bytes, kind, path and context: the result is valid for it. */
  key: string;
  result: ValidationResult;
}

type CachedValidation = Record<string, CachedFile>;

/** Everything of the context a file's result can depend on: its sets, the date, the pictures. */
const contextHash = (context: ProjectContext) =>
  hashOf(
    JSON.stringify(
      Object.entries(context).map(([name, value]) => [
        name,
        typeof value === 'string'
          ? value
          : value instanceof Set
            ? [...(value as Set<string>)].sort()
            : (value as NonNullable<ProjectContext['images']>).signature(),
      ]),
    ),
  );

/** A report of the settings files alone, as the content plugin reads one (validated-project.ts). */
function settingsReport(results: ValidationResult[]): ProjectReport {
  return {
    results,
    problems: results.flatMap((result) => result.problems),
    summary: {
      files: results.length,
      pages: 0,
      blocks: 0,
      forms: results.filter((result) => result.kind === 'form').length,
    },
  };
}

export interface CachedValidationRun {
  report: ProjectReport;
  files: ProjectFile[];
  /** Files whose own result came from the cache. */
  reused: number;
  /** Each file's text hash. */
  textHashes: ReadonlyMap<string, string>;
  /** The hash of the project's context (routes, forms, sections, pictures, the date). */
  contextKey: string;
}

/**
 * Validates the project as `validateProjectOnAllCores` does, reusing what `clean` allows.
 * `settingsReady` is handed the results of the files that are not pages (the site settings and
 * the forms) before the pages are checked, and the pages' checks give way to what it starts
 * (the build compiles its server bundle, which holds no page, meanwhile).
 */
export async function validateWithCache(
  root: string,
  clean: boolean,
  settingsReady?: (settings: ProjectReport, files: readonly ProjectFile[]) => void,
): Promise<CachedValidationRun> {
  const path = buildCachePath(root, 'validation.jsonl');
  // Its one-JSON form of before: the cache folder CI keeps would hold it for good.
  rmSync(buildCachePath(root, 'validation.json'), { force: true });
  // Without a cache every file is checked: the workers start loading the validator at once.
  const early = clean || !existsSync(path) ? startParallelValidation() : undefined;
  // The pictures' facts, probed in this process beside the parse (else the validator would
  // start a child process to probe them, synchronously).
  const facts = primeImageFacts(root);
  const key = validatorKey(root);
  const read: CachedRecords<CachedFile> = clean
    ? { records: new Map(), lines: 0 }
    : readCacheRecords<CachedFile>(path, key);
  const cached: CachedValidation = {};
  for (const [file, { value }] of read.records) cached[file] = value;
  const files = listProjectFiles(root);
  // Every file's parse is kept until the end, the cached ones included.
  holdParsedTexts(files.length);
  const textHashes = new Map(files.map((file) => [file.file, hashOf(file.source)]));
  const changed = files.filter((file) => cached[file.file]?.text !== textHashes.get(file.file));
  // Many files to check again (a clean build): the workers load the validator meanwhile.
  const workers = changed.length >= MIN_FILES ? (early ?? startParallelValidation()) : undefined;
  if (!workers) early?.stop();
  for (const file of files) {
    const entry = cached[file.file];
    if (entry?.plain && entry.text === textHashes.get(file.file))
      rememberPlainData(file.source, entry.plain);
  }
  await facts;

  const context = buildContext(root, files);
  const contextKey = contextHash(context);
  const resultKey = (file: string, kind: string, bytes: Uint8Array) =>
    hashOf(contextKey, kind, file, bytes);
  const misses = files.filter(
    (file) => cached[file.file]?.key !== resultKey(file.file, file.kind, file.bytes),
  );
  const fresh = new Map<string, ValidationResult>();
  /** A file's result: the cached one for its key, or a check now (once). */
  const resultOf = (file: string, kind: FileKind, bytes: Uint8Array) => {
    const entry = cached[file];
    if (entry?.key === resultKey(file, kind, bytes)) return entry.result;
    let result = fresh.get(file);
    if (!result) fresh.set(file, (result = validateSource(file, kind, bytes, context)));
    return result;
  };
  if (settingsReady) {
    const results = files
      .filter((file) => file.kind !== 'page')
      .map((file) => resultOf(file.file, file.kind, file.bytes));
    settingsReady(settingsReport(results), files);
  }
  const pageMisses = misses.filter((file) => !fresh.has(file.file));
  if (workers && pageMisses.length >= MIN_FILES) {
    for (const [file, result] of (await workers.validate(pageMisses, context)).results)
      fresh.set(file, result);
  } else {
    workers?.stop();
  }

  const next: CachedValidation = {};
  let reused = 0;
  const validateFile: FileValidator = (file, kind, bytes) => {
    const key = resultKey(file, kind, bytes);
    const entry = cached[file];
    const result = resultOf(file, kind, bytes);
    if (result === entry?.result) reused++;
    next[file] = { text: textHashes.get(file)!, key, result };
    return result;
  };
  const report = validateProject(root, undefined, undefined, files, validateFile, context);
  for (const file of files) {
    const entry = next[file.file];
    if (entry && isParsed(file.source)) {
      // Its head too: the checks across files put a problem about a whole page there.
      const { data, problems, head } = parseYaml(file.source);
      if (problems.length === 0) entry.plain = { data, head };
    }
  }
  writeCacheRecords(
    path,
    key,
    Object.entries(next).map(([file, entry]) => {
      const old = cached[file];
      // The same text, checked to the same result (the cached one) and read to the same data:
      // the line it was read from.
      const unchanged =
        old !== undefined &&
        entry.result === old.result &&
        entry.key === old.key &&
        entry.text === old.text &&
        (entry.plain === undefined) === (old.plain === undefined);
      return [file, unchanged ? { line: read.records.get(file)!.line } : { value: entry }];
    }),
    read,
  );
  return { report, files, reused, textHashes, contextKey };
}
