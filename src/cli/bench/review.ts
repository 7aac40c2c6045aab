/**
 * `npm run bench:review [-- --runs 9]`: how long validating the whole site takes with the
 * content review and without it (src/content/review/), each run from the files' text (every
 * parse forgotten first), alternating, medians printed. Exits 1 when the review doubles it.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { forgetParsedTexts } from '../../content/parsed-yaml.ts';
import { listProjectFiles, validateProject } from '../../project/project.ts';
import { withRulesOff } from '../../content/review/switch.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' } } });
const runs = Math.max(1, Number(values.runs) || 9);
const root = process.cwd();
const files = listProjectFiles(root);

function timed(run: () => unknown): number {
  forgetParsedTexts();
  const start = performance.now();
  run();
  return performance.now() - start;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

// One of each first, so both measure a warm process.
validateProject(root, undefined, undefined, files);
withRulesOff('all', () => validateProject(root, undefined, undefined, files));
const withReview: number[] = [];
const without: number[] = [];
for (let i = 0; i < runs; i++) {
  without.push(
    timed(() => withRulesOff('all', () => validateProject(root, undefined, undefined, files))),
  );
  withReview.push(timed(() => validateProject(root, undefined, undefined, files)));
}
const a = median(without);
const b = median(withReview);
const ratio = b / a;
console.log(`${files.length} files, median of ${runs} runs each (parse included):`);
console.log(`  without the review ${a.toFixed(1)} ms`);
console.log(`  with the review    ${b.toFixed(1)} ms (×${ratio.toFixed(2)})`);
if (ratio >= 2) {
  console.error('The review doubles the validation time (issue 28 allows less than twice).');
  process.exit(1);
}
