// @vitest-environment jsdom
/**
 * Issue 28's first example: a whole document pasted into a page's title (100,000 characters)
 * validated and built before the content review. Now it is an error at the title's line and
 * column, through the same `validateSource` the CLI, the build, the dev server and the studio use.
 */
import { describe, expect, it } from 'vitest';
import { validateSource } from '../../../../src/project/validate.ts';
import { formatProblem } from '../../../../src/content/problem.ts';
import { withRulesOff } from '../../../../src/content/review/switch.ts';

const pasted = 'Roof repair leads for contractors who answer every storm call. '.repeat(1600);
const title = pasted.slice(0, 100_000);
const source = [
  '# yaml-language-server: $schema=../schemas/page.schema.json',
  `title: ${title}`,
  'description: How roofers turn storm-season calls into booked inspections with one system.',
  'blocks:',
  '  - type: hero',
  '    title: More inspection calls',
  '    intro: AI answers every storm call in under a minute.',
  '',
].join('\n');

describe('a 100,000-character page title', () => {
  it('fails with an error at the title', () => {
    expect(title).toHaveLength(100_000);
    const { problems } = validateSource('pages/pasted.yaml', 'page', source, null);
    expect(problems.map(formatProblem)).toEqual([
      'pages/pasted.yaml:2:8 title: the text has 100,000 characters; this field holds at most 200 [text-too-long]',
    ]);
    expect(problems[0]!.severity).toBe('error');
  });

  it('passed before the review', () => {
    const { problems, data } = withRulesOff('all', () =>
      validateSource('pages/pasted.yaml', 'page', source, null),
    );
    expect(problems).toEqual([]);
    expect(data).toBeDefined();
  });
});
