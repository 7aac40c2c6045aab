/**
 * `npm run validate -- --strict`: a project whose only problems are warnings (a page's vague
 * button) passes plain validation and fails strict validation, with the same located line.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureProject, yaml } from '../../support/fixture-project.ts';
import { runCli } from '../../support/run-cli.ts';

const cli = join(import.meta.dirname, '../../../src/cli/validate.ts');
const project = () =>
  fixtureProject({
    'pages/index.yaml': yaml(
      'title: Roof Repair Leads for Contractors',
      'description: How roofers turn storm-season calls into booked inspections with one system.',
      'blocks:',
      '  - type: hero',
      '    title: More inspection calls',
      '    intro: AI answers every storm call in under a minute.',
      '    actions:',
      '      - label: Click here',
      '        to: /',
    ),
  });
const line =
  'pages/index.yaml:8:16 blocks[0].actions[0].label: warning: "Click here" does not say where it leads; name it, or add about: [vague-link-text]';

describe('validate --strict', () => {
  it('passes a warning without --strict', () => {
    const { status, output } = runCli(project(), cli);
    expect(output).toContain(line);
    expect(status).toBe(0);
  });

  it('fails on it with --strict, as an error', () => {
    const { status, output } = runCli(project(), cli, '--strict');
    expect(output).toContain(line.replace('warning: ', ''));
    expect(output).toContain('1 problem in 1 file');
    expect(status).toBe(1);
  });
});
