/**
 * How a search box matches: case and accents do not count, and each word typed must begin a
 * word of the item ("roo" finds "Roofing", "cafe" finds "Café"). Pure functions, shared by the
 * browser and the tests.
 */
import type { FilterCriteria, FilterRules } from './types.ts';

/** Lower case without accents: "Café Décor" → "cafe decor". */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text, normalized; punctuation and spaces separate them. */
export function wordsOf(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** True when every word of the query begins some word of the texts (an empty query matches). */
export function matchesQuery(texts: readonly string[], query: string): boolean {
  const terms = wordsOf(query);
  if (terms.length === 0) return true;
  const words = texts.flatMap(wordsOf);
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}

/** The text values found at a dotted path ("speaker.name"), through arrays and numbers too. */
export function valuesAt(item: unknown, path: string): string[] {
  let current: unknown[] = [item];
  for (const key of path.split('.')) {
    current = current.flatMap((value) => {
      if (Array.isArray(value))
        return value.map((entry) => (entry as Record<string, unknown>)?.[key]);
      if (value !== null && typeof value === 'object')
        return [(value as Record<string, unknown>)[key]];
      return [];
    });
  }
  return current.flatMap(function flatten(value): string[] {
    if (typeof value === 'string') return [value];
    if (typeof value === 'number') return [String(value)];
    if (Array.isArray(value)) return value.flatMap(flatten);
    return [];
  });
}

/** Whether one item passes the search text and the chosen button. */
export function itemMatches(item: unknown, rules: FilterRules, criteria: FilterCriteria): boolean {
  if (criteria.accepted !== null) {
    const wanted = normalize(criteria.accepted);
    const values = rules.filterOn ? valuesAt(item, rules.filterOn) : [];
    if (!values.some((value) => normalize(value) === wanted)) return false;
  }
  return matchesQuery(
    rules.searchIn.flatMap((path) => valuesAt(item, path)),
    criteria.query,
  );
}
