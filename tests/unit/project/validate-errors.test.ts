/** The error catalogue and the printed output for a page full of a hurried author's mistakes. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../../blocks/index.ts';
import { problemCatalogue, problemCodes } from '../../../src/content/errors.ts';
import { validateProject } from '../../../src/project/project.ts';
import { formatProblem } from '../../../src/content/problem.ts';
import { fixtureProject, yaml } from '../../support/fixture-project.ts';

const manyMistakes = join(import.meta.dirname, '../../fixtures/many-mistakes');

describe('error output', () => {
  it('prints one line per mistake, in order, with its code (snapshot)', async () => {
    const printed = validateProject(manyMistakes).problems.map(formatProblem).join('\n');
    // The list of block types grows as blocks are added; the snapshot keeps a placeholder.
    const known = blockRegistry.map((block) => block.type).join(', ');
    await expect(printed.replaceAll(known, '<registered block types>') + '\n').toMatchFileSnapshot(
      '../../fixtures/many-mistakes/expected.txt',
    );
  });

  it('gives every problem a catalogued code with what happened and what to do', () => {
    const { problems } = validateProject(manyMistakes);
    for (const problem of problems) {
      expect(problemCodes).toContain(problem.code);
      expect(problem.severity).toBe(problemCatalogue[problem.code].severity);
    }
    for (const code of problemCodes) {
      const entry = problemCatalogue[code];
      expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(entry.what.length).toBeGreaterThan(20);
      expect(entry.fix.length).toBeGreaterThan(20);
    }
  });
});

describe('did you mean', () => {
  const page = (...blockLines: string[]) =>
    validateProject(
      fixtureProject({
        'pages/index.yaml': yaml(
          'title: Home',
          'description: A page of a fixture project for the suggestion tests.',
          'blocks:',
          ...blockLines,
        ),
      }),
    ).problems.map((p) => p.message);

  it('suggests a key of the block the field is in, found through the union by its type', () => {
    const messages = page(
      '  - type: stats',
      '    items:',
      '      - value: "1"',
      '        lable: One',
    );
    expect(messages).toContain('unknown field "lable" — did you mean "label"?');
  });

  it('suggests nothing when no key is close', () => {
    expect(
      page('  - type: cta', '    title: Hi', '    actions: [{ label: Home, to: / }]', '    zzz: 1'),
    ).toEqual(['unknown field "zzz"']);
  });

  it('suggests the closest allowed value', () => {
    expect(
      page('  - type: stats', '    tone: mutted', '    items: [{ value: "1", label: One }]'),
    ).toEqual(['expected one of light, muted, dark, got "mutted" — did you mean "muted"?']);
  });
});
