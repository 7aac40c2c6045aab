/**
 * Every rule of the content review against its fixtures (tests/fixtures/content-review/<code>/):
 * the error case prints exactly expected.txt (line, column, path, message, code), the clean case
 * prints nothing, and with the rule off the error case's lines are gone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProjectFile } from '../../../../src/project/project.ts';
import { validateProject } from '../../../../src/project/project.ts';
import { reviewRules } from '../../../../src/content/review/index.ts';
import { withRulesOff } from '../../../../src/content/review/switch.ts';
import { formatProblem } from '../../../../src/content/problem.ts';

const fixtures = join(import.meta.dirname, '../../../fixtures/content-review');
const read = (path: string) => readFileSync(path, 'utf8');

function file(path: string, source: string): ProjectFile {
  const kind = path.endsWith('_site.yaml') ? 'site' : 'page';
  return { file: path, kind, source, bytes: new TextEncoder().encode(source) };
}

/**
 * The fixture's project: the case as pages/index.yaml, the shared site, and other.yaml (or for
 * the clean case other-clean.yaml, when there is one) as pages/other.yaml.
 */
function printed(rule: string, page: 'error' | 'clean'): string[] {
  const folder = join(fixtures, rule);
  const cleanOther = join(folder, 'other-clean.yaml');
  const other =
    page === 'clean' && existsSync(cleanOther) ? cleanOther : join(folder, 'other.yaml');
  const files = [
    file('pages/_site.yaml', read(join(fixtures, '_site.yaml'))),
    file('pages/index.yaml', read(join(folder, `${page}.yaml`))),
    ...(existsSync(other) ? [file('pages/other.yaml', read(other))] : []),
  ];
  return validateProject(folder, undefined, '2026-01-01', files).problems.map(formatProblem);
}

const ruleFolders = readdirSync(fixtures, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

it('every rule has its fixtures', () => {
  const codes = [...reviewRules.map((rule) => rule.code), 'bad-ignore', 'stale-ignore'].sort();
  expect(ruleFolders).toEqual(codes);
});

describe.each(ruleFolders)('%s', (rule) => {
  const expected = read(join(fixtures, rule, 'expected.txt'))
    .trimEnd()
    .split('\n');

  it('prints exactly its expected lines for the error case', () => {
    expect(printed(rule, 'error')).toEqual(expected);
  });

  it('prints nothing for the clean case', () => {
    expect(printed(rule, 'clean')).toEqual([]);
  });

  it('prints none of its own lines with the rule off, and the rest unchanged', () => {
    const own = expected.filter((line) => line.endsWith(`[${rule}]`));
    expect(own.length).toBeGreaterThan(0);
    const without = withRulesOff([rule], () => printed(rule, 'error'));
    expect(without).toEqual(expected.filter((line) => !own.includes(line)));
  });
});
