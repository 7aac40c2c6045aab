/**
 * The figures a text states (money, percentages, multipliers, durations), each reduced to one
 * number, so that "$86.4K" and `value: 86400`, or "8-week" and "8 weeks", are the same figure.
 * What the picture test (tests/unit/drawings/pictures-hold-content.test.ts) asks of every drawn
 * picture: that each figure it shows is one its page's content holds.
 */
export type FigureKind = 'money' | 'percent' | 'multiplier' | 'duration';

export interface Figure {
  kind: FigureKind;
  /** Dollars, percent, times, or seconds for a duration. */
  value: number;
  /** The number as written, before its unit ("8" of "8 weeks", 86400 of "$86.4K"). */
  written: number;
  /** The words it was found as, for a message. */
  text: string;
}

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const SECONDS: Record<string, number> = {
  s: 1,
  m: 60,
  h: 3600,
  d: 86_400,
  w: 7 * 86_400,
  // A month and a year of the calendar on average, so that 12 months is a year.
  mo: 30.4375 * 86_400,
  y: 365.25 * 86_400,
};

/** A unit as written → its key in SECONDS. */
function unitKey(unit: string): keyof typeof SECONDS {
  const word = unit.toLowerCase();
  if (word.startsWith('mo')) return 'mo';
  if (word.startsWith('mi')) return 'm';
  return word[0] as keyof typeof SECONDS;
}

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const WORD_NUMBER = Object.keys(numberWords).join('|');
const SCALE: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };

const patterns: { kind: FigureKind; pattern: RegExp }[] = [
  // $797, $2,460, $86.4K, $1.2M, +$240/yr
  {
    kind: 'money',
    pattern: new RegExp(String.raw`\$\s?(${NUMBER})(?:\s?([KkMmBb])(?![a-z]))?`, 'g'),
  },
  // 41%, 2.9 percent, +6 pts
  {
    kind: 'percent',
    pattern: new RegExp(String.raw`(${NUMBER})\s?(?:%|percent\b|pts\b|points\b)`, 'gi'),
  },
  // 9×, 2.4x, 2.4 times
  { kind: 'multiplier', pattern: new RegExp(String.raw`(${NUMBER})\s?(?:×|x\b|times\b)`, 'gi') },
  // 38 seconds, 2 min, 8-week, six months, 10–15 h; the end of a range is a figure of its own.
  {
    kind: 'duration',
    pattern: new RegExp(
      String.raw`\b(${NUMBER}|${WORD_NUMBER})(?:\s?[–-]\s?(${NUMBER}))?[\s-]?(seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?|years?|yrs?)\b`,
      'gi',
    ),
  },
];

const readNumber = (written: string) =>
  numberWords[written.toLowerCase()] ?? Number(written.replace(/,/g, ''));

/** Every figure `text` states, in the order of the patterns. */
export function figuresIn(text: string): Figure[] {
  const found: Figure[] = [];
  for (const { kind, pattern } of patterns) {
    for (const match of text.matchAll(pattern)) {
      const [whole, first, second] = match;
      if (kind === 'money') {
        const written = readNumber(first!) * (second ? SCALE[second.toLowerCase()]! : 1);
        found.push({ kind, value: written, written, text: whole });
      } else if (kind === 'duration') {
        const perUnit = SECONDS[unitKey(match[3]!)]!;
        for (const end of [first, second]) {
          if (end === undefined) continue;
          const written = readNumber(end);
          found.push({ kind, value: written * perUnit, written, text: whole });
        }
      } else {
        const written = readNumber(first!);
        found.push({ kind, value: written, written, text: whole });
      }
    }
  }
  return found;
}

/** Every string and number in a piece of content, at any depth. */
function* leaves(data: unknown): Generator<string | number> {
  if (typeof data === 'string' || typeof data === 'number') yield data;
  else if (Array.isArray(data)) for (const item of data) yield* leaves(item);
  else if (data && typeof data === 'object')
    for (const item of Object.values(data)) yield* leaves(item);
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.abs(b) * 1e-6;

/**
 * The figures of `shown` (a picture's words) that `content` does not hold: neither as a figure
 * of the same kind and value in one of its texts, nor as a number field (`monthlyFee: 797`
 * holds "$797", `weeks: 8` holds "8 weeks").
 */
export function figuresNotHeld(shown: string, content: unknown): Figure[] {
  const texts: Figure[] = [];
  const numbers: number[] = [];
  for (const leaf of leaves(content)) {
    if (typeof leaf === 'number') numbers.push(leaf);
    else texts.push(...figuresIn(leaf));
  }
  return figuresIn(shown).filter(
    (figure) =>
      !texts.some((held) => held.kind === figure.kind && close(figure.value, held.value)) &&
      !numbers.some((number) => close(figure.written, number)),
  );
}
