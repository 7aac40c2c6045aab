/**
 * Turns a zod issue into a catalogued problem (see errors.ts): a stable code and a sentence a
 * person who writes YAML can act on, with a "did you mean" for misspelt keys and values.
 */
import type { z } from 'zod';
import { isProblemCode, type ProblemCode } from './errors.ts';
import { knownKeysAt, schemaAt, tagOf } from './schema-introspection.ts';
import { didYouMean } from './suggest.ts';

type Issue = z.core.$ZodIssue & { input?: unknown };

export interface IssueContext {
  /** The schema of the whole file, to look up what is allowed where. */
  schema: z.core.$ZodType;
  /** The parsed document, to pick the right option of a union by its `type`. */
  data: unknown;
  knownBlockTypes: readonly string[];
}

export interface DescribedIssue {
  code: ProblemCode;
  message: string;
}

const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);
/** What YAML calls a JavaScript object. */
const expectedName = (expected: string) => (expected === 'object' ? 'map' : expected);
/** Quoted values are cut: a pasted 100,000-character line must not fill the terminal. */
const MAX_QUOTED = 60;

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') {
    return value.length > MAX_QUOTED
      ? `${JSON.stringify(value.slice(0, MAX_QUOTED))}… (${value.length} characters)`
      : JSON.stringify(value);
  }
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map';
  return String(value);
}

function sizeMessage(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): string {
  const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
  const least = issue.code === 'too_small';
  switch (issue.origin) {
    case 'string':
      return least && Number(bound) === 1
        ? 'must not be empty'
        : `must be ${least ? 'at least' : 'at most'} ${bound} characters`;
    case 'array':
      return `needs ${least ? 'at least' : 'at most'} ${bound} item${Number(bound) === 1 ? '' : 's'}`;
    default:
      return `must be ${least ? 'at least' : 'at most'} ${bound}, got ${describeValue(issue.input)}`;
  }
}

/** A discriminated union whose `type` matched no option (an unknown block type). */
export function isUnknownDiscriminator(issue: z.core.$ZodIssue): boolean {
  return (
    issue.code === 'invalid_union' && issue.discriminator !== undefined && issue.errors.length === 0
  );
}

/** Whether the schema at the issue's place is tagged as an icon. */
function isIcon(issue: Issue, context: IssueContext): boolean {
  const schema = schemaAt(context.schema, issue.path, context.data);
  return schema !== undefined && tagOf(schema) === 'icon';
}

export function describeIssue(issue: Issue, context: IssueContext): DescribedIssue {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? {
            code: 'missing-field',
            message: `is required (expected ${article(expectedName(issue.expected))})`,
          }
        : {
            code: 'bad-type',
            message: `expected ${article(expectedName(issue.expected))}, got ${describeValue(issue.input)}`,
          };
    case 'unrecognized_keys': {
      const known = knownKeysAt(context.schema, issue.path, context.data);
      const names = issue.keys.map((key) => `"${key}"${didYouMean(key, known)}`);
      return {
        code: 'unknown-field',
        message: `unknown field${issue.keys.length > 1 ? 's' : ''} ${names.join(', ')}`,
      };
    }
    case 'invalid_value': {
      const values = issue.values.map(String);
      if (isIcon(issue, context)) {
        return {
          code: 'unknown-icon',
          message: `unknown icon ${describeValue(issue.input)} (docs/blocks.md lists the icons)${didYouMean(issue.input, values)}`,
        };
      }
      return {
        code: 'bad-value',
        message: `expected one of ${values.join(', ')}, got ${describeValue(issue.input)}${didYouMean(issue.input, values)}`,
      };
    }
    case 'invalid_union': {
      if (!isUnknownDiscriminator(issue)) {
        // A union of literals (`columns: 2 | 3 | 4`) reads best as the list of its values.
        const options = issue.errors.map((branch) => (branch.length === 1 ? branch[0] : undefined));
        if (options.every((option) => option?.code === 'invalid_value')) {
          const values = options.flatMap((option) => (option as { values: unknown[] }).values);
          return {
            code: 'bad-value',
            message: `expected one of ${values.map(String).join(', ')}, got ${describeValue(issue.input)}`,
          };
        }
        return { code: 'bad-type', message: 'does not match any allowed shape' };
      }
      const known = context.knownBlockTypes;
      const given = (issue.input as Record<string, unknown> | undefined)?.[
        issue.discriminator ?? 'type'
      ];
      return given === undefined
        ? {
            code: 'missing-block-type',
            message: `a block needs a type; known types: ${known.join(', ')}`,
          }
        : {
            code: 'unknown-block-type',
            // The did-you-mean first: it is what the author needs; the full list after it.
            message: `unknown block type ${describeValue(given)}${didYouMean(given, known)} (known types: ${known.join(', ')})`,
          };
    }
    case 'too_small':
    case 'too_big':
      return { code: 'bad-size', message: sizeMessage(issue) };
    case 'invalid_format':
      return {
        code: 'bad-format',
        message:
          issue.format === 'regex' || issue.format === 'starts_with'
            ? `${issue.message}, got ${describeValue(issue.input)}`
            : `expected ${article(issue.format === 'url' ? 'http(s) URL' : issue.format)}, got ${describeValue(issue.input)}`,
      };
    case 'custom': {
      // Refinements name their catalogue entry in `params.problem` (see fields.ts).
      const code = (issue.params as { problem?: unknown } | undefined)?.problem;
      return { code: isProblemCode(code) ? code : 'invalid-value', message: issue.message };
    }
    default:
      return { code: 'invalid-value', message: issue.message };
  }
}
