/**
 * Every way a YAML text can fail to become a content file's plain data, in words at an offset:
 * the parser's errors (a duplicate key with where it was first set, an unclosed quote where it
 * opened), what the parser accepts but content must not hold (unknown tags, keys that are
 * collections, aliases that loop or name nothing), and what fails on the way to data.
 */
import {
  isAlias,
  isCollection,
  isNode,
  isScalar,
  visit,
  type Document,
  type LineCounter,
  type Node,
  type YAMLError,
} from 'yaml';
import type { ProblemCode } from './errors.ts';
import { MAX_ALIAS_EXPANSIONS } from './text-limits.ts';

export interface YamlProblem {
  offset: number;
  code: ProblemCode;
  message: string;
}

/** The tags of YAML's core schema: they only say what the value already is. */
const CORE_TAGS = new Set(
  ['str', 'int', 'float', 'bool', 'null', 'seq', 'map'].map((name) => `tag:yaml.org,2002:${name}`),
);

const unknownTag = (tag: string) => `the tag ${tag} is not supported in content files; remove it`;

/** The parser's message without its " at line 3, column 5" and code excerpt. */
const plainMessage = (error: YAMLError) =>
  error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');

/** Where a syntax error starts: an unclosed quote is reported where the file ends. */
function syntaxErrorOffset(error: YAMLError, source: string): number {
  const [start] = error.pos;
  const quote =
    error.code === 'MISSING_CHAR' ? /closing (["'])quote/.exec(error.message)?.[1] : null;
  if (!quote) return start;
  for (let offset = Math.min(start, source.length) - 1; offset >= 0; offset--) {
    if (source[offset] === quote && source[offset - 1] !== '\\') return offset;
  }
  return start;
}

/** The same key earlier in the map that holds the repeated key at `offset`. */
function firstOfDuplicate(document: Document, offset: number): { key: string; first: number } {
  let found = { key: '', first: -1 };
  visit(document, {
    Map(_key, map) {
      const index = map.items.findIndex(
        (pair) => isNode(pair.key) && pair.key.range?.[0] === offset,
      );
      if (index < 0) return undefined;
      const repeated = map.items[index]!.key;
      const text = isScalar(repeated) ? String(repeated.value) : String(repeated);
      const first = map.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === text)
        ?.key as Node | undefined;
      found = { key: text, first: first?.range?.[0] ?? -1 };
      return visit.BREAK;
    },
  });
  return found;
}

export function describeError(
  error: YAMLError,
  source: string,
  document: Document,
  lines: LineCounter,
): YamlProblem {
  const offset = syntaxErrorOffset(error, source);
  switch (error.code) {
    case 'DUPLICATE_KEY': {
      const { key, first } = firstOfDuplicate(document, error.pos[0]);
      const where = first >= 0 ? ` at line ${lines.linePos(first).line}` : '';
      return {
        offset,
        code: 'duplicate-key',
        message: `the key "${key}" is already set${where} of this map; YAML would silently keep only this one`,
      };
    }
    case 'MULTIPLE_DOCS':
      return {
        offset,
        code: 'multiple-documents',
        message: 'a second YAML document starts here (`---`); a content file holds one',
      };
    case 'RESOURCE_EXHAUSTION':
      return { offset, code: 'too-deep', message: 'the nesting is too deep to read' };
    case 'TAG_RESOLVE_FAILED': {
      const tag = /Unresolved tag: (\S+)/.exec(error.message)?.[1] ?? 'here';
      return { offset, code: 'unknown-tag', message: unknownTag(tag) };
    }
    default:
      return { offset, code: 'yaml-syntax', message: `YAML syntax: ${plainMessage(error)}` };
  }
}

/**
 * What the parser accepts but content files must not hold: tags beyond the core ones
 * (`!!binary`, `!custom`), keys that are lists or maps, and aliases that name no anchor
 * before them or the collection they sit in (a loop).
 */
export function structureProblems(document: Document): YamlProblem[] {
  const problems: YamlProblem[] = [];
  const anchors = new Set<string>();
  visit(document, {
    Node(_key, node, path) {
      if (isAlias(node)) {
        const insideItself = path.some(
          (ancestor) => isCollection(ancestor) && ancestor.anchor === node.source,
        );
        if (!anchors.has(node.source) || insideItself) {
          problems.push({
            offset: node.range?.[0] ?? 0,
            code: 'bad-alias',
            message: insideItself
              ? `the alias *${node.source} is inside the collection it names, which makes a loop`
              : `the alias *${node.source} names no anchor &${node.source} set before it`,
          });
        }
        return undefined;
      }
      if (node.anchor) anchors.add(node.anchor);
      if (node.tag && !CORE_TAGS.has(node.tag)) {
        problems.push({
          offset: node.range?.[0] ?? 0,
          code: 'unknown-tag',
          message: unknownTag(node.tag.replace('tag:yaml.org,2002:', '!!')),
        });
      }
      return undefined;
    },
    Pair(_key, pair) {
      if (isCollection(pair.key)) {
        problems.push({
          offset: pair.key.range?.[0] ?? 0,
          code: 'yaml-syntax',
          message: 'YAML syntax: a key must be a name, not a list or a map',
        });
      }
      return undefined;
    },
  });
  return problems;
}

/** Turns the document into plain data, or says why it cannot (alias limit, a bad merge). */
export function toData(document: Document): { data: unknown } | YamlProblem {
  try {
    return { data: document.toJS({ maxAliasCount: MAX_ALIAS_EXPANSIONS }) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    let offset = 0;
    visit(document, {
      Alias(_key, alias) {
        offset = alias.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    if (/alias count/i.test(message)) {
      return {
        offset,
        code: 'too-many-aliases',
        message: `the aliases (*name) of this file expand to more than ${MAX_ALIAS_EXPANSIONS} copies (the limit)`,
      };
    }
    if (/merge/i.test(message)) {
      visit(document, {
        Pair(_key, pair) {
          if (isScalar(pair.key) && pair.key.source === '<<') {
            offset = pair.key.range?.[0] ?? 0;
            return visit.BREAK;
          }
          return undefined;
        },
      });
      return {
        offset,
        code: 'yaml-syntax',
        message: 'YAML syntax: a merge key (<<) takes a map or an alias of a map',
      };
    }
    return { offset, code: 'yaml-syntax', message: `YAML syntax: ${message}` };
  }
}
