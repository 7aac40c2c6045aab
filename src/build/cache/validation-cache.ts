/**
 * The build's validation with a cache: each file's result, its digest (what the checks across
 * files read of it, src/project/file-digest.ts) and a page's picture jobs are kept in
 * `validation.jsonl`, keyed by the file's bytes, the validator's code and, for the result, the
 * project context it was checked against (routes, forms, sections, public files, the date). A
 * valid file's data is kept apart, in the packs of `data/` (data-packs.ts), and read only when
 * the build asks for it: after a one-page edit, the build parses and checks that page alone, runs
 * the checks across files on the digests, and reads no other page's data unless it renders the
 * page. A file whose stat is the one recorded with its text's hash is not even read unless a
 * problem must be placed in it (known-files.ts). When many files are to be checked (a clean
 * build), they are checked on every core (parallel-validate.ts). The report is the one an
 * uncached validation gives.
 */
import { existsSync, rmSync } from 'node:fs';
import { answersIn, wholeContext, type ContextRead } from '../../content/context-reads.ts';
import { digestOf, rememberDigest, type FileDigest } from '../../project/file-digest.ts';
import { MIN_FILES, startParallelValidation } from '../../project/parallel-validate.ts';
import { pageSchema } from '../../project/page-schema.ts';
import { holdParsedTexts } from '../../content/parsed-yaml.ts';
import {
  buildContext,
  validateProject,
  type FileValidator,
  type ProjectReport,
} from '../../project/project.ts';
import { lazyResult, validateSource, type ValidationResult } from '../../project/validate.ts';
import { validateWithReads, type ResultWithReads } from '../../project/validate-with-reads.ts';
import { primeImageFacts } from '../../media/facts-store.ts';
import { imageJobs, type ImageJob } from '../images/image-jobs.ts';
import { readCacheRecords, writeCacheRecords, type CachedRecords } from './cache-file.ts';
import { dataPacks, type DataPlace } from './data-packs.ts';
import { hashOf } from './hash.ts';
import { sameStat, type FileStat } from './file-stat.ts';
import { knownProjectFiles, type KnownFile } from './known-files.ts';
import { validatorKey } from './keys.ts';
import { buildCachePath } from './location.ts';

interface CachedFile {
  /** Hash of the file's text: its digest is valid for it. */
  text: string;
  /** The file's stat when its text was hashed (known-files.ts). */
  stat?: FileStat;
  digest: FileDigest;
  /**
   * What its validation read of the context (context-reads.ts), as JSON: parsed only when the
   * context is not the one the records hold for (the file's scope: after a one-page edit, a
   * thousand records' reads were a third of the file to parse, and answering them a tenth of
   * the build).
   */
  reads: string;
  /** Its reads of the build date (`today`, `past`), when it has any: what a page's output takes of it. */
  dates?: ContextRead[];
  /** Hash of the bytes, kind, path and the context's answers to `reads`: the result is valid for it. */
  key: string;
  /** The result but its data, which is at `data` when the schema accepted the file. */
  result: Omit<ValidationResult, 'data'>;
  data?: DataPlace;
  /** A valid page's picture jobs (imageJobs of its data). */
  images?: ImageJob[];
}

type CachedValidation = Record<string, CachedFile>;

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
  /** Each read only when its text is asked for, unless it changed (known-files.ts). */
  files: KnownFile[];
  /** Files whose own result came from the cache. */
  reused: number;
  /** Each file's text hash. */
  textHashes: ReadonlyMap<string, string>;
  /**
   * The pictures the pages may name, each file's size and time (the context's signature of
   * them): all a page's rendering reads of the project's context.
   */
  picturesSignature: string;
  /**
   * The pages with dated items, each with what the build date decides of them (which of its
   * items are past), as one text: what of the date its output is made from.
   */
  dated: ReadonlyMap<string, string>;
  /** Each valid page's picture jobs, in file order. */
  pageImages: ImageJob[][];
  /**
   * Writes this run's data and records into the cache (the next build reads them). Apart, so
   * the caller can start what the results allow first (the build's SVGs, on another thread).
   */
  save(): void;
}

/** Files digested between two turns of the event loop (about 2 ms a page each). */
const DIGESTS_PER_TURN = 4;

