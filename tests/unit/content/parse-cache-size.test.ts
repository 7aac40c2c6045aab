/**
 * The parse cache (src/content/parsed-yaml.ts) is emptied when full, so that a dev server's old
 * versions of edited files do not pile up; a build of a site of more than 10,000 files says how
 * many it holds (holdParsedTexts), or every parse of its first round would be thrown away.
 */
import { describe, expect, it } from 'vitest';
import {
  forgetParsedTexts,
  holdParsedTexts,
  isParsed,
  parseYaml,
} from '../../../src/content/parsed-yaml.ts';

const texts = (count: number) => Array.from({ length: count }, (_, i) => `title: Page ${i}\n`);

describe('the parse cache', () => {
  it('is emptied at 10,000 texts by default', () => {
    forgetParsedTexts();
    const sources = texts(10_001);
    sources.forEach((source) => parseYaml(source));
    expect(isParsed(sources[0]!)).toBe(false);
  });

  it('keeps every text of a run that says it holds more', () => {
    forgetParsedTexts();
    const sources = texts(12_000);
    holdParsedTexts(sources.length);
    sources.forEach((source) => parseYaml(source));
    expect(sources.every(isParsed)).toBe(true);
  });
});
