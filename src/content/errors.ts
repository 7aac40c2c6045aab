/**
 * The catalogue of every problem the validator reports, in the style of Astro's error
 * reference: a stable code (printed after each problem and safe to search for), a title, what
 * happened and what to do. `npm run docs` turns it into docs/errors.md; the `validate` CLI
 * prints the "what to do" line once per code it reports.
 */
import { checkCatalogue, type ProblemEntry } from './check-catalogue.ts';
import { reviewCatalogue } from './review/catalogue.ts';

export const problemCatalogue = {
  // The validator's own checks: YAML, schemas, files and links, pictures (check-catalogue.ts).
  ...checkCatalogue,
  // The content review (src/content/review/): each rule's entry comes from its definition.
  ...reviewCatalogue,
} satisfies Record<string, ProblemEntry>;

export type ProblemCode = keyof typeof problemCatalogue;

export const problemCodes = Object.keys(problemCatalogue) as ProblemCode[];

export function isProblemCode(code: unknown): code is ProblemCode {
  return typeof code === 'string' && code in problemCatalogue;
}
