/**
 * The team studio benchmark's site (`npm run bench:team`): a bare remote of the benchmark site's
 * content, made to pass `validate --strict` so a publish goes all the way to the push.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';

/** A bare remote holding the benchmark site's content, one commit. */
export function benchRemote(site: string): string {
  const remote = mkdtempSync(join(tmpdir(), 'bench-team-remote-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: site,
      env: {
        ...process.env,
        GIT_DIR: remote,
        GIT_WORK_TREE: site,
        GIT_INDEX_FILE: join(remote, 'seed-index'),
        GIT_AUTHOR_NAME: 'Bench',
        GIT_AUTHOR_EMAIL: 'bench@example.com',
        GIT_COMMITTER_NAME: 'Bench',
        GIT_COMMITTER_EMAIL: 'bench@example.com',
      },
      encoding: 'utf8',
    }).trim();
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', remote]);
  git('add', 'pages', 'forms', 'public');
  const commit = git('commit-tree', git('write-tree'), '-m', 'Seed the benchmark site');
  git('update-ref', 'refs/heads/main', commit);
  rmSync(join(remote, 'seed-index'));
  return remote;
}

/**
 * The benchmark site as CI would pass it (`validate --strict`), so a publish goes all the way
 * to the push: a hub page the footer links to links every benchmark page, and each benchmark
 * page, which holds every block's example at once, says why two review rules do not apply.
 */
export function passStrict(site: string, count: number) {
  writeFileSync(join(site, 'pages/bench.yaml'), hubPage(count));
  const sitePath = join(site, 'pages/_site.yaml');
  // Without `timeZone:` (its default is the zone it names): a reference revision from before it
  // refuses the field, and both sides must run the same content.
  const settings = readFileSync(sitePath, 'utf8').replace(/^timeZone: .*\n/m, '');
  writeFileSync(
    sitePath,
    settings.replace(
      /^footer:\n {2}columns:\n/m,
      (head) =>
        `${head}    - title: Benchmark\n      links:\n        - label: Benchmark pages\n          to: /bench\n`,
    ),
  );
  const ignores = [
    '# content-ignore: main-heading — the page holds every block example, two heroes among them',
    '# content-ignore: conflicting-buttons — the examples of different blocks share labels',
  ].join('\n');
  for (let index = 1; index <= count; index++) {
    const path = join(site, `pages/bench/page-${String(index).padStart(4, '0')}.yaml`);
    writeFileSync(path, `${ignores}\n${readFileSync(path, 'utf8')}`);
  }
}

function hubPage(count: number): string {
  const links = Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(4, '0');
    return { label: `Benchmark page ${number}`, to: `/bench/page-${number}` };
  });
  return stringify({
    title: 'Benchmark pages index',
    description:
      'Every page of the content benchmark, one link each, so that every page is linked.',
    blocks: [
      { type: 'hero', title: 'Benchmark pages', intro: 'Every page of the benchmark.' },
      { type: 'cta', title: 'All benchmark pages', actions: links },
    ],
  });
}
