/**
 * The property the fuzz test and `npm run fuzz` check on each mutated file: validation never
 * throws (nor lands in its own last-resort catch), every problem's line and column lie inside
 * the text, and a page that is still valid prerenders without throwing.
 */
import type { ProjectContext } from '../../content/context.ts';
import type { PageData } from '../../project/page-schema.ts';
import { validateSource, type FileKind } from '../../project/validate.ts';

export type RenderPage = (file: string, page: PageData) => string;

export interface Outcome {
  problems: number;
  valid: boolean;
  rendered: boolean;
  /** Why the property fails, or null. */
  failure: string | null;
}

/** The lines as the validator counts them: after a byte-order mark, split at line feeds. */
const linesOf = (text: string) => text.replace(/^\uFEFF/, '').split('\n');

export function checkMutant(
  file: string,
  kind: FileKind,
  text: string,
  context: ProjectContext,
  renderPage: RenderPage,
): Outcome {
  let result;
  try {
    result = validateSource(file, kind, text, context);
  } catch (error) {
    return { problems: 0, valid: false, rendered: false, failure: `threw: ${String(error)}` };
  }
  const lines = linesOf(text);
  for (const problem of result.problems) {
    if (problem.code === 'validator-failure') {
      return { problems: 0, valid: false, rendered: false, failure: problem.message };
    }
    const line = lines[problem.line - 1];
    if (line === undefined || problem.column < 1 || problem.column > line.length + 1) {
      return {
        problems: 0,
        valid: false,
        rendered: false,
        failure: `${problem.line}:${problem.column} lies outside the text (${lines.length} lines): ${problem.message}`,
      };
    }
  }
  const valid = result.data !== undefined && result.problems.every((p) => p.severity !== 'error');
  let rendered = false;
  if (valid && kind === 'page') {
    try {
      renderPage(file, result.data as PageData);
      rendered = true;
    } catch (error) {
      return {
        problems: result.problems.length,
        valid,
        rendered,
        failure: `valid but failed to prerender: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }
  return { problems: result.problems.length, valid, rendered, failure: null };
}
