/**
 * Property-based fuzzing of the validator (fast-check): every real page, form and site file,
 * mutated the ways people break YAML. Validation never throws, every problem's line and
 * column lie inside the text, and a page that is still valid prerenders. A bounded run here;
 * `npm run fuzz -- --runs 100000` runs long.
 */
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../src/cli/fuzz/render-page.tsx';
import { runFuzz } from '../../../../src/cli/fuzz/run-fuzz.ts';
import { applyMutations } from '../../../../src/cli/fuzz/mutations.ts';

const RUNS = 600;

describe('fuzzing the content files', () => {
  it(`validates ${RUNS} mutated files without a throw, problems inside the text`, () => {
    const started = performance.now();
    const counts = runFuzz(process.cwd(), renderPage, { runs: RUNS, timeLimitMs: 50_000 });
    console.log(
      `fuzz: ${counts.tries} tries in ${Math.round(performance.now() - started)} ms, ` +
        `${counts.withProblems} with problems (${counts.problems} problems), ` +
        `${counts.stillValid} still valid, ${counts.prerendered} prerendered, ` +
        `${counts.failures} failures`,
    );
    expect(counts.firstFailure).toBeNull();
    expect(counts.failures).toBe(0);
    // The mutations must break files, and leave some valid, or the property tests nothing.
    expect(counts.withProblems).toBeGreaterThan(RUNS / 4);
    expect(counts.prerendered).toBeGreaterThan(RUNS / 20);
  }, 120_000);

  it('applies each kind of mutation as described', () => {
    const text = 'a: 1\nb:\n  - c\n';
    expect(applyMutations(text, [{ op: 'delete', at: 1 }])).toBe('a: 1\n  - c\n');
    expect(applyMutations(text, [{ op: 'duplicate', at: 0 }])).toBe('a: 1\na: 1\nb:\n  - c\n');
    expect(applyMutations(text, [{ op: 'indent', at: 1, spaces: 2 }])).toBe('a: 1\n  b:\n  - c\n');
    expect(applyMutations(text, [{ op: 'junk-value', at: 0, junk: '*x' }])).toBe(
      'a: *x\nb:\n  - c\n',
    );
    expect(applyMutations(text, [{ op: 'junk-value', at: 2, junk: '[' }])).toBe(
      'a: 1\nb:\n  - [\n',
    );
    expect(applyMutations(text, [{ op: 'truncate', at: 6 }])).toBe('a: 1\nb');
    expect(applyMutations(text, [{ op: 'tab-indent', at: 2 }])).toBe('a: 1\nb:\n\t- c\n');
    expect(applyMutations(text, [{ op: 'crlf' }, { op: 'bom' }])).toBe(
      '\uFEFFa: 1\r\nb:\r\n  - c\r\n',
    );
  });
});
