/**
 * The one validator. The Vite plugin, the `validate` CLI and the tests all call it: a YAML
 * source goes in, typed data and every problem (file:line:col, field path, message) come out.
 */
import type { Document, LineCounter, YAMLError } from 'yaml';
import { parseYaml } from './parsed-yaml.ts';
import type { z } from 'zod';
import { blockRegistry } from '../../blocks/index.ts';
import { withProjectContext, type ProjectContext } from './context.ts';
import { formSchema } from './form-schema.ts';
import { problemCatalogue, type ProblemCode } from './errors.ts';
import { describeIssue, isUnknownDiscriminator } from './issue-message.ts';
import { pageSchema } from './page-schema.ts';
import { formatPath, locate } from './positions.ts';
import { siteSchema } from './site-schema.ts';
import { staleDateWarnings } from './stale-dates.ts';
import { formIdFromFile, routeFromPageFile } from './route-path.ts';

export type FileKind = 'page' | 'site' | 'form';

export interface Problem {
  file: string;
  line: number;
  column: number;
  /** Field path such as `blocks[2].plans[0].monthlyFee`; empty for the whole file. */
  path: string;
  message: string;
  severity: 'error' | 'warning';
  /** Its entry in the catalogue (errors.ts): stable, printed after the message. */
  code: ProblemCode;
}

/** The longest page description search engines show in full. */
export const DESCRIPTION_LIMIT = 160;

export interface ValidationResult<T = unknown> {
  file: string;
  kind: FileKind;
  data?: T;
  problems: Problem[];
}

const schemas = { page: pageSchema, site: siteSchema, form: formSchema } satisfies Record<
  FileKind,
  z.ZodType
>;

const knownBlockTypes = blockRegistry.map((block) => block.type);

/**
 * Which schema a project file answers to, from its path relative to the project root: the
 * same rule as the browser's (route-path.ts), so a file is content here exactly when it is
 * loaded there. Anything else in pages/ or forms/ (`.yml`, `_drafts/`) is not content.
 */
export function kindOfFile(file: string): FileKind | null {
  const normalized = file.replace(/\\/g, '/');
  if (!normalized.endsWith('.yaml')) return null;
  if (/(^|\/)pages\/_site\.yaml$/.test(normalized)) return 'site';
  const inPages = /(?:^|\/)pages\/(.+)$/.exec(normalized);
  if (inPages) return routeFromPageFile(inPages[1]!) === null ? null : 'page';
  if (/(^|\/)forms\/[^/]+$/.test(normalized)) return 'form';
  return null;
}

export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  const label = problem.severity === 'warning' ? 'warning: ' : '';
  return `${where} ${problem.path ? problem.path + ': ' : ''}${label}${problem.message} [${problem.code}]`;
}

/** A problem found outside zod (syntax, cross-file rules), with its severity from the catalogue. */
export function problemAt(
  where: { file: string; line: number; column: number; path?: string },
  code: ProblemCode,
  message: string,
): Problem {
  return { path: '', ...where, code, message, severity: problemCatalogue[code].severity };
}

/**
 * Where a syntax error starts. The parser reports an unclosed quote at the end of the file;
 * the place to fix is the opening quote, the last one of its kind before that point.
 */
function syntaxErrorOffset(error: YAMLError, source: string): number {
  const [start] = error.pos;
  const quote =
    error.code === 'MISSING_CHAR' ? /closing (["'])quote/.exec(error.message)?.[1] : null;
  if (!quote) return start;
  for (let offset = Math.min(start, source.length) - 1; offset >= 0; offset--) {
    if (source[offset] === quote && source[offset - 1] !== '\\') return offset;
  }
  return start;
}

function pageWarnings(file: string, document: Document, lines: LineCounter, raw: unknown) {
  const description = (raw as { description?: unknown } | null)?.description;
  if (description === undefined || description === '') {
    return [
      problemAt({ file, line: 1, column: 1 }, 'missing-description', 'the page has no description'),
    ];
  }
  if (typeof description === 'string' && description.length > DESCRIPTION_LIMIT) {
    const at = locate(document, lines, ['description']);
    return [
      problemAt(
        { file, ...at, path: 'description' },
        'long-description',
        `the description has ${description.length} characters; search results show about ${DESCRIPTION_LIMIT}`,
      ),
    ];
  }
  return [];
}

export function validateSource<K extends FileKind>(
  file: string,
  kind: K,
  source: string,
  context: ProjectContext | null,
): ValidationResult<z.output<(typeof schemas)[K]>> {
  const { document, lines, data } = parseYaml(source);
  const problems: Problem[] = document.errors.map((error) => {
    const { line, col } = lines.linePos(syntaxErrorOffset(error, source));
    const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    return problemAt({ file, line, column: col }, 'yaml-syntax', `YAML syntax: ${message}`);
  });
  if (problems.length > 0) return { file, kind, problems };

  const raw = data;
  if (kind === 'page') problems.push(...pageWarnings(file, document, lines, raw));
  const result = withProjectContext(context, () =>
    schemas[kind].safeParse(raw ?? {}, { reportInput: true }),
  );
  if (result.success) {
    if (kind === 'page' && context) {
      problems.push(
        ...staleDateWarnings(file, document, lines, pageSchema, result.data, context.today),
      );
    }
    if (kind === 'form' && context) {
      const expectedId = formIdFromFile(file);
      const id = (result.data as { id: string }).id;
      if (id !== expectedId) {
        const { line, column } = locate(document, lines, ['id']);
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
    return { file, kind, data: result.data as z.output<(typeof schemas)[K]>, problems };
  }

  const issueContext = { schema: schemas[kind], data: raw, knownBlockTypes };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        const at = locate(document, lines, path, true);
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
    const at = locate(document, lines, path);
    const { code, message } = describeIssue(issue, issueContext);
    problems.push(problemAt({ file, ...at, path: formatPath(path) }, code, message));
  }
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { file, kind, problems };
}
