/**
 * `npm run bench:live [-- --pages 1000 --publishes 10 --scheduled 3]`: how long a publish of a
 * one-page change through the team studio (a process, over its HTTP API) takes to be served by
 * its `serve` target, p50 and p95, and the requests clients fetching pages the whole time got
 * answered meanwhile, with how many were anything but a 200 of one whole release
 * (src/cli/bench/live-measure.ts); then a rollback's time until the served site answers with the
 * earlier version, kept and rebuilt (live-rollback.ts); then how late past its time a scheduled
 * publish is served (live-schedule.ts). The load of the machine is printed beside the figures:
 * only figures of one run compare.
 */
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { blockRegistry } from '../../../blocks/index.ts';
import { measureLive } from './live-measure.ts';
import { benchSite } from './site.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    publishes: { type: 'string', default: '10' },
    scheduled: { type: 'string', default: '3' },
  },
});
const PAGES = Number(values.pages);
const PUBLISHES = Number(values.publishes);
if (!(PAGES >= 2)) throw new Error('--pages must be at least 2');
if (!(PUBLISHES >= 1)) throw new Error('--publishes must be at least 1');
const SCHEDULED = Number(values.scheduled);
if (!(SCHEDULED >= 1)) throw new Error('--scheduled must be at least 1');

const load = () => loadavg()[0]!.toFixed(1);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

console.log(`bench:live: making a site of ${PAGES} + 32 pages (load ${load()})…`);
const site = benchSite(process.cwd(), blockRegistry, PAGES);
try {
  const figures = await measureLive(
    site,
    PAGES,
    PUBLISHES,
    (line) => console.log(`bench:live: ${line} (load ${load()})`),
    SCHEDULED,
  );
  console.log(
    `\nPublish to live at ${PAGES + 32} pages (load ${load()} on ${cpus().length} cores), ${PUBLISHES} publishes of a one-page change:\n`,
  );
  console.log('| measure | p50 | p95 | max |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, times] of [
    ['publish → the serve target serves it', figures.publishToLive],
    ['of which the publish request (merge, push)', figures.publishRequest],
    ['the deploy, as the studio records it (build, targets)', figures.deploy],
    [
      `a scheduled publish's delay past its time until served (${SCHEDULED} publishes)`,
      figures.scheduledPastTime,
    ],
  ] as const) {
    console.log(
      `| ${name} | ${seconds(percentile(times, 50))} | ${seconds(percentile(times, 95))} | ${seconds(Math.max(...times))} |`,
    );
  }
  console.log(
    `\nFirst (whole) deploy, at the studio's start: ${seconds(figures.firstBuildMs)}, ${figures.firstBuildPages} pages built`,
  );
  console.log(
    `Requests answered during the deploys: ${figures.answered}; not a 200 of one whole release: ${figures.wrong}${figures.wrongExamples.length ? ` (${figures.wrongExamples.join('; ')})` : ''}`,
  );
  const { rollback } = figures;
  console.log(
    `\nRollback → the serve target serves the earlier version: ${seconds(rollback.keptMs)} where the release is kept and built today (${rollback.keptSwitchedBack ? 'switched back' : 'NOT switched back'}); ${seconds(rollback.rebuiltMs)} where it is built again with the next day's date (${rollback.rebuiltSwitchedBack ? 'NOT built again' : 'built again'})`,
  );
  console.log(
    '\nMeasured through the team studio as a process: an editor’s draft approved by a reviewer, published by an admin over its HTTP API, timed from the publish request until its own site (serve) answers with the change.',
  );
} finally {
  rmSync(site, { recursive: true, force: true });
}
