/**
 * The project validator's problems as CodeMirror diagnostics: at their exact line and column,
 * with the catalogue's fix text, and a did-you-mean as a one-click action (a quick fix).
 */
import type { Diagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import type { StudioProblem } from '../api.ts';

/** The value a did-you-mean proposes: the server's `suggestion`, else the message's quote. */
export function suggestionOf(problem: StudioProblem): string | undefined {
  if (problem.suggestion) return problem.suggestion;
  return /did you mean "([^"]+)"/.exec(problem.message)?.[1];
}

function offsetOf(doc: Text, line: number, column: number): number {
  const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(at.from + Math.max(column - 1, 0), at.to);
}

/** The word at `from` (a key, or a plain value up to a comment or the end of the line). */
function tokenEnd(doc: Text, from: number): number {
  const line = doc.lineAt(from);
  const rest = line.text.slice(from - line.from);
  const key = /^[\w.-]+(?=\s*:(\s|$))/.exec(rest);
  if (key) return from + key[0].length;
  const value = /^("[^"]*"|'[^']*'|[^#\n]*?)\s*(#.*)?$/.exec(rest);
  const length = value?.[1]?.length ?? 0;
  return from + Math.max(length, Math.min(1, rest.length));
}

export function toDiagnostics(doc: Text, problems: readonly StudioProblem[]): Diagnostic[] {
  return problems.map((problem) => {
    const from = offsetOf(doc, problem.line, problem.column);
    const to =
      problem.endLine !== undefined && problem.endColumn !== undefined
        ? Math.max(offsetOf(doc, problem.endLine, problem.endColumn), from)
        : tokenEnd(doc, from);
    const suggestion = suggestionOf(problem);
    const where = problem.path ? `${problem.path}: ` : '';
    const advice = problem.fix ? `\nFix: ${problem.fix}` : '';
    return {
      from,
      to,
      severity: problem.severity === 'warning' ? 'warning' : 'error',
      source: problem.code,
      message: `${where}${problem.message} [${problem.code}]${advice}`,
      actions: suggestion
        ? [
            {
              name: `Use "${suggestion}"`,
              apply(view, start, end) {
                const current = view.state.sliceDoc(start, end);
                const quote = /^["']/.exec(current)?.[0] ?? '';
                view.dispatch({
                  changes: { from: start, to: end, insert: quote + suggestion + quote },
                  selection: { anchor: start + suggestion.length + quote.length * 2 },
                });
              },
            },
          ]
        : [],
    };
  });
}
