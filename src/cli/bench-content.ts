/**
 * `npm run bench:content -- --pages 1000`: generates temporary sites of 100 and N pages from
 * the block examples and prints, for each, how long validation, the Vite builds and the
 * prerendering take and the peak memory of each step. It prints figures and never fails on
 * timing (targets on the reference machine: validate 1,000 pages < 3 s, prerender < 60 s).
 * `--validate-only` skips the builds; `--keep` leaves the generated sites in the temp folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { blockRegistry } from '../../blocks/index.ts';
import type { BlockDefinition } from '../content/define-block.ts';
import { benchSite } from './bench/site.ts';

const repo = process.cwd();
const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const largest = Number(argument('--pages') ?? 1000);
const keep = process.argv.includes('--keep');
const validateOnly = process.argv.includes('--validate-only');
if (!Number.isInteger(largest) || largest < 1) {
  console.error('Usage: npm run bench:content -- --pages <n> [--keep]');
  process.exit(1);
}
const sizes = largest > 100 ? [100, largest] : [largest];
const TIME = '/usr/bin/time';
const bin = (name: string) => join(repo, 'node_modules/.bin', name);

interface Step {
  seconds: number;
  peakMb?: number;
  output: string;
}

/** Runs a step in the bench site; GNU time reports its peak resident memory. */
function step(root: string, command: string, args: string[]): Step {
  const measured = existsSync(TIME);
  const started = performance.now();
  const result = spawnSync(
    measured ? TIME : command,
    measured ? ['-f', 'PEAK_KB %M', command, ...args] : args,
    {
      cwd: root,
      // As `npm run build` runs each step: React's production build, not its development one.
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${output.slice(-4000)}`);
  const peak = /PEAK_KB (\d+)/.exec(output)?.[1];
  return { seconds, peakMb: peak ? Number(peak) / 1024 : undefined, output };
}

const mb = (value?: number) => (value === undefined ? 'n/a' : `${Math.round(value)} MB`);
const s = (value: number) => `${value.toFixed(2)} s`;

const rows: string[][] = [];
for (const pages of sizes) {
  const root = benchSite(repo, blockRegistry as readonly BlockDefinition[], pages);
  console.log(`\n${pages} generated pages in ${root}`);
  try {
    const validation = step(root, bin('tsx'), ['src/cli/bench/time-validation.ts']);
    const figures = JSON.parse(/\{.*\}/.exec(validation.output)![0]) as {
      ms: number;
      pages: number;
      blocks: number;
      errors: number;
    };
    if (figures.errors > 0)
      throw new Error(`the generated site has ${figures.errors} validation errors`);
    console.log(
      `  validate: ${s(figures.ms / 1000)} for ${figures.pages} pages, ${figures.blocks} blocks`,
    );
    if (validateOnly) {
      const row = [String(figures.pages), String(figures.blocks), s(figures.ms / 1000)];
      rows.push([...row, mb(validation.peakMb), '-', '-', '-', '-']);
      continue;
    }
    const client = step(root, bin('vite'), ['build', '--logLevel', 'warn']);
    console.log(`  vite build (client): ${s(client.seconds)}`);
    const server = step(root, bin('vite'), [
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      'dist-ssr',
      '--logLevel',
      'warn',
    ]);
    console.log(`  vite build (ssr): ${s(server.seconds)}`);
    const prerender = step(root, bin('tsx'), ['src/cli/prerender.ts']);
    console.log(`  prerender: ${s(prerender.seconds)}`);
    rows.push([
      String(figures.pages),
      String(figures.blocks),
      s(figures.ms / 1000),
      mb(validation.peakMb),
      s(client.seconds + server.seconds),
      mb(Math.max(client.peakMb ?? 0, server.peakMb ?? 0) || undefined),
      s(prerender.seconds),
      mb(prerender.peakMb),
    ]);
  } finally {
    if (!keep) rmSync(root, { recursive: true, force: true });
  }
}

const head = ['pages', 'blocks', 'validate', 'peak', 'vite builds', 'peak', 'prerender', 'peak'];
// Timings on a shared machine depend on its load: print it beside the figures.
console.log(
  `\nload average (1, 5, 15 min): ${loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} on ${cpus().length} cores`,
);
console.log(`\n| ${head.join(' | ')} |\n| ${head.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
console.log(
  '\nValidation time is measured inside the process (no start-up); the others are wall-clock times of the whole step.',
);
