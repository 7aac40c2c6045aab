/**
 * A block whose component throws while prerendering stops `npm run build` with the page file,
 * the block's line and its type: not a React stack. Runs on a copy of the project with the
 * fixture block of tests/fixtures/render-failure registered. A component that does not compile
 * stops it with its file, line and column, and leaves the last output.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../../src/cli/project-copy.ts';

const FIXTURES = resolve('tests/fixtures/render-failure');
let project: ProjectCopy;

beforeAll(() => {
  project = copyProject(tmpdir());
  for (const folder of ['blocks', 'pages']) {
    cpSync(join(FIXTURES, folder), join(project.root, folder), { recursive: true });
  }
  const registry = join(project.root, 'blocks/index.ts');
  const source = readFileSync(registry, 'utf8');
  const next = `import { exploding } from './exploding/schema.ts';\n${source}`.replace(
    'export const blockRegistry = [',
    'export const blockRegistry = [exploding, ',
  );
  expect(next).toContain('[exploding, ');
  writeFileSync(registry, next);
}, 60_000);
afterAll(() => project?.remove());

describe('a block that throws while prerendering', () => {
  it('fails the build with the page file, the block line and its type, no React stack', () => {
    const run = (script: string) => {
      const result = spawnSync('npm', ['run', script], {
        cwd: project.root,
        encoding: 'utf8',
        timeout: 600_000,
        env: { ...process.env, NODE_ENV: 'production' },
      });
      return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
    };
    // A new block changes the page schema: the build refuses stale schemas.
    expect(run('schemas').status).toBe(0);
    const build = run('build');
    const output = build.output;
    expect(build.status, output).toBe(1);
    expect(output).toMatch(
      /pages\/exploding\.yaml:9:5 blocks\[1\] \(exploding\): the block failed to prerender: the exploding block cannot render "Boom"/,
    );
    // No stack: neither React's frames nor the component's.
    expect(output).not.toMatch(/\n\s+at \S+ \(/);
    expect(output).not.toContain('react-dom');
  }, 600_000);
});

describe('a component that does not compile', () => {
  let broken: ProjectCopy;
  beforeAll(() => {
    broken = copyProject(tmpdir());
  }, 60_000);
  afterAll(() => broken?.remove());

  it('fails the build with the file, line and column, and leaves the last output', () => {
    const component = join(broken.root, 'blocks/hero/Component.tsx');
    const source = readFileSync(component, 'utf8');
    writeFileSync(component, source.replace('return (', 'return (('));
    // The last build's output, which a refused build must leave as it is.
    mkdirSync(join(broken.root, 'dist'), { recursive: true });
    writeFileSync(join(broken.root, 'dist/index.html'), 'the last build');
    const result = spawnSync('npm', ['run', 'build', '--', '--clean'], {
      cwd: broken.root,
      encoding: 'utf8',
      timeout: 600_000,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).toBe(1);
    expect(output).toMatch(/blocks\/hero\/Component\.tsx:\d+:\d+/);
    expect(output).toContain('The code did not compile: nothing was built.');
    expect(output).not.toMatch(/\n\s+at \S+ \(/);
    expect(readFileSync(join(broken.root, 'dist/index.html'), 'utf8')).toBe('the last build');
  }, 600_000);
});
