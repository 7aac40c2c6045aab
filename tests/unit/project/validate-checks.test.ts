/**
 * Every cross-reference check and warning of the validator, one fixture project each under
 * tests/fixtures/checks/<name>/ with the exact output it must print in expected.txt.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateProject } from '../../../src/project/project.ts';
import { formatProblem } from '../../../src/content/problem.ts';

const checks = join(import.meta.dirname, '../../fixtures/checks');

describe.each(readdirSync(checks).sort())('check %s', (name) => {
  it('prints exactly its expected lines', () => {
    const expected = readFileSync(join(checks, name, 'expected.txt'), 'utf8');
    const printed = validateProject(join(checks, name)).problems.map(formatProblem);
    expect(printed.join('\n') + '\n').toBe(expected);
  });
});

describe('warnings', () => {
  it('do not count as errors', () => {
    const { problems } = validateProject(join(checks, 'description-warnings'));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.severity === 'warning')).toBe(true);
  });
});
