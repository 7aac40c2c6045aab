import { describe, expect, it } from 'vitest';
import { figuresIn, figuresNotHeld } from '../../../src/content/figures.ts';

const found = (text: string) => figuresIn(text).map(({ kind, value }) => [kind, value]);

describe('the figures a text states', () => {
  it('reads money with its thousands and scale', () => {
    expect(
      found('Growth at $797 /mo, $2,460 paid, $86.4K revenue, $1.2M demand, +$240/yr'),
    ).toEqual([
      ['money', 797],
      ['money', 2460],
      ['money', 86_400],
      ['money', 1_200_000],
      ['money', 240],
    ]);
  });

  it('reads percentages, points and multipliers', () => {
    expect(found('41% close rate, 2.9 percent, +6 pts, 9× in, 2.4x calls, 3 times more')).toEqual([
      ['percent', 41],
      ['percent', 2.9],
      ['percent', 6],
      ['multiplier', 9],
      ['multiplier', 2.4],
      ['multiplier', 3],
    ]);
  });

  it('reads durations in seconds, written with digits, words or a hyphen', () => {
    expect(found('38 seconds')).toEqual([['duration', 38]]);
    expect(found('2 min')).toEqual([['duration', 120]]);
    expect(found('an eight-week program')).toEqual([['duration', 8 * 7 * 86_400]]);
    expect(found('In six months')).toEqual(found('in 6 months'));
    expect(found('12 months')).toEqual(found('1 year'));
    expect(found('10–15 h / week').map(([, value]) => value)).toEqual([36_000, 54_000]);
  });

  it('takes no figure from words that only look like one', () => {
    expect(found('Max 3 crews, 2 boxes, section 4, mix, 5 stars, Q3 2026')).toEqual([]);
  });
});

describe('figures a content does not hold', () => {
  const content = {
    plans: [{ title: 'Growth', monthlyFee: 797, features: ['Replies in under 60 seconds'] }],
    stats: [{ value: '$47,500', label: 'Revenue' }, { value: '85%' }],
    note: 'An 8-week program',
  };

  it('finds a figure in a text or a number field of the content, in any of its forms', () => {
    expect(figuresNotHeld('$797 /mo · $47.5K · 85 percent · 8 weeks · 1 minute', content)).toEqual(
      [],
    );
  });

  it('names each figure the content lacks', () => {
    expect(
      figuresNotHeld('$497 /mo · Typical return 9× in 6 months · 85%', content).map(
        (figure) => figure.text,
      ),
    ).toEqual(['$497', '9×', '6 months']);
  });

  it('does not take a figure of one kind for another', () => {
    expect(figuresNotHeld('85 seconds', content).map((figure) => figure.text)).toEqual([
      '85 seconds',
    ]);
  });
});
