/** Rules for the names the scaffolds accept, shared by `new:page` and `new:block`. */
import { KEBAB } from '../content/route-path.ts';

const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await'.split(
    ' ',
  ),
);

/** `price-table` → null when valid, else why not. */
export function blockNameProblem(name: string): string | null {
  if (!KEBAB.test(name)) {
    return `"${name}" is not a valid block name: use kebab-case, small letters, digits and dashes (e.g. price-table)`;
  }
  if (RESERVED.has(camelCase(name))) return `"${name}" is a reserved word in JavaScript`;
  return null;
}

export const camelCase = (kebab: string) =>
  kebab.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

export const pascalCase = (kebab: string) =>
  camelCase(kebab).replace(/^[a-z]/, (letter) => letter.toUpperCase());

export const titleCase = (kebab: string) =>
  kebab
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
