/**
 * `npm run new:page` and `npm run new:block`, run for real in a copy of the project: the files
 * they create validate (and the new block typechecks), and they refuse bad or taken names.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateProject } from '../../../src/project/project.ts';
import { tmpdir } from 'node:os';
import { copyProject } from '../../../src/cli/project-copy.ts';
import { run, runCli } from '../../support/run-cli.ts';

// Each CLI run starts tsx and loads the schemas: seconds on a busy machine.
const CLI_TIMEOUT = 60_000;
let root: string;
let remove: () => void;
beforeAll(() => ({ root, remove } = copyProject(tmpdir())));
afterAll(() => remove());

const errorsIn = (file?: string) =>
  validateProject(root, file ? [file] : undefined).problems.filter((p) => p.severity === 'error');

/** Each case (what, the name given, a piece of the message) makes the scaffold exit 1 and say why. */
function refuses(script: string, cases: [what: string, name: string, message: string][]) {
  it.each(cases)(
    'refuses %s',
    (_, name, message) => {
      const { status, output } = runCli(root, script, name);
      expect(status).toBe(1);
      expect(output).toContain(message);
    },
    CLI_TIMEOUT,
  );
}

describe('new:page', () => {
  it(
    'creates a valid page with a hero, a call to action and the schema header line',
    () => {
      const { status, output } = runCli(root, 'src/cli/new-page.ts', '/offers/spring-offer');
      expect(output).toContain('Created pages/offers/spring-offer.yaml');
      expect(status).toBe(0);
      const text = readFileSync(join(root, 'pages/offers/spring-offer.yaml'), 'utf8');
      expect(text.split('\n')[0]).toBe(
        '# yaml-language-server: $schema=../../schemas/page.schema.json',
      );
      expect(text).toMatch(/- type: hero[\s\S]*- type: cta/);
      expect(errorsIn('pages/offers/spring-offer.yaml')).toEqual([]);
    },
    CLI_TIMEOUT,
  );

  refuses('src/cli/new-page.ts', [
    ['a route some page gives', '/pricing', 'exists already'],
    ['a route it created before', '/offers/spring-offer', 'exists already'],
    ['a name with capitals and spaces', '/Spring Offer', 'not a valid part of a route'],
    ['a route without a slash', 'spring', 'starts with "/"'],
    ['the home page', '/', 'pages/index.yaml'],
  ]);

  it(
    'refuses a route whose folder index gives it (team/index.yaml for /team)',
    () => {
      const page = readFileSync(join(root, 'pages/offers/spring-offer.yaml'), 'utf8');
      mkdirSync(join(root, 'pages/team'));
      writeFileSync(join(root, 'pages/team/index.yaml'), page);
      const { status, output } = runCli(root, 'src/cli/new-page.ts', '/team');
      expect(status).toBe(1);
      expect(output).toContain('A page at /team exists already (pages/team/index.yaml)');
      expect(existsSync(join(root, 'pages/team.yaml'))).toBe(false);
    },
    CLI_TIMEOUT,
  );
});

describe('new:block', () => {
  it('creates the block folder, registers it, and the block validates and typechecks', () => {
    const { status, output } = runCli(root, 'src/cli/new-block.ts', 'price-table');
    expect(output).toContain('Created blocks/price-table/');
    expect(status).toBe(0);
    for (const file of ['schema.ts', 'Component.tsx', 'README.md']) {
      expect(existsSync(join(root, 'blocks/price-table', file))).toBe(true);
    }
    const registry = readFileSync(join(root, 'blocks/index.ts'), 'utf8');
    expect(registry).toContain("import { priceTable } from './price-table/schema.ts';");
    expect(registry).toMatch(/blockRegistry = \[[\s\S]*priceTable[\s\S]*\] as const/);

    // A page using the new block (as its example shows) passes the project's own validator.
    writeFileSync(
      join(root, 'pages/price-demo.yaml'),
      [
        'title: Price demo',
        'description: A page that uses the new block, written by the scaffold test.',
        'blocks:',
        '  - type: price-table',
        '    title: Plans',
        '    items:',
        '      - title: Starter',
        '        text: For a first crew.',
      ].join('\n'),
    );
    const validate = runCli(root, 'src/cli/validate.ts', 'pages/price-demo.yaml');
    expect(validate.output).toContain('files valid');
    expect(validate.status).toBe(0);
    const typecheck = run(root, join(root, 'node_modules/.bin/tsc'), '--noEmit', '-p', root);
    expect(typecheck.output).toBe('');
    expect(typecheck.status).toBe(0);
  }, 240_000);

  refuses('src/cli/new-block.ts', [
    ['a block that exists', 'hero', 'exists already'],
    ['the block just created', 'price-table', 'exists already'],
    ['a name that is not kebab-case', 'PriceTable', 'not a valid block name'],
    ['a reserved word', 'class', 'reserved word'],
  ]);
});