/** Makes the files' digests (digestOf keeps them), giving way every few files. */
async function digestWhileProbing(files: readonly KnownFile[]) {
  for (let index = 0; index < files.length; index++) {
    digestOf(files[index]!);
    if (index % DIGESTS_PER_TURN === DIGESTS_PER_TURN - 1)
      await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Where the valid files' data is kept. */
const DATA_FOLDER = 'data';

/**
 * Validates the project as `validateProjectOnAllCores` does, reusing what `clean` allows.
 * `settingsReady` is handed, as soon as the files are read, how to check the files that are not
 * pages (the site settings and the forms) without the project's context: what the bundles,
 * which hold no page, are compiled from while the pages are checked. What it returns settles
 * when what it started is done: a core is free for the pages' checks from then.
 */
export async function validateWithCache(
  root: string,
  clean: boolean,
  settingsReady?: (
    settings: () => ProjectReport,
    files: readonly KnownFile[],
  ) => Promise<unknown> | undefined,
  /** The validator's key, when the caller has it (keys.ts). */
  validator = validatorKey(root),
): Promise<CachedValidationRun> {
  const path = buildCachePath(root, 'validation.jsonl');
  const packs = dataPacks(buildCachePath(root, DATA_FOLDER));
  // Its one-JSON form of before: the cache folder CI keeps would hold it for good.
  rmSync(buildCachePath(root, 'validation.json'), { force: true });
  // Without a cache every file is checked: the workers start loading the validator at once.
  const early = clean || !existsSync(path) ? startParallelValidation() : undefined;
  // The pictures' facts, probed in this process beside the parse (else the validator would
  // start a child process to probe them, synchronously).
  const facts = primeImageFacts(root);
  const key = validator;
  const read: CachedRecords<CachedFile> = clean
    ? { records: new Map(), lines: 0 }
    : readCacheRecords<CachedFile>(path, key);
  // A record whose data's pack is gone (a cache folder pruned by hand) is no cache.
  const kept = new Set(clean ? [] : packs.packs());
  const cached: CachedValidation = {};
  for (const [file, { value }] of read.records) {
    if (!value.data || kept.has(value.data[0])) cached[file] = value;
  }
  const files = knownProjectFiles(root, (file) => cached[file]);
  // Every changed file's parse is kept until the end.
  holdParsedTexts(files.length);
  const textHashes = new Map(files.map((file) => [file.file, file.textHash]));
  // The digests of unchanged texts: the context and the checks across files read them.
  for (const file of files) {
    const entry = cached[file.file];
    if (entry && entry.text === file.textHash)
      rememberDigest(file.file, file.textHash, entry.digest);
  }
  // What the bundles are made from, before any page is read: the settings' data does not depend
  // on the context (the pages, the public files), only their problems do, which the build
  // reports before it uses a bundle.
  const started = settingsReady?.(
    () =>
      settingsReport(
        files
          .filter((file) => file.kind !== 'page')
          .map((file) => validateSource(file.file, file.kind, file.bytes, null)),
      ),
    files,
  );
  const changed = files.filter((file) => cached[file.file]?.text !== textHashes.get(file.file));
  // Many files to check again (a clean build): the workers load the validator meanwhile.
  const workers = changed.length >= MIN_FILES ? (early ?? startParallelValidation()) : undefined;
  if (!workers) early?.stop();
  // The digests the context is made of, while the pictures are probed: each probe takes its
  // next step between two files here (a clean build of 1,032 pages waited half a second).
  await digestWhileProbing(changed);
  await facts;

  const context = buildContext(root, files);
  const contextKey = hashOf(wholeContext(context));
  const answers = answersIn(context);
  /** A result's key: its file, its text and the answers of this context to what it read. */
  const keyOf = ({ file, kind }: KnownFile, reads: readonly ContextRead[]) =>
    hashOf(kind, file, textHashes.get(file)!, answers(reads));
  /**
   * The files whose cached result holds: the same text, checked against this very context (the
   * one every record holds for, the records file's scope) or read of one that answers alike.
   */
  const holds = new Set(
    files.flatMap((known) => {
      const entry = cached[known.file];
      if (entry?.text !== known.textHash) return [];
      return read.scope === contextKey ||
        entry.key === keyOf(known, JSON.parse(entry.reads) as ContextRead[])
        ? [known.file]
        : [];
    }),
  );
  const misses = files.filter((file) => !holds.has(file.file));
  /** This build's records. */
  const next: CachedValidation = {};
  /** Each cached result, made once: its data is read from its pack when first asked for. */
  const hits = new Map<string, ValidationResult>();
  const cachedResult = (file: string, entry: CachedFile) => {
    let result = hits.get(file);
    if (result) return result;
    // Read from where its data is when asked (this build may move it into its own pack).
    result = entry.data
      ? lazyResult(entry.result, () => packs.read(next[file]?.data ?? entry.data!))
      : { ...entry.result };
    hits.set(file, result);
    return result;
  };
  const fresh = new Map<string, ResultWithReads>();
  /** A file's result checked now (once), with what it read. */
  const checkedNow = (known: KnownFile) => {
    const { file, kind } = known;
    let checked = fresh.get(file);
    if (!checked) {
      checked = validateWithReads(file, kind, known.bytes, context, {
        few: misses.length < MIN_FILES,
      });
      fresh.set(file, checked);
    }
    return checked;
  };
  if (workers && misses.length >= MIN_FILES) {
    for (const [file, checked] of (await workers.validate(misses, context, started)).results)
      fresh.set(file, checked);
  } else {
    workers?.stop();
  }

  let reused = 0;
  /**
   * The record of a file: a cached one as it was (with the file's stat of now, when only that
   * changed), a file checked now from its result.
   */
  const recordOf = (known: KnownFile, { result, reads }: ResultWithReads): CachedFile => {
    const { kind, stat } = known;
    const { data, ...rest } = result;
    const dates = reads.filter(([part]) => part === 'today' || part === 'past');
    const record: CachedFile = {
      text: known.textHash,
      stat,
      digest: digestOf(known),
      reads: JSON.stringify(reads),
      ...(dates.length > 0 && { dates }),
      key: keyOf(known, reads),
      result: rest,
    };
    // Its data's place is added once this build's pack is written.
    if (data !== undefined && kind === 'page') record.images = imageJobs(pageSchema, [data]);
    return record;
  };
  const byName = new Map(files.map((file) => [file.file, file]));
  const validateFile: FileValidator = ({ file }) => {
    const known = byName.get(file)!;
    const entry = cached[file];
    if (entry && holds.has(file)) {
      reused++;
      next[file] = sameStat(entry.stat, known.stat) ? entry : { ...entry, stat: known.stat };
      return cachedResult(file, entry);
    }
    const checked = checkedNow(known);
    next[file] = recordOf(known, checked);
    return checked.result;
  };
  const report = validateProject(root, undefined, undefined, files, validateFile, context);

  const pageImages = files.flatMap((file) => {
    const images = next[file.file]?.images;
    return images ? [images] : [];
  });
  /**
   * The data of the files checked now in a new pack (with the live data of packs mostly
   * garbage), then the records; a pack no record names goes.
   */
  const save = () => {
    const checked = [...fresh]
      .map(([file, { result }]) => [file, result] as const)
      .filter(([file, result]) => next[file] && result.data !== undefined);
    const reusedRecords = Object.values(next).filter((entry) => entry.data);
    const { placed, moved } = packs.write(
      checked.map(([, result]) => JSON.stringify(result.data)),
      reusedRecords.map((entry) => entry.data!),
    );
    checked.forEach(([file], index) => (next[file] = { ...next[file]!, data: placed[index] }));
    for (const [file, entry] of Object.entries(next)) {
      const place = entry.data && moved.get(entry.data);
      if (place) next[file] = { ...entry, data: place };
    }
    writeCacheRecords(
      path,
      key,
      Object.entries(next).map(([file, entry]) => {
        const old = cached[file];
        // The record read (the same text, checked against the same context, its data where it
        // was): its line.
        const unchanged = entry === old;
        return [file, unchanged ? { line: read.records.get(file)!.line } : { value: entry }];
      }),
      read,
      // Every record holds for this context: checked against it, or found to answer alike.
      contextKey,
    );
  };
  const picturesSignature = context.images?.signature() ?? '';
  const dated = new Map(
    Object.entries(next).flatMap(([file, { dates }]) =>
      dates ? [[file, answers(dates)] as const] : [],
    ),
  );
  return { report, files, reused, textHashes, picturesSignature, dated, pageImages, save };
}
