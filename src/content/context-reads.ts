/**
 * What one file's validation read of the project's context (context.ts), so that the build cache
 * can tell whether its result still holds when the context changes: a page's result depends on
 * whether the routes it links to exist, not on every route of the site. A page added, moved or
 * removed then checks again only the files that asked about its address (or listed every
 * route, as a did-you-mean does), not all of them.
 *
 * `recordingContext` hands the validator a context whose every answer is noted: a lookup by its
 * key, anything that lists a whole set (iteration, size) as the whole set. `answersOf` gives the
 * same questions' answers in another context: equal answers, equal result (the validator reads
 * the context through nothing else; tests/unit/content/context-reads.test.ts holds it to that).
 */
import type { ProjectContext } from './context.ts';
import type { FactsReader, ImageFacts } from '../media/image-facts.ts';

/** The context's parts a validation can read; `images` is the pictures' reader. */
type Part =
  | 'routes'
  | 'redirects'
  | 'formIds'
  | 'downloads'
  | 'publicFiles'
  | 'sectionIds'
  | 'today'
  | 'past'
  | 'images.sources'
  | 'images.facts'
  | 'images';

/** A question asked of the context: a part and a key, or a part as a whole (no key). */
export type ContextRead = readonly [part: Part, key?: string];

/** A recording context's own answer to isPast, noted as that question. */
const PAST = Symbol('past');

/**
 * Whether `date` is before the context's build date. A recording context notes the question
 * alone, not the date: a page whose webinars are all still ahead reads the same tomorrow.
 */
export function isPast(context: ProjectContext, date: string): boolean {
  const recorded = (context as { [PAST]?: (date: string) => boolean })[PAST];
  return recorded ? recorded(date) : date < context.today;
}

/** What a recorded set and map share: any listing of them is noted as the whole. */
abstract class Recorded<
  Real extends { readonly size: number; entries(): unknown; keys(): unknown; values(): unknown },
> {
  constructor(
    protected readonly real: Real,
    protected readonly note: (key?: string) => void,
  ) {}
  get size() {
    this.note();
    return this.real.size;
  }
  entries() {
    this.note();
    return this.real.entries() as ReturnType<Real['entries']>;
  }
  keys() {
    this.note();
    return this.real.keys() as ReturnType<Real['keys']>;
  }
  values() {
    this.note();
    return this.real.values() as ReturnType<Real['values']>;
  }
}

/** A set whose lookups are noted by key. */
class RecordedSet<T extends string> extends Recorded<ReadonlySet<T>> implements ReadonlySet<T> {
  has(value: T) {
    this.note(value);
    return this.real.has(value);
  }
  forEach(each: (value: T, key: T, set: ReadonlySet<T>) => void, thisArg?: unknown) {
    this.note();
    this.real.forEach((value) => each.call(thisArg, value, value, this));
  }
  [Symbol.iterator]() {
    return this.values();
  }
}

/** A map whose lookups are noted by key. */
class RecordedMap<V> extends Recorded<ReadonlyMap<string, V>> implements ReadonlyMap<string, V> {
  get(key: string) {
    this.note(key);
    return this.real.get(key);
  }
  has(key: string) {
    this.note(key);
    return this.real.has(key);
  }
  forEach(each: (value: V, key: string, map: ReadonlyMap<string, V>) => void, thisArg?: unknown) {
    this.note();
    this.real.forEach((value, key) => each.call(thisArg, value, key, this));
  }
  [Symbol.iterator]() {
    return this.entries();
  }
}

/** The context as a validation of one file reads it, and what it read. */
export function recordingContext(context: ProjectContext): {
  context: ProjectContext;
  reads(): ContextRead[];
} {
  const noted = new Map<string, ContextRead>();
  const noter = (part: Part) => (key?: string) => {
    const id = key === undefined ? part : `${part}\u0000${key}`;
    if (!noted.has(id)) noted.set(id, key === undefined ? [part] : [part, key]);
  };
  const images = context.images;
  const recordedImages: FactsReader | undefined = images && {
    sources: new RecordedSet(images.sources, noter('images.sources')),
    facts: (src) => {
      noter('images.facts')(src);
      return images.facts(src);
    },
    probed: () => images.probed(),
    signature: () => {
      noter('images')();
      return images.signature();
    },
  };
  const noteToday = noter('today');
  const notePast = noter('past');
  const recorded: ProjectContext & { [PAST]: (date: string) => boolean } = {
    [PAST]: (date) => {
      notePast(date);
      return date < context.today;
    },
    routes: new RecordedSet(context.routes, noter('routes')),
    redirects: new RecordedMap(context.redirects, noter('redirects')),
    formIds: new RecordedSet(context.formIds, noter('formIds')),
    downloads: new RecordedSet(context.downloads, noter('downloads')),
    publicFiles: new RecordedSet(context.publicFiles, noter('publicFiles')),
    sectionIds: new RecordedSet(context.sectionIds, noter('sectionIds')),
    get today() {
      noteToday();
      return context.today;
    },
    ...(recordedImages && { images: recordedImages }),
  };
  return { context: recorded, reads: () => [...noted.values()] };
}

/** A part as a whole, as one text: the same text for the same contents in any order. */
function wholeOf(context: ProjectContext, part: Part): string {
  switch (part) {
    case 'today':
      return context.today;
    case 'redirects':
      return JSON.stringify([...context.redirects].sort(([a], [b]) => (a < b ? -1 : 1)));
    case 'images':
      return context.images?.signature() ?? '';
    case 'images.sources':
      return JSON.stringify([...(context.images?.sources ?? [])].sort());
    case 'images.facts':
    case 'past':
      return '';
    default:
      return JSON.stringify([...context[part]].sort());
  }
}

/** The answer to one question with a key. */
function answerOf(context: ProjectContext, part: Part, key: string): unknown {
  switch (part) {
    case 'redirects':
      return context.redirects.get(key) ?? null;
    case 'images.sources':
      return context.images?.sources.has(key) ?? null;
    case 'images.facts':
      return context.images ? (context.images.facts(key) satisfies ImageFacts) : null;
    case 'past':
      return key < context.today;
    case 'today':
    case 'images':
      return wholeOf(context, part);
    default:
      return context[part].has(key);
  }
}

/** The parts whose wholes decide every answer (a fact from the pictures' signature, `past` from today). */
const DECIDING_PARTS: readonly Part[] = [
  'routes',
  'redirects',
  'formIds',
  'downloads',
  'publicFiles',
  'sectionIds',
  'today',
  'images',
  'images.sources',
];

/**
 * The whole context as one text: two contexts with the same text give every read the same
 * answer, so a result checked against one holds against the other whatever it read. (A
 * picture's facts go with its size and change time, as the pictures' signature does elsewhere.)
 */
export function wholeContext(context: ProjectContext): string {
  return JSON.stringify(DECIDING_PARTS.map((part) => wholeOf(context, part)));
}

/**
 * The answers `context` gives to a file's reads, as one text: two contexts that answer alike
 * give the same text. Each whole part's text is made once for all the files asked about (a
 * thousand files that list the routes make it once).
 */
export function answersIn(context: ProjectContext): (reads: readonly ContextRead[]) => string {
  const wholes = new Map<Part, string>();
  return (reads) =>
    JSON.stringify(
      reads.map(([part, key]) => {
        if (key !== undefined) return answerOf(context, part, key);
        let whole = wholes.get(part);
        if (whole === undefined) wholes.set(part, (whole = wholeOf(context, part)));
        return whole;
      }),
    );
}
