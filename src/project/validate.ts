/**
 * The one validator. The Vite plugin, the `validate` CLI and the tests all call it: a YAML
 * source goes in, typed data and every problem (file:line:col, field path, message) come out.
 */
import { parseYaml } from '../content/parsed-yaml.ts';
import { decodeText } from '../content/text-limits.ts';
import type { z } from 'zod';
import { blockRegistry } from '../../blocks/index.ts';
import { collectionOf, type FileKind } from '../content/collections.ts';
import { withProjectContext, type ProjectContext } from '../content/context.ts';
import { kindSchemas } from './kind-schemas.ts';
import { problemAt, type Problem } from '../content/problem.ts';
import { describeIssue, isUnknownDiscriminator } from '../content/issue-message.ts';
import { pageSchema } from './page-schema.ts';
import { formatPath, positionAt } from '../content/positions.ts';
import { staleDateWarnings } from '../content/stale-dates.ts';
import { datedItems } from '../content/dated-items.ts';
import { isPast } from '../content/context-reads.ts';
import { formIdFromFile } from '../content/route-path.ts';
import { reviewFile } from './run-review.ts';
import { imageProblems } from '../media/image-checks.ts';

export type { FileKind };

export interface ValidationResult<T = unknown> {
  file: string;
  kind: FileKind;
  data?: T;
  problems: Problem[];
}

/** The loaders of results whose data is read when first asked for (the build cache's). */
const lazyData = new WeakMap<ValidationResult, () => unknown>();

/**
 * A valid file's result whose data is read on first use: the build cache holds every file's
 * data, and a build after a one-page edit reads only the data of the pages it renders.
 */
export function lazyResult(
  result: Omit<ValidationResult, 'data'>,
  load: () => unknown,
): ValidationResult {
  let data: unknown;
  const lazy = Object.defineProperty({ ...result }, 'data', {
    enumerable: true,
    get: () => (data ??= load()),
  }) as ValidationResult;
  lazyData.set(lazy, load);
  return lazy;
}

/** Whether the file's schema accepted it (it has data), without reading data not yet read. */
export const hasData = (result: ValidationResult) =>
  lazyData.has(result) || result.data !== undefined;

/** The result with other problems; data not yet read stays so. */
export function withProblems(result: ValidationResult, problems: Problem[]): ValidationResult {
  if (!lazyData.has(result)) return { ...result, problems };
  // Its fields but data, which a spread would read.
  const { file, kind } = result;
  return lazyResult({ file, kind, problems }, () => result.data);
}

const knownBlockTypes = blockRegistry.map((block) => block.type);

/**
 * Which schema a project file answers to, from its path relative to the project root: the
 * collections table (collections.ts) decides, the same table the browser's globs come from, so
 * a file is content here exactly when it is loaded there.
 */
export function kindOfFile(file: string): FileKind | null {
  return collectionOf(file);
}

type Validated<K extends FileKind> = ValidationResult<z.output<(typeof kindSchemas)[K]>>;

export interface CheckOptions {
  /**
   * Check without zod's generated parsers (its `jitless`): one is made the first time each
   * object schema parses, which pays off over many files, not over the one or two a build
   * after a small edit checks (3% of such a build). The results are the same.
   */
  few?: boolean;
}

/**
 * Validates one file's text (or bytes, read from disk) as the given kind of file. It never
 * throws, whatever the input: every problem comes back with a line and column inside the text
 * (the text without its byte-order mark, as editors show it). The studio calls it as it is.
 */
export function validateSource<K extends FileKind>(
  file: string,
  kind: K,
  source: string | Uint8Array,
  context: ProjectContext | null,
  options: CheckOptions = {},
): Validated<K> {
  try {
    return validateText(file, kind, source, context, options);
  } catch (error) {
    // Only a bug of the validator lands here; the fuzz test
    // (tests/unit/cli/fuzz/fuzz-content.test.ts) counts these as throws. The author still gets a
    // line rather than a stack trace.
    const reason = error instanceof Error ? error.message : String(error);
    return {
      file,
      kind,
      problems: [
        problemAt(
          { file, line: 1, column: 1 },
          'validator-failure',
          `the validator failed on this file (${reason.split('\n')[0]})`,
        ),
      ],
    };
  }
}

