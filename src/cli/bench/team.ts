/**
 * `npm run bench:team [-- --pages 1000 --saves 20 --reference <rev> --rounds 1]`: the team
 * studio's figures on a site of 32 + N pages, over HTTP against the server started as a
 * process, as people use it:
 * - save to commit, p50 and p95: 10 editors saving at once, each into a draft of their own, and
 *   2 editors saving at once into one draft (other pages of it), with the git processes a save
 *   runs (counted by a `git` first on the server's PATH that notes each call, then runs git);
 * - from a save to the reviewer's preview link showing it;
 * - after a save, the editor's file list (each file's problems) and preview content;
 * - publish: merge, validate (strict, as CI) and push.
 * With `--reference <rev>`, the same runs of that revision's server (unpacked beside, on this
 * node_modules) alternate with this code's, `--rounds` times each, and the save figures are
 * printed side by side with their ratio. The load of the machine is printed beside the figures:
 * only figures of one run compare.
 */
import { existsSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { blockRegistry } from '../../../blocks/index.ts';
import { referenceUnavailable, unpackReference } from './reference.ts';
import { benchSite } from './site.ts';
import { countingGit, machineBusy, serverCpu } from './process-meters.ts';
import { benchRemote, passStrict } from './team-site.ts';
import { startTeamServerProcess, type TeamServer } from './team-server-process.ts';
import { teamApiClient, type Person } from './team-api-client.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    saves: { type: 'string', default: '20' },
    reference: { type: 'string' },
    rounds: { type: 'string', default: '1' },
  },
});
const PAGES = Number(values.pages);
// Ten editors' pages, two for the shared draft, one for the preview.
if (!(PAGES >= 13)) throw new Error('--pages must be at least 13');
const SAVES = Number(values.saves);
const ROUNDS = Number(values.rounds);
if (!(ROUNDS >= 1)) throw new Error('--rounds must be at least 1');

const load = () => loadavg()[0]!.toFixed(1);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** A request that must succeed: the benchmark times answers, never refusals. */
function client(server: TeamServer) {
  const api = teamApiClient(server.base);
  return async function call(method: string, path: string, as?: Person, body?: unknown) {
    const answer = await api.call(method, path, { as, body });
    if (answer.status >= 400)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { answer: answer.body };
  };
}

interface Figures {
  ten: number[];
  two: number[];
  previews: number[];
  afterSave: number[];
  publish: { ms: number; kind: string };
  /** Git processes a save ran, over the ten editors' saves. */
  gitPerSave: number;
  /** CPU a save took over the ten editors' saves, in ms, where /proc tells. */
  cpuPerSave: { server: number; git: number; machine: number } | null;
}

