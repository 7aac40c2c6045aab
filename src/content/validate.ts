/**
 * The one validator. The Vite plugin, the `validate` CLI and the tests all call it: a YAML
 * source goes in, typed data and every problem (file:line:col, field path, message) come out.
 */
import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { blockRegistry } from '../../blocks/index.ts';
import { withProjectContext, type ProjectContext } from './context.ts';
import { formSchema } from './form-schema.ts';
import { isUnknownDiscriminator, issueMessage } from './issue-message.ts';
import { pageSchema } from './page-schema.ts';
import { formatPath, locate } from './positions.ts';
import { siteSchema } from './site-schema.ts';

export type FileKind = 'page' | 'site' | 'form';

export interface Problem {
  file: string;
  line: number;
  column: number;
  /** Field path such as `blocks[2].plans[0].monthlyFee`; empty for the whole file. */
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

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

/** Which schema a project file answers to, from its path relative to the project root. */
export function kindOfFile(file: string): FileKind | null {
  const normalized = file.replace(/\\/g, '/');
  if (!/\.ya?ml$/.test(normalized)) return null;
  if (/(^|\/)pages\/_site\.ya?ml$/.test(normalized)) return 'site';
  if (/(^|\/)pages\//.test(normalized) && !/(^|\/)_[^/]*$/.test(normalized)) return 'page';
  if (/(^|\/)forms\/[^/]+$/.test(normalized)) return 'form';
  return null;
}

export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  const label = problem.severity === 'warning' ? 'warning: ' : '';
  return `${where} ${problem.path ? problem.path + ': ' : ''}${label}${problem.message}`;
}

export function validateSource<K extends FileKind>(
  file: string,
  kind: K,
  source: string,
  context: ProjectContext | null,
): ValidationResult<z.output<(typeof schemas)[K]>> {
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  const problems: Problem[] = document.errors.map((error) => {
    const { line, col } = lines.linePos(error.pos[0]);
    const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    return {
      file,
      line,
      column: col,
      path: '',
      message: `YAML syntax: ${message}`,
      severity: 'error',
    };
  });
  if (problems.length > 0) return { file, kind, problems };

  const raw: unknown = document.toJS();
  const result = withProjectContext(context, () =>
    schemas[kind].safeParse(raw ?? {}, { reportInput: true }),
  );
  if (result.success) {
    if (kind === 'form' && context) {
      const expectedId = file
        .replace(/\\/g, '/')
        .split('/')
        .pop()!
        .replace(/\.ya?ml$/, '');
      const id = (result.data as { id: string }).id;
      if (id !== expectedId) {
        const { line, column } = locate(document, lines, ['id']);
        problems.push({
          file,
          line,
          column,
          path: 'id',
          severity: 'error',
          message: `the id "${id}" must match the file name "${expectedId}"`,
        });
        return { file, kind, problems };
      }
    }
    return { file, kind, data: result.data as z.output<(typeof schemas)[K]>, problems };
  }

  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        const { line, column } = locate(document, lines, path, true);
        problems.push({
          file,
          line,
          column,
          path: formatPath(path),
          severity: 'error',
          message: issueMessage({ ...issue, keys: [key] }, knownBlockTypes),
        });
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
    const { line, column } = locate(document, lines, path);
    problems.push({
      file,
      line,
      column,
      path: formatPath(path),
      severity: 'error',
      message: issueMessage(issue, knownBlockTypes),
    });
  }
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { file, kind, problems };
}
