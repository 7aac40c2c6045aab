/** Turns a zod issue into a sentence a person who writes YAML can act on. */
import type { z } from 'zod';
import { didYouMean } from './suggest.ts';

type Issue = z.core.$ZodIssue & { input?: unknown };

const article = (noun: string) => (/^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`);

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return JSON.stringify(value);
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

export function issueMessage(issue: Issue, knownBlockTypes: readonly string[]): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `is required (expected ${article(issue.expected)})`
        : `expected ${article(issue.expected)}, got ${describeValue(issue.input)}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_value': {
      const values = issue.values.map(String);
      return `expected one of ${values.join(', ')}, got ${describeValue(issue.input)}${didYouMean(issue.input, values)}`;
    }
    case 'invalid_union':
      if (isUnknownDiscriminator(issue)) {
        const given = (issue.input as Record<string, unknown> | undefined)?.[
          issue.discriminator ?? 'type'
        ];
        return given === undefined
          ? `a block needs a type; known types: ${knownBlockTypes.join(', ')}`
          : `unknown block type ${describeValue(given)}${didYouMean(given, knownBlockTypes)}; known types: ${knownBlockTypes.join(', ')}`;
      }
      return `does not match any allowed shape`;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return issue.format === 'regex' || issue.format === 'starts_with'
        ? `${issue.message}, got ${describeValue(issue.input)}`
        : `expected ${article(issue.format === 'url' ? 'http(s) URL' : issue.format)}, got ${describeValue(issue.input)}`;
    default:
      return issue.message;
  }
}