/** One run of every measure against the server of the checkout at `root`, on `site`. */
async function measure(root: string, site: string): Promise<Figures> {
  const remote = benchRemote(site);
  const git = countingGit();
  const server = await startTeamServerProcess({
    remote,
    root,
    env: { PATH: `${git.dir}:${process.env.PATH ?? ''}` },
    // A reference revision from before the deploys knows no `--no-serve`.
    deploys: existsSync(`${root}/src/deploy`),
  });
  const call = client(server);
  try {
    const join = (email: string, role: string) =>
      teamApiClient(server.base).join(
        server.invite(email, role),
        email.split('@')[0]!,
        'benchmark password',
      );
    const admin = await join('admin@bench.example', 'admin');
    const editors = await Promise.all(
      Array.from({ length: 10 }, (_, index) => join(`editor${index}@bench.example`, 'editor')),
    );

    const page = (index: number) => `pages/bench/page-${String(index + 1).padStart(4, '0')}.yaml`;
    /** `count` saves in a row by one editor into one draft; each save's time from send to answer. */
    const open = async (as: Person, draft: string, path: string) =>
      (await call('GET', `file?path=${path}&draft=${draft}`, as)).answer;
    const saveRun = async (
      as: Person,
      draft: string,
      path: string,
      count: number,
      opened?: Record<string, unknown>,
    ) => {
      let answer = opened ?? (await open(as, draft, path));
      const times: number[] = [];
      for (let save = 0; save < count; save++) {
        const text = (answer.text as string).replace(
          /^title: .*$/m,
          `title: Benchmark save ${save} of ${path}`,
        );
        const started = performance.now();
        const saved = await call('PUT', `file?draft=${draft}`, as, {
          path,
          text,
          baseVersion: answer.version,
        });
        times.push(performance.now() - started);
        answer = { text, version: saved.answer.version };
      }
      return times;
    };
    const draftFor = async (as: Person, name: string) =>
      (await call('POST', 'drafts', as, { name })).answer.id as string;

    const tenDrafts = await Promise.all(
      editors.map((editor, index) => draftFor(editor, `Ten ${index}`)),
    );
    // Each page opened first: only the saves' git calls are counted.
    const opened = await Promise.all(
      editors.map((editor, index) => open(editor, tenDrafts[index]!, page(index))),
    );
    const cpu = serverCpu(server.base);
    const cpuBefore = cpu?.();
    const busyBefore = machineBusy();
    const gitBefore = git.calls();
    const ten = (
      await Promise.all(
        editors.map((editor, index) =>
          saveRun(editor, tenDrafts[index]!, page(index), SAVES, opened[index]),
        ),
      )
    ).flat();
    const gitPerSave = (git.calls() - gitBefore) / ten.length;
    const cpuAfter = cpu?.();
    const busyAfter = machineBusy();
    const cpuPerSave =
      cpuBefore && cpuAfter && busyBefore !== null && busyAfter !== null
        ? {
            server: (cpuAfter.server - cpuBefore.server) / ten.length,
            git: (cpuAfter.git - cpuBefore.git) / ten.length,
            machine: (busyAfter - busyBefore) / ten.length,
          }
        : null;
    const shared = await draftFor(editors[0]!, 'Two hands');
    const two = (
      await Promise.all([
        saveRun(editors[0]!, shared, page(PAGES - 1), SAVES),
        saveRun(editors[1]!, shared, page(PAGES - 2), SAVES),
      ])
    ).flat();

    // From a save to the reviewer's preview link showing it.
    const previews: number[] = [];
    const reviewer = await join('reviewer@bench.example', 'reviewer');
    for (let round = 0; round < 5; round++) {
      const path = page(PAGES - 3);
      const route = '/' + path.replace(/^pages\//, '').replace(/\.yaml$/, '');
      const { answer } = await call('GET', `file?path=${path}&draft=${shared}`, editors[0]);
      const title = `Preview round ${round}`;
      const started = performance.now();
      await call('PUT', `file?draft=${shared}`, editors[0], {
        path,
        text: (answer.text as string).replace(/^title: .*$/m, `title: ${title}`),
        baseVersion: answer.version,
      });
      for (;;) {
        const shown = await call('GET', `drafts/${shared}/preview?route=${route}`, reviewer);
        if ((shown.answer.page as { title?: string } | null)?.title === title) break;
      }
      previews.push(performance.now() - started);
    }

    // What the editor's studio asks after each save (StudioApp's save): the file list with each
    // file's problems, and the forms and downloads its preview shows.
    const afterSave: number[] = [];
    for (let round = 0; round < 5; round++) {
      const path = page(PAGES - 3);
      const { answer } = await call('GET', `file?path=${path}&draft=${shared}`, editors[0]);
      await call('PUT', `file?draft=${shared}`, editors[0], {
        path,
        text: (answer.text as string).replace(/^title: .*$/m, `title: After save ${round}`),
        baseVersion: answer.version,
      });
      const started = performance.now();
      await Promise.all([
        call('GET', `files?draft=${shared}`, editors[0]),
        call('GET', `preview-content?draft=${shared}`, editors[0]),
      ]);
      afterSave.push(performance.now() - started);
    }

    // Publish: submit, approve, then merge, validate and push, timed.
    await call('POST', `drafts/${shared}/submit`, editors[0]);
    await call('POST', `drafts/${shared}/review`, reviewer, { decision: 'approve' });
    const started = performance.now();
    const published = await call('POST', `drafts/${shared}/publish`, admin);
    const publish = { ms: performance.now() - started, kind: published.answer.kind as string };
    return { ten, two, previews, afterSave, publish, gitPerSave, cpuPerSave };
  } finally {
    await server.remove();
    rmSync(remote, { recursive: true, force: true });
    rmSync(git.dir, { recursive: true, force: true });
  }
}

const sortedOf = (times: number[]) => [...times].sort((a, b) => a - b);

function printFigures(figures: Figures) {
  const row = (name: string, times: number[]) => {
    const sorted = sortedOf(times);
    return `| ${name} | ${times.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(sorted.at(-1)!)} |`;
  };
  console.log('| save to commit | saves | p50 | p95 | max |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  console.log(row('10 editors at once, 10 drafts', figures.ten));
  console.log(row('2 editors at once, 1 draft', figures.two));
  console.log(row('save → reviewer’s preview shows it', figures.previews));
  console.log(row('save → the editor’s file list and preview content', figures.afterSave));
  const cpu = figures.cpuPerSave;
  if (cpu) {
    console.log(
      `\nCPU a save, ten editors at once: server ${cpu.server.toFixed(1)} ms, the git it ran ${cpu.git.toFixed(1)} ms, the whole machine ${cpu.machine.toFixed(1)} ms`,
    );
  }
  console.log(
    `git processes a save: ${figures.gitPerSave.toFixed(1)}` +
      `\npublish (merge, validate --strict, push): ${ms(figures.publish.ms)} → ${figures.publish.kind}`,
  );
}

/** This code's and the reference's ten-editor saves side by side, with the p95 ratio. */
function printSideBySide(ours: Figures[], theirs: Figures[], reference: string) {
  const line = (name: string, runs: Figures[]) => {
    const sorted = sortedOf(runs.flatMap((figures) => figures.ten));
    const perSave = runs.reduce((sum, f) => sum + f.gitPerSave, 0) / runs.length;
    return {
      p95: percentile(sorted, 95),
      text: `| ${name} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${perSave.toFixed(1)} |`,
    };
  };
  const mine = line('this code', ours);
  const base = line(`reference ${reference}`, theirs);
  console.log(
    `\nSave to commit, 10 editors saving at once into 10 drafts, ${ROUNDS} round(s) each, alternating`,
  );
  console.log('| server | saves | p50 | p95 | git processes a save |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  console.log(mine.text);
  console.log(base.text);
  console.log(`p95 ratio (this code / reference): ${(mine.p95 / base.p95).toFixed(2)}`);
}

async function main() {
  console.log(`bench:team: building a site of ${PAGES} pages (load ${load()})…`);
  const site = benchSite(process.cwd(), blockRegistry, PAGES);
  passStrict(site, PAGES);
  const unavailable =
    values.reference === undefined
      ? undefined
      : referenceUnavailable(process.cwd(), values.reference);
  if (unavailable) throw new Error(unavailable);
  const reference =
    values.reference === undefined
      ? undefined
      : await unpackReference(process.cwd(), values.reference);
  try {
    const ours: Figures[] = [];
    const theirs: Figures[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Which goes first turns from round to round: a pair's first run is the slower here.
      const order = round % 2 === 0 ? ['ours', 'theirs'] : ['theirs', 'ours'];
      for (const which of order) {
        if (which === 'ours') ours.push(await measure(process.cwd(), site));
        else if (reference) theirs.push(await measure(reference.root, site));
      }
    }
    console.log(
      `\nTeam studio at ${PAGES + 32} pages (load ${load()} on ${cpus().length} cores), this code:\n`,
    );
    printFigures(ours.at(-1)!);
    if (reference) printSideBySide(ours, theirs, reference.revision);
  } finally {
    rmSync(site, { recursive: true, force: true });
    if (reference) rmSync(reference.root, { recursive: true, force: true });
  }
}

await main();
