import { describe, expect, it } from 'vitest';
import { buildContext, listProjectFiles } from '../../../../src/project/project.ts';
import { validateSource } from '../../../../src/project/validate.ts';
import { formatProblem } from '../../../../src/content/problem.ts';

const context = buildContext(process.cwd(), listProjectFiles(process.cwd()));

function problemsOf(source: string) {
  return validateSource('pages/sample.yaml', 'page', source, context).problems.map(formatProblem);
}

describe('form and contact-details blocks', () => {
  it('accept an existing form and the contact details', () => {
    expect(
      problemsOf(
        'title: Talk to the team\ndescription: A page with the contact details and a form on it, for the tests.\nblocks:\n  - type: hero\n    title: Contact\n    intro: Every way to reach us.\n  - type: contact-details\n    title: Reach us\n  - type: form\n    form: contact\n',
      ),
    ).toEqual([]);
  });

  it('reject a form that is not in forms/, at its line', () => {
    const problems = problemsOf(
      'title: T\ndescription: A page with a form on it.\nblocks:\n  - type: form\n    form: contactt\n',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^pages\/sample\.yaml:5:11 blocks\[0\]\.form: no form "contactt" in forms\//,
    );
  });
});
