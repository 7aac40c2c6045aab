/**
 * The studio's "check as you type": the project's one validator on the editor's text, with the
 * rest of the project as it is on disk (so links, forms and section ids resolve as in a build).
 * Adds what an editor needs on top of `file:line:col`: where the problem ends, the catalogue's
 * fix text and the did-you-mean as a replacement. Never throws: a crash is a problem too.
 */
import { isScalar, visit } from 'yaml';
import { problemCatalogue, isProblemCode } from '../../content/errors.ts';
import { parseYaml } from '../../content/parsed-yaml.ts';
import { crossFileProblems } from '../../project/project.ts';
import { kindOfFile, validateSource } from '../../project/validate.ts';
import type { Problem } from '../../content/problem.ts';
import { projectWithText } from './project-cache.ts';

export interface StudioProblem {
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  path: string;
  message: string;
  code: string;
  severity: 'error' | 'warning';
  /** What to do, from the catalogue (docs/errors.md). */
  fix?: string;
  /** The did-you-mean: text to put in place of line:column … endLine:endColumn. */
  suggestion?: string;
}

export interface StudioValidation {
  problems: StudioProblem[];
  /** The page, form or site object the renderer takes (as the content plugin emits it), or null. */
  data: unknown;
}

const DID_YOU_MEAN = / — did you mean "([^"]*)"\?/;

/** Where the problem's node ends: the scalar starting at its position, else the end of its line. */
function endOf(text: string, line: number, column: number): { endLine: number; endColumn: number } {
  const { document, lines } = parseYaml(text);
  const start = (lines.lineStarts[line - 1] ?? 0) + column - 1;
  let end: number | undefined;
  visit(document, {
    Scalar(_key, node) {
      if (node.range?.[0] === start && isScalar(node)) {
        end = node.range[1];
        return visit.BREAK;
      }
      return undefined;
    },
  });
  if (end === undefined) {
    const lineEnd = text.indexOf('\n', start);
    end = lineEnd === -1 ? text.length : lineEnd;
  }
  const { line: endLine, col: endColumn } = lines.linePos(Math.max(end, start));
  return { endLine, endColumn };
}

function toStudioProblem(problem: Problem, text: string): StudioProblem {
  const suggestion = DID_YOU_MEAN.exec(problem.message)?.[1];
  return {
    line: problem.line,
    column: problem.column,
    ...endOf(text, problem.line, problem.column),
    path: problem.path,
    message: problem.message,
    code: problem.code,
    severity: problem.severity,
    ...(isProblemCode(problem.code) ? { fix: problemCatalogue[problem.code].fix } : {}),
    ...(suggestion !== undefined ? { suggestion } : {}),
  };
}

export function validateText(root: string, path: string, text: string): StudioValidation {
  try {
    const kind = kindOfFile(path);
    if (!kind) {
      return {
        problems: [
          {
            line: 1,
            column: 1,
            path: '',
            message: `${path} is not a page, form or site file`,
            code: 'not-content',
            severity: 'error',
          },
        ],
        data: null,
      };
    }
    const { files, context } = projectWithText(root, path, text);
    const result = validateSource(path, kind, text, context);
    // The checks across files too, as `npm run validate` reports them for this file.
    const refused = new Set(result.data === undefined ? [path] : []);
    const acrossFiles = crossFileProblems(files, context, refused).filter(
      (problem) => problem.file === path,
    );
    const problems = [...result.problems, ...acrossFiles]
      .sort((a, b) => a.line - b.line || a.column - b.column)
      .map((problem) => toStudioProblem(problem, text));
    const valid = result.data !== undefined && !problems.some((p) => p.severity === 'error');
    return { problems, data: valid ? JSON.parse(JSON.stringify(result.data)) : null };
  } catch (error) {
    return {
      problems: [
        {
          line: 1,
          column: 1,
          path: '',
          message: `the validator failed on this text: ${error instanceof Error ? error.message : String(error)}`,
          code: 'validator-crash',
          severity: 'error',
        },
      ],
      data: null,
    };
  }
}
