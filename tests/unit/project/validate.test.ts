/** The validator's contract from issue 2: exact positions, every problem at once, clear messages. */
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../../blocks/index.ts';
import { validateProject } from '../../../src/project/project.ts';
import { formatProblem } from '../../../src/content/problem.ts';
import { consultationForm, fixtureProject, yaml } from '../../support/fixture-project.ts';

const head = [
  'title: Home of the fixture project',
  'description: The home page of a fixture project for the unit tests.',
];

/** pages/index.yaml of a fixture project: a title, a description and these lines of blocks. */
const homePage = (...blocks: string[]) => yaml(...head, 'blocks:', ...blocks);

/** A hero: the page's h1, which the content review wants on every page. */
const heroBlock = [
  '  - type: hero',
  '    title: Welcome',
  '    intro: A page of the fixture project.',
];

/** The YAML lines of a valid cta block: its title and one button, written in flow style. */
const ctaBlock = (title: string, button: string) => [
  '  - type: cta',
  `    title: ${title}`,
  `    actions: [${button}]`,
];

function errorsOf(files: Record<string, string>) {
  return validateProject(fixtureProject(files))
    .problems.filter((p) => p.severity === 'error')
    .map(formatProblem);
}

describe('validateProject', () => {
  it('accepts a valid project and counts what it checked', () => {
    const report = validateProject(
      fixtureProject({
        'forms/consultation.yaml': consultationForm,
        'pages/index.yaml': homePage(
          ...heroBlock,
          '  - type: cta',
          '    title: Talk to us',
          '    actions:',
          '      - label: Book',
          '        modal: consultation',
        ),
      }),
    );
    expect(report.problems).toEqual([]);
    expect(report.summary).toEqual({ files: 2, pages: 1, blocks: 2, forms: 1 });
  });

  it('points at the nested value itself: blocks[2].items[0].value', () => {
    const errors = errorsOf({
      'pages/index.yaml': homePage(
        ...ctaBlock('One', '{ label: Home, to: / }'),
        ...ctaBlock('Two', '{ label: Home, to: / }'),
        '  - type: stats',
        '    items:',
        '      - label: Contractors served',
        '        value: 150',
      ),
    });
    expect(errors).toEqual([
      'pages/index.yaml:13:16 blocks[2].items[0].value: expected a string, got 150 [bad-type]',
    ]);
  });

  it('names the known block types for an unknown type and suggests the closest', () => {
    const [error] = errorsOf({
      'pages/index.yaml': homePage('  - type: heros', '    title: Hi'),
    });
    const known = blockRegistry.map((block) => block.type).join(', ');
    expect(error).toBe(
      `pages/index.yaml:4:11 blocks[0].type: unknown block type "heros" — did you mean "hero"? (known types: ${known}) [unknown-block-type]`,
    );
  });

  it('rejects every kind of bad action at its own line', () => {
    const errors = errorsOf({
      'forms/consultation.yaml': consultationForm,
      'pages/index.yaml': homePage(
        '  - type: hero',
        '    title: Home',
        '    intro: Buttons.',
        '    actions:',
        '      - label: None',
        '      - label: Two',
        '        to: /',
        '        modal: consultation',
        '      - label: Script',
        '        href: "javascript:alert(1)"',
        '      - label: Nowhere',
        '        to: /nowhere',
        '      - label: Missing form',
        '        modal: quote',
      ),
    });
    expect(errors).toEqual([
      'pages/index.yaml:8:9 blocks[0].actions[0]: a button needs exactly one action (to, href, modal, scrollTo, download); it has none [bad-action]',
      'pages/index.yaml:9:9 blocks[0].actions[1]: a button needs exactly one action; it has to and modal [bad-action]',
      'pages/index.yaml:13:15 blocks[0].actions[2].href: expected an http, https, mailto or tel link, got "javascript:alert(1)" [bad-href]',
      'pages/index.yaml:15:13 blocks[0].actions[3].to: no page has the route "/nowhere" (add pages/nowhere.yaml or fix the link) [unknown-route]',
      'pages/index.yaml:17:16 blocks[0].actions[4].modal: no form "quote" in forms/ (known forms: consultation) [unknown-form]',
    ]);
  });

  it('reports several problems of several files at once', () => {
    const errors = errorsOf({
      'pages/index.yaml': homePage('  - type: cta', '    titel: Hi', '    actions: []'),
      'pages/about.yaml': yaml('title: 42', 'blocks: []'),
    });
    expect(errors).toEqual([
      'pages/about.yaml:1:8 title: expected a string, got 42 [bad-type]',
      'pages/about.yaml:2:9 blocks: needs at least 1 item [bad-size]',
      'pages/index.yaml:4:5 blocks[0].title: is required (expected a string) [missing-field]',
      'pages/index.yaml:5:5 blocks[0].titel: unknown field "titel" — did you mean "title"? [unknown-field]',
      'pages/index.yaml:6:14 blocks[0].actions: needs at least 1 item [bad-size]',
    ]);
  });

  it('gives a YAML syntax error its own position', () => {
    const errors = errorsOf({
      'pages/index.yaml': homePage('  - type: cta', '    title: Ready: go'),
    });
    // The value `Ready: go` starts at column 12; nothing after the syntax error is guessed at.
    expect(errors).toEqual([
      'pages/index.yaml:5:12 YAML syntax: Nested mappings are not allowed in compact mappings [yaml-syntax]',
    ]);
  });

  it('points an unclosed quote at the quote that opens it', () => {
    const errors = errorsOf({
      'pages/index.yaml': yaml('title: Home', 'description: "Unclosed', 'blocks: []'),
    });
    expect(errors).toEqual([
      'pages/index.yaml:2:14 YAML syntax: Missing closing "quote [yaml-syntax]',
    ]);
  });

  it('checks only the files asked for, with the whole project as context', () => {
    const root = fixtureProject({
      'pages/index.yaml': homePage(...heroBlock, ...ctaBlock('Hi', '{ label: About, to: /about }')),
      'pages/about.yaml': yaml('title: About', 'blocks: []'),
    });
    expect(validateProject(root, ['pages/index.yaml']).problems).toEqual([]);
    expect(validateProject(root).problems.filter((p) => p.severity === 'error')).toHaveLength(1);
  });
});