function validateText<K extends FileKind>(
  file: string,
  kind: K,
  source: string | Uint8Array,
  context: ProjectContext | null,
  { few = false }: CheckOptions,
): Validated<K> {
  const decoded =
    typeof source === 'string'
      ? { text: source.replace(/^\uFEFF/, ''), invalidAt: null }
      : decodeText(source);
  const text = decoded.text;
  if (decoded.invalidAt !== null) {
    const at = positionAt(text, decoded.invalidAt);
    const message = 'the file is not UTF-8 text here (saved in another encoding?)';
    return { file, kind, problems: [problemAt({ file, ...at }, 'bad-encoding', message)] };
  }
  const parsed = parseYaml(text);
  const { data, problems: yamlProblems } = parsed;
  const problems: Problem[] = yamlProblems.map((problem) => {
    const { line, col } = parsed.lines.linePos(Math.min(problem.offset, text.length));
    return problemAt({ file, line, column: col }, problem.code, problem.message);
  });
  if (problems.length > 0) return { file, kind, problems };
  if (data === null || data === undefined) {
    const message = 'the file is empty; it needs at least the required fields';
    return {
      file,
      kind,
      problems: [problemAt({ file, line: 1, column: 1 }, 'empty-file', message)],
    };
  }

  const raw = data;
  // A file that is a list or a text gets one error (not a map), not warnings about its fields.
  const isMap = typeof raw === 'object' && !Array.isArray(raw);
  const result = withProjectContext(context, () =>
    kindSchemas[kind].safeParse(raw, { reportInput: true, jitless: few }),
  );
  // The files pictures name, read whatever else is wrong (src/media/image-checks.ts).
  if (kind === 'page' && context?.images) {
    problems.push(...imageProblems(file, parsed, pageSchema, raw, context.images));
  }
  if (result.success) {
    // The content review (src/content/review/), on the data as written, so paths match the text.
    if (isMap) problems.push(...reviewFile(file, kind, text, raw, () => parsed));
    // Each dated item asks whether its date is past, and only a page with one past reads the
    // build date (its warning names it): a page's result holds from day to day until one of
    // its dates goes by (context-reads.ts).
    if (kind === 'page' && context) {
      const expired = datedItems(pageSchema, result.data).filter((item) =>
        isPast(context, item.date),
      );
      if (expired.length > 0)
        problems.push(...staleDateWarnings(file, parsed, expired, context.today));
    }
    if (kind === 'form' && context) {
      const expectedId = formIdFromFile(file);
      const id = (result.data as { id: string }).id;
      if (id !== expectedId) {
        const { line, column } = parsed.locate(['id']);
        problems.push(
          problemAt(
            { file, line, column, path: 'id' },
            'form-id-mismatch',
            `the id "${id}" must match the file name "${expectedId}"`,
          ),
        );
        return { file, kind, problems };
      }
    }
    return { file, kind, data: result.data as Validated<K>['data'], problems };
  }

  const issueContext = { schema: kindSchemas[kind], data: raw, knownBlockTypes };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        const at = parsed.locate(path, true);
        const { code, message } = describeIssue({ ...issue, keys: [key] }, issueContext);
        problems.push(problemAt({ file, ...at, path: formatPath(path) }, code, message));
      }
      continue;
    }
    const isDiscriminator = isUnknownDiscriminator(issue);
    // Point at the misspelt `type:` value itself when there is one; else at the block.
    const typeGiven = (issue.input as Record<string, unknown> | undefined)?.type !== undefined;
    const path =
      isDiscriminator && !typeGiven && issue.path.at(-1) === 'type'
        ? issue.path.slice(0, -1)
        : issue.path;
    const at = parsed.locate(path);
    const { code, message } = describeIssue(issue, issueContext);
    problems.push(problemAt({ file, ...at, path: formatPath(path) }, code, message));
  }
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { file, kind, problems };
}
