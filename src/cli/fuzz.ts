/**
 * `npm run fuzz [-- --runs N] [--seed S]`: the fuzz property of
 * tests/unit/cli/fuzz/fuzz-content.test.ts run long, over every real page, form and site file.
 * Prints the counts (tries, files with problems, problems, still valid, prerendered, failures)
 * every 5,000 tries and at the end; exits 1 on any failure. Pages are prerendered through a Vite
 * server (the site's renderer needs its glob imports), created in middleware mode without listening
 * on a port.
 */
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import type * as RenderModule from './fuzz/render-page.tsx';
import { noFuzzCounts, runFuzz, type FuzzCounts } from './fuzz/run-fuzz.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '10000' }, seed: { type: 'string' } },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Date.now() : Number(values.seed);

const vite = await createServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
});
const { renderPage } = (await vite.ssrLoadModule(
  '/src/cli/fuzz/render-page.tsx',
)) as typeof RenderModule;

const print = (counts: FuzzCounts, ms: number) =>
  console.log(
    `${counts.tries} tries in ${(ms / 1000).toFixed(0)} s: ${counts.withProblems} with problems ` +
      `(${counts.problems} problems found), ${counts.stillValid} still valid, ` +
      `${counts.prerendered} prerendered, throws and other failures: ${counts.failures}`,
  );

console.log(`fuzz: ${runs} tries, seed ${seed}`);
const started = performance.now();
const total = noFuzzCounts();
const BATCH = 5000;
for (let done = 0; done < runs && total.failures === 0; done += BATCH) {
  const counts = runFuzz(process.cwd(), renderPage, {
    runs: Math.min(BATCH, runs - done),
    seed: seed + done,
  });
  for (const key of [
    'tries',
    'withProblems',
    'problems',
    'stillValid',
    'prerendered',
    'failures',
  ] as const) {
    total[key] += counts[key];
  }
  total.firstFailure ??= counts.firstFailure;
  print(total, performance.now() - started);
}
await vite.close();
if (total.firstFailure) {
  console.error(`first failure: ${total.firstFailure}`);
  process.exit(1);
}
