/**
 * Switching a rule off, never silently: a comment naming the rule and a reason,
 *
 *     # content-ignore: vague-link-text — the card names the item
 *
 * on the line directly above a key or a list item covers that node and everything in it; among
 * the comments at the top of the file (before its first key) it covers the whole file. Only
 * warnings can be switched off: errors are text no visitor could mean.
 */
import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';

export interface Ignore {
  code: string;
  reason: string;
  line: number;
  column: number;
  /** The node it covers, as a path; null for the whole file. */
  covers: readonly PropertyKey[] | null;
}

export interface IgnoreProblem {
  line: number;
  column: number;
  message: string;
}

/** What every ignore comment holds: a text without it has none. */
export const IGNORE_MARK = 'content-ignore';
const COMMENT = /^(\s*)#\s*content-ignore\b:?\s*(.*)$/;
/** `code — reason`, the dash an em dash, an en dash, `--`, `-` or a colon. */
const CODE_AND_REASON = /^([a-z0-9-]+)\s*(?:(?:—|–|--|-|:)\s*)?(.*)$/;

/** The outermost key or list item that starts on each line, as its path. */
function nodesByLine(document: Document, lines: LineCounter): Map<number, PropertyKey[]> {
  const byLine = new Map<number, PropertyKey[]>();
  const mark = (node: Node | null | undefined, path: PropertyKey[]) => {
    const offset = node?.range?.[0];
    if (offset === undefined) return;
    const { line } = lines.linePos(offset);
    if (!byLine.has(line)) byLine.set(line, path);
  };
  const index = (node: unknown, path: PropertyKey[]) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key)) continue;
        const childPath = [...path, pair.key.value as PropertyKey];
        mark(pair.key, childPath);
        index(pair.value, childPath);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        mark(item as Node, [...path, i]);
        index(item, [...path, i]);
      });
    }
  };
  index(document.contents, []);
  return byLine;
}

const isComment = (line: string) => /^\s*#/.test(line);
const isBlank = (line: string) => line.trim() === '';

/**
 * The ignore comments of a text, and what is wrong with any of them (no reason, a code that is
 * no rule, a rule that is an error, nothing below it). `knownCode` says which codes can be
 * switched off, and why another cannot. The document is only read when the text has a comment.
 */
export function ignoresOf(
  source: string,
  parsed: () => { document: Document; lines: LineCounter },
  refuse: (code: string) => string | null,
): { ignores: Ignore[]; problems: IgnoreProblem[] } {
  const ignores: Ignore[] = [];
  const problems: IgnoreProblem[] = [];
  if (!source.includes(IGNORE_MARK)) return { ignores, problems };
  const textLines = source.split('\n').map((line) => line.replace(/\r$/, ''));
  const firstContent = textLines.findIndex((line) => !isBlank(line) && !isComment(line));
  let byLine: Map<number, PropertyKey[]> | undefined;
  textLines.forEach((text, index) => {
    const match = COMMENT.exec(text);
    if (!match) return;
    const line = index + 1;
    const column = match[1]!.length + 1;
    const problem = (message: string) => problems.push({ line, column, message });
    const [, code = '', reason = ''] = CODE_AND_REASON.exec(match[2]!.trim()) ?? [];
    if (!code)
      return void problem('the comment names no rule: write `# content-ignore: <rule> — <reason>`');
    const refused = refuse(code);
    if (refused) return void problem(refused);
    if (reason.trim() === '') {
      return void problem(`the ignore of ${code} gives no reason: add one after a dash (— why)`);
    }
    if (firstContent === -1 || index < firstContent) {
      ignores.push({ code, reason: reason.trim(), line, column, covers: null });
      return;
    }
    let below = index + 1;
    while (below < textLines.length && isComment(textLines[below]!)) below++;
    if (below >= textLines.length || isBlank(textLines[below]!)) {
      return void problem(
        `the ignore of ${code} is not directly above a key or list item (or at the top of the file)`,
      );
    }
    if (!byLine) {
      const { document, lines } = parsed();
      byLine = nodesByLine(document, lines);
    }
    const covers = byLine.get(below + 1);
    if (!covers)
      return void problem(`the ignore of ${code} is not directly above a key or list item`);
    ignores.push({ code, reason: reason.trim(), line, column, covers });
  });
  return { ignores, problems };
}

/** Whether an ignore covers a finding at `path`. */
export function covers(ignore: Ignore, code: string, path: readonly PropertyKey[]): boolean {
  if (ignore.code !== code) return false;
  if (ignore.covers === null) return true;
  return ignore.covers.every((segment, i) => path[i] === segment);
}
