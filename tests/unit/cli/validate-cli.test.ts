/**
 * `npm run validate` on every bad input of tests/fixtures/bad-input/ at once: exit status 1,
 * each problem on its own `file:line:col` line (or workflow command, or JSON object), and never
 * a stack trace, in each of the three output formats.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateProject } from '../../../src/project/project.ts';
import { formatProblem } from '../../../src/content/problem.ts';
import { badInputs } from '../../support/bad-input.ts';
import { runCli } from '../../support/run-cli.ts';

const cli = join(import.meta.dirname, '../../../src/cli/validate.ts');
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'bad-input-'));
  for (const [file, bytes] of Object.entries(badInputs())) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), bytes);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const STACK_FRAME = /^\s+at .+[:(]/m;

describe('validate CLI on bad input', { timeout: 60_000 }, () => {
  it('prints every problem as file:line:col, exits 1, no stack trace', () => {
    const { status, output } = runCli(root, cli);
    expect(status).toBe(1);
    expect(output).not.toMatch(STACK_FRAME);
    const expected = validateProject(root).problems;
    expect(expected.filter((p) => p.severity === 'error').length).toBeGreaterThan(20);
    for (const problem of expected) expect(output).toContain(formatProblem(problem));
    expect(output).toMatch(/\n\d+ problems in 24 files\n$/);
  });

  it('--format github prints one workflow command per problem', () => {
    const { status, output } = runCli(root, cli, '--format', 'github');
    expect(status).toBe(1);
    expect(output).not.toMatch(STACK_FRAME);
    expect(output).toContain(
      '::error file=pages/duplicate-key.yaml,line=7,col=5,title=Key set twice [duplicate-key]::the key "title" is already set at line 5 of this map; YAML would silently keep only this one\n',
    );
    expect(output).toContain(
      '::error file=pages/nesting-1000-flow.yaml,line=3,col=40,title=Nesting over the depth limit [too-deep]::the nesting goes deeper than 32 levels here (the limit)\n',
    );
    const commands = output.split('\n').filter((line) => line.startsWith('::'));
    expect(commands).toHaveLength(validateProject(root).problems.length);
  });

  it('--format json prints the problems for other tools', () => {
    const { status, output } = runCli(root, cli, '--format', 'json');
    expect(status).toBe(1);
    const report = JSON.parse(output) as { problems: unknown[]; summary: { files: number } };
    expect(report.problems).toEqual(JSON.parse(JSON.stringify(validateProject(root).problems)));
    expect(report.summary.files).toBe(24);
  });

  it('refuses an unknown format in one line', () => {
    const { status, output } = runCli(root, cli, '--format', 'xml');
    expect(status).toBe(1);
    expect(output.trim()).toBe('--format must be one of text, github, json, got "xml"');
  });
});
