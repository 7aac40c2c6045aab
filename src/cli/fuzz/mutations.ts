/**
 * The ways people break YAML files, as fast-check arbitraries: delete, duplicate, indent,
 * dedent or swap a line, give a line a junk value, truncate the file, put in a tab, a stray
 * character, a `---`, CRLF line ends or a byte-order mark. Up to three at once.
 */
import fc from 'fast-check';

export type Mutation =
  | { op: 'delete' | 'duplicate' | 'dedent' | 'separator' | 'tab-indent'; at: number }
  | { op: 'indent'; at: number; spaces: number }
  | { op: 'swap'; at: number; other: number }
  | { op: 'junk-value' | 'insert'; at: number; junk: string }
  | { op: 'truncate' | 'tab'; at: number }
  | { op: 'crlf' | 'bom' };

/** Values that mean something to YAML, or to the schemas, in the wrong place. */
const SPECIAL = [
  '',
  '*a',
  '&a',
  '&a [*a, *a]',
  '!foo x',
  '!!binary aGk=',
  '!!str',
  '<<: *a',
  '[',
  ']',
  '{',
  '{ a: 1 }',
  '[1, 2]',
  '"',
  "'",
  '"unclosed',
  '|',
  '>-',
  '- x',
  ': ',
  '#',
  '@',
  '%YAML 1.1',
  '`',
  '? x',
  '~',
  'null',
  'true',
  'NaN',
  '.inf',
  '-0',
  '0x1F',
  '1e999',
  '9007199254740993',
  '2026-13-45',
  '/',
  '/nowhere',
  'https://',
  'javascript:alert(1)',
  '<script>',
  '\t',
  '\0',
  '\u00e9\u{1F600}',
  '\uFEFF',
  'x'.repeat(300),
];

const junk = fc.oneof(
  fc.constantFrom(...SPECIAL),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.integer().map(String),
  fc.double().map(String),
);

const at = fc.nat();
export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    op: fc.constantFrom('delete', 'duplicate', 'dedent', 'separator', 'tab-indent'),
    at,
  }),
  fc.record({ op: fc.constant('indent'), at, spaces: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ op: fc.constant('swap'), at, other: fc.nat() }),
  fc.record({ op: fc.constantFrom('junk-value', 'insert'), at, junk }),
  fc.record({ op: fc.constantFrom('truncate', 'tab'), at }),
  fc.record({ op: fc.constantFrom('crlf', 'bom') }),
) as fc.Arbitrary<Mutation>;

export const mutations = fc.array(mutation, { minLength: 1, maxLength: 3 });

function mutateLines(text: string, change: (lines: string[], index: number) => void, at: number) {
  const lines = text.split('\n');
  change(lines, at % lines.length);
  return lines.join('\n');
}

export function applyMutation(text: string, mutation: Mutation): string {
  switch (mutation.op) {
    case 'delete':
      return mutateLines(text, (lines, i) => lines.splice(i, 1), mutation.at);
    case 'duplicate':
      return mutateLines(text, (lines, i) => lines.splice(i, 0, lines[i]!), mutation.at);
    case 'separator':
      return mutateLines(text, (lines, i) => lines.splice(i, 0, '---'), mutation.at);
    case 'indent':
      return mutateLines(
        text,
        (lines, i) => (lines[i] = ' '.repeat(mutation.spaces) + lines[i]),
        mutation.at,
      );
    case 'dedent':
      return mutateLines(
        text,
        (lines, i) => (lines[i] = lines[i]!.replace(/^ {1,2}/, '')),
        mutation.at,
      );
    case 'tab-indent':
      return mutateLines(
        text,
        (lines, i) => (lines[i] = lines[i]!.replace(/^ +/, '\t')),
        mutation.at,
      );
    case 'swap':
      return mutateLines(
        text,
        (lines, i) => {
          const j = mutation.other % lines.length;
          [lines[i], lines[j]] = [lines[j]!, lines[i]!];
        },
        mutation.at,
      );
    case 'junk-value':
      return mutateLines(
        text,
        (lines, i) => {
          const line = lines[i]!;
          lines[i] = /:(\s|$)/.test(line)
            ? line.replace(/:(\s.*)?$/, `: ${mutation.junk}`)
            : line.replace(/^(\s*-\s*).*$/, `$1${mutation.junk}`);
        },
        mutation.at,
      );
    case 'insert': {
      const offset = mutation.at % (text.length + 1);
      return text.slice(0, offset) + mutation.junk + text.slice(offset);
    }
    case 'tab': {
      const offset = mutation.at % (text.length + 1);
      return `${text.slice(0, offset)}\t${text.slice(offset)}`;
    }
    case 'truncate':
      return text.slice(0, mutation.at % (text.length + 1));
    case 'crlf':
      return text.replace(/\r?\n/g, '\r\n');
    case 'bom':
      return `\uFEFF${text}`;
  }
}

export const applyMutations = (text: string, list: readonly Mutation[]) =>
  list.reduce(applyMutation, text);
