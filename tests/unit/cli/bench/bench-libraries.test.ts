/**
 * `bench:content -- --validate-only` prints, beside the validation, what js-yaml and zod take
 * alone over the same files (src/cli/bench/time-libraries.ts): the floor of any validation built
 * on them. A floor measured on files zod refuses would stop early and read low, so a refused
 * file stops the measurement instead.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFolders } from '../../../../src/content/collections.ts';

const script = resolve('src/cli/bench/time-libraries.ts');
const timeLibraries = (cwd: string) =>
  spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), script], {
    cwd,
    encoding: 'utf8',
  });

const copy = mkdtempSync(join(tmpdir(), 'libraries-floor-'));
for (const folder of [...contentFolders, 'public'])
  cpSync(resolve(folder), join(copy, folder), { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('js-yaml and zod alone (the benchmark floor)', () => {
  it('times both libraries over the site and prints each part', () => {
    const run = timeLibraries(process.cwd());
    expect(run.status, run.stderr).toBe(0);
    const figures = JSON.parse(run.stdout) as { ms: number; yamlMs: number; zodMs: number };
    expect(figures.yamlMs).toBeGreaterThan(0);
    expect(figures.zodMs).toBeGreaterThan(0);
    expect(figures.ms).toBeCloseTo(figures.yamlMs + figures.zodMs, 6);
  });

  it('stops, naming the file, when zod refuses one', () => {
    const page = join(copy, 'pages/pricing.yaml');
    writeFileSync(page, readFileSync(page, 'utf8').replace(/^title: .*$/m, 'title: 42'));
    const run = timeLibraries(copy);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/zod refused 1 files, first pages\/pricing\.yaml/);
    expect(run.stdout).toBe('');
  });
});
