/** byText (src/content/review/by-text.ts): a text's check runs once per text, same answers. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byText } from '../../../../src/content/review/by-text.ts';

describe('a check remembered by text', () => {
  it('answers as the check does, and checks each text once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a a', 'b', 'the the end', '', 'TODO'), { maxLength: 40 }),
        (texts) => {
          const checked: string[] = [];
          const check = (text: string) => {
            checked.push(text);
            return /(\w+) \1/.exec(text)?.[0];
          };
          const remembered = byText(check);
          for (const text of texts) expect(remembered(text)).toBe(/(\w+) \1/.exec(text)?.[0]);
          expect(checked).toEqual([...new Set(texts)]);
        },
      ),
    );
  });

  it('remembers an answer that is undefined too', () => {
    let calls = 0;
    const remembered = byText(() => {
      calls++;
      return undefined;
    });
    remembered('plain');
    remembered('plain');
    expect(calls).toBe(1);
  });
});
