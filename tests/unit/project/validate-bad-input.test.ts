/**
 * Every way a person can break a YAML file gets `file:line:col path: message [code]` lines
 * and nothing else: the inputs of tests/fixtures/bad-input/ (see tests/support/bad-input.ts),
 * with the exact output in tests/fixtures/bad-input/expected.txt.
 */
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../../blocks/index.ts';
import { problemCodes } from '../../../src/content/errors.ts';
import { validateSource } from '../../../src/project/validate.ts';
import { formatProblem } from '../../../src/content/problem.ts';
import { MAX_FILE_CHARACTERS } from '../../../src/content/text-limits.ts';
import { badInputs } from '../../support/bad-input.ts';

const inputs = Object.entries(badInputs()).sort(([a], [b]) => a.localeCompare(b));

/** Lines of the text as an editor counts them (the decoder drops a byte-order mark). */
const linesOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes).split(/\r?\n/);

describe('bad input', () => {
  it('prints exactly the expected lines for every input', async () => {
    const printed: string[] = [];
    for (const [file, bytes] of inputs) {
      const started = performance.now();
      const { problems } = validateSource(file, 'page', bytes, null);
      const took = performance.now() - started;
      // A figure to read, not a timing test; the bound only catches a runaway parser.
      console.log(`${file}: ${bytes.length} bytes validated in ${took.toFixed(1)} ms`);
      expect(took).toBeLessThan(10_000);
      printed.push(`# ${file}`, ...problems.map(formatProblem));
    }
    // The list of block types grows as blocks are added; the snapshot keeps a placeholder.
    const known = blockRegistry.map((block) => block.type).join(', ');
    await expect(
      printed.join('\n').replaceAll(known, '<registered block types>') + '\n',
    ).toMatchFileSnapshot('../../fixtures/bad-input/expected.txt');
  });

  it.each(inputs)('%s: catalogued problems inside the text, never a crash', (file, bytes) => {
    const { problems } = validateSource(file, 'page', bytes, null);
    const lines = linesOf(bytes);
    for (const problem of problems) {
      expect(problemCodes).toContain(problem.code);
      expect(problem.code).not.toBe('validator-failure');
      expect(problem.line).toBeGreaterThanOrEqual(1);
      expect(problem.line).toBeLessThanOrEqual(lines.length);
      expect(problem.column).toBeGreaterThanOrEqual(1);
      expect(problem.column).toBeLessThanOrEqual(lines[problem.line - 1]!.length + 1);
    }
  });

  it('states each limit in its message', () => {
    const messages = Object.fromEntries(
      inputs.map(([file, bytes]) => [
        file,
        validateSource(file, 'page', bytes, null).problems.map((p) => p.message),
      ]),
    );
    expect(messages['pages/file-10mb.yaml']![0]).toContain(
      MAX_FILE_CHARACTERS.toLocaleString('en-US'),
    );
    expect(messages['pages/nesting-1000-flow.yaml']![0]).toContain('deeper than 32 levels');
    expect(messages['pages/alias-bomb.yaml']![0]).toContain('more than 100 copies');
  });
});
