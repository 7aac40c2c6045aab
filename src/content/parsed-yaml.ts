/**
 * Parses each YAML source once per run. Validating a project reads every file several ways
 * (section ids and links for the cross-references, then each file with positions); parsing is
 * the slow part, so the parsed document is shared, keyed by the source text itself.
 */
import { LineCounter, parseDocument, type Document } from 'yaml';

export interface ParsedYaml {
  document: Document;
  lines: LineCounter;
  /** The plain data, or undefined when the file has syntax errors. */
  data: unknown;
}

const MAX_ENTRIES = 10_000;
// Per process, not per copy of this module: Vite loads vite.config.ts (and so the content
// plugin) as its own bundled copy, which would otherwise parse every file again in a build.
const CACHE_KEY = Symbol.for('tradelift.parsed-yaml');
const holder = globalThis as typeof globalThis & { [CACHE_KEY]?: Map<string, ParsedYaml> };
const cache = (holder[CACHE_KEY] ??= new Map<string, ParsedYaml>());

export function parseYaml(source: string): ParsedYaml {
  const cached = cache.get(source);
  if (cached) return cached;
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  const parsed = {
    document,
    lines,
    data: document.errors.length > 0 ? undefined : (document.toJS() as unknown),
  };
  // A dev server runs for hours: old versions of edited files must not pile up.
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(source, parsed);
  return parsed;
}
