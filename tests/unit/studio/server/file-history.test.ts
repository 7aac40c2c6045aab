/**
 * A content file's history against real Git repositories in temporary folders: the versions of
 * a page newest first, who and when, renames followed, what changed in words; the text of a
 * version; pages removed and not back; a restore written through the working tree's store (and
 * a removed page's menu link and redirect); refusals that change nothing (a path outside the
 * content, a version that is no commit id, a commit of no branch); a project that is no
 * checkout, said in words; a project in a sub-folder of its repository; a bare repository with
 * a draft's branch beside main.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { answerHistoryRequest } from '../../../../src/studio/server/history-api.ts';
import type {
  FileVersion,
  HistorySource,
  RemovedFile,
} from '../../../../src/studio/server/file-history.ts';
import { workingTreeStore } from '../../../../src/studio/server/working-tree-store.ts';
import { HttpError } from '../../../../src/studio/server/http-json.ts';
import { RefusedPath } from '../../../../src/studio/server/content-path.ts';
import { diskSnapshot } from '../../../support/disk-snapshot.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const DAY = 86_400_000;
const ANN = { name: 'Ann Editor', email: 'ann@example.com' };
const BOB = { name: 'Bob Writer', email: 'bob@example.com' };

function git(cwd: string, args: string[], who = ANN, at = Date.now()) {
  const date = `${Math.floor(at / 1000)} +0000`;
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: tmpdir(),
      LC_ALL: 'C',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_AUTHOR_NAME: who.name,
      GIT_AUTHOR_EMAIL: who.email,
      GIT_COMMITTER_NAME: who.name,
      GIT_COMMITTER_EMAIL: who.email,
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
  });
}

function write(root: string, files: Record<string, string | null>) {
  for (const [path, text] of Object.entries(files)) {
    if (text === null) rmSync(join(root, path));
    else {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  }
}

function commit(root: string, files: Record<string, string | null>, who = ANN, at = Date.now()) {
  write(root, files);
  git(root, ['add', '--all'], who, at);
  git(root, ['commit', '--quiet', '-m', 'A change'], who, at);
  return git(root, ['rev-parse', 'HEAD']).trim();
}

const page = (title: string, heroTitle = title) =>
  `title: ${title}\ndescription: A page about ${title.toLowerCase()} for the tests of the history.\nblocks:\n  - type: hero\n    title: ${heroTitle}\n`;

const SITE = `name: Test\nheader:\n  links:\n    - label: Home\n      to: /\n    - label: Offers\n      to: /offers\n`;

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'file-history-'));
  folders.push(root);
  git(root, ['init', '--quiet', '--initial-branch=main']);
  return root;
}

const local = (root: string): HistorySource => ({
  place: { workTree: root },
  refs: async () => ({ draft: null, main: 'HEAD' }),
});

type Version = FileVersion & { changes: string[] };
interface Body {
  versions: Version[];
  removed: (RemovedFile & { route: string; title?: string; menuLabel?: string })[];
  text: string;
  message: string;
  unavailable: string;
}

function ask(root: string, route: string, query = '', body: Record<string, unknown> = {}) {
  return answerHistoryRequest({
    source: local(root),
    store: workingTreeStore(root),
    route,
    url: new URL(`http://studio.test/x?${query}`),
    body: async () => body,
    by: ANN,
  }) as Promise<{ status: number; body: Body }>;
}

describe('a file’s history', () => {
  it('lists the versions newest first, with who, when and what changed, renames followed', async () => {
    const root = project();
    const lastWeek = Date.now() - 7 * DAY;
    const first = commit(root, { 'pages/old-offers.yaml': page('Offers') }, ANN, lastWeek - DAY);
    const second = commit(
      root,
      { 'pages/old-offers.yaml': page('Offers', 'Spring offers') },
      BOB,
      lastWeek,
    );
    git(root, ['mv', 'pages/old-offers.yaml', 'pages/offers.yaml']);
    const moved = commit(root, {}, ANN, Date.now() - DAY);
    const third = commit(root, { 'pages/offers.yaml': page('Offers', 'Summer offers') }, ANN);

    const { status, body } = await ask(root, 'GET history', 'path=pages/offers.yaml');
    expect(status).toBe(200);
    const versions = body.versions;
    expect(versions.map((v) => v.commit)).toEqual([third, moved, second, first]);
    expect(versions[0]).toMatchObject({
      path: 'pages/offers.yaml',
      status: 'changed',
      author: ANN,
    });
    expect(versions[0]!.changes).toEqual([
      'Opening band (block 1) › Title: “Spring offers” → “Summer offers”',
    ]);
    expect(versions[1]).toMatchObject({ status: 'renamed', from: 'pages/old-offers.yaml' });
    expect(versions[1]!.changes[0]).toBe('Moved from /old-offers');
    expect(versions[2]).toMatchObject({ path: 'pages/old-offers.yaml', author: BOB });
    expect(Math.abs(versions[2]!.at - lastWeek)).toBeLessThan(1000);
    expect(versions[3]!.changes).toEqual(['A new page']);

    // The text of last week's version, by the path it had then.
    const old = await ask(
      root,
      'GET history/version',
      `path=pages/old-offers.yaml&version=${second}`,
    );
    expect(old.body.text).toBe(page('Offers', 'Spring offers'));
  });

  it('restores a version through the working tree’s store, and refuses what is not one', async () => {
    const root = project();
    const lastWeek = commit(
      root,
      { 'pages/offers.yaml': page('Offers', 'Spring offers') },
      BOB,
      Date.now() - 7 * DAY,
    );
    commit(root, { 'pages/offers.yaml': page('Offers', 'Summer offers') });
    const elsewhere = project();
    const foreign = commit(elsewhere, { 'pages/offers.yaml': page('Foreign') });

    const before = diskSnapshot(root);
    const refusals = [
      ask(root, 'POST history/restore', '', { path: '../etc/passwd', version: lastWeek }),
      ask(root, 'POST history/restore', '', { path: 'src/main.tsx', version: lastWeek }),
      ask(root, 'POST history/restore', '', { path: 'pages/offers.yaml', version: 'HEAD~1' }),
      ask(root, 'POST history/restore', '', {
        path: 'pages/offers.yaml',
        version: '--output=/tmp/x',
      }),
      ask(root, 'POST history/restore', '', { path: 'pages/offers.yaml', version: foreign }),
      ask(root, 'GET history/version', `path=pages/offers.yaml&version=${'0'.repeat(39)}`),
      ask(root, 'GET history', 'path=pages/../../secret.yaml'),
    ];
    const outcomes = await Promise.allSettled(refusals);
    const codes = outcomes.map((outcome) =>
      outcome.status === 'rejected' &&
      (outcome.reason instanceof HttpError || outcome.reason instanceof RefusedPath)
        ? `${(outcome.reason as HttpError).status ?? 403} ${outcome.reason.code}`
        : 'answered',
    );
    expect(codes).toEqual([
      '400 path-traversal',
      '400 outside-content',
      '400 bad-version',
      '400 bad-version',
      '404 not-in-history',
      '400 bad-version',
      '403 path-traversal',
    ]);
    expect(diskSnapshot(root)).toEqual(before);

    const restored = await ask(root, 'POST history/restore', '', {
      path: 'pages/offers.yaml',
      version: lastWeek,
    });
    expect(restored.status).toBe(200);
    expect(readFileSync(join(root, 'pages/offers.yaml'), 'utf8')).toBe(
      page('Offers', 'Spring offers'),
    );
    expect(restored.body.message).toMatch(/^Restored pages\/offers.yaml/);
  });

  it('lists a removed page until it is back, and restores it with its menu link, its address freed', async () => {
    const root = project();
    commit(root, {
      'pages/_site.yaml': SITE,
      'pages/offers.yaml': page('Offers'),
      'pages/index.yaml': page('Home'),
    });
    commit(
      root,
      {
        'pages/offers.yaml': null,
        'pages/_site.yaml': `name: Test\nheader:\n  links:\n    - label: Home\n      to: /\nredirects:\n  - from: /offers\n    to: /\n`,
      },
      BOB,
    );
    const { body } = await ask(root, 'GET history/removed');
    expect(body.removed).toHaveLength(1);
    expect(body.removed[0]).toMatchObject({
      path: 'pages/offers.yaml',
      route: '/offers',
      title: 'Offers',
      menuLabel: 'Offers',
      author: BOB,
    });
    const restored = await ask(root, 'POST history/restore', '', {
      path: 'pages/offers.yaml',
      version: body.removed[0]!.lastVersion,
      menu: true,
      menuLabel: 'Offers',
    });
    expect(restored.status).toBe(201);
    expect(readFileSync(join(root, 'pages/offers.yaml'), 'utf8')).toBe(page('Offers'));
    const site = readFileSync(join(root, 'pages/_site.yaml'), 'utf8');
    expect(site).toContain('- label: Offers\n      to: /offers');
    expect(site).not.toContain('from: /offers');
    expect(restored.body.message).toMatch(/no longer sent elsewhere; its link is back in the menu/);
    expect((await ask(root, 'GET history/removed')).body.removed).toEqual([]);
  });

  it('says so when a version changed only comments or layout, and words a site file’s change', async () => {
    const root = project();
    commit(root, { 'pages/offers.yaml': page('Offers'), 'pages/_site.yaml': SITE });
    commit(root, {
      'pages/offers.yaml': `# Spring\n${page('Offers')}`,
      'pages/_site.yaml': `${SITE}redirects:\n  - from: /old\n    to: /offers\n`,
    });
    const offers = await ask(root, 'GET history', 'path=pages/offers.yaml');
    expect(offers.body.versions[0]!.changes).toEqual([
      'Only comments or the layout of the text changed',
    ]);
    const site = await ask(root, 'GET history', 'path=pages/_site.yaml');
    expect(site.body.versions[0]!.changes).toEqual(['Sends /old on to /offers']);
  });

  it('says in words that a folder outside Git has no history', async () => {
    const root = mkdtempSync(join(tmpdir(), 'file-history-none-'));
    folders.push(root);
    write(root, { 'pages/offers.yaml': page('Offers') });
    const { status, body } = await ask(root, 'GET history', 'path=pages/offers.yaml');
    expect(status).toBe(200);
    expect(body.unavailable).toMatch(/not a Git checkout/);
    expect((await ask(root, 'GET history/removed')).body.unavailable).toMatch(/not a Git checkout/);
  });

  it('reads a project kept in a sub-folder of its repository', async () => {
    const repo = project();
    const root = join(repo, 'site');
    const first = commit(repo, { 'site/pages/offers.yaml': page('Offers') });
    commit(repo, { 'site/pages/offers.yaml': page('Offers', 'New') });
    const { body } = await ask(root, 'GET history', 'path=pages/offers.yaml');
    expect(body.versions.map((v) => v.path)).toEqual(['pages/offers.yaml', 'pages/offers.yaml']);
    const old = await ask(root, 'GET history/version', `path=pages/offers.yaml&version=${first}`);
    expect(old.body.text).toBe(page('Offers'));
    expect(existsSync(join(root, 'pages/offers.yaml'))).toBe(true);
  });

  it('lists a draft’s own versions first in a bare repository, then main’s', async () => {
    const work = project();
    const onMain = commit(work, { 'pages/offers.yaml': page('Offers') });
    git(work, ['checkout', '--quiet', '-b', 'studio/spring-1']);
    const inDraft = commit(work, { 'pages/offers.yaml': page('Offers', 'Draft title') }, BOB);
    const bare = `${work}.git`;
    folders.push(bare);
    git(tmpdir(), ['clone', '--quiet', '--bare', work, bare]);
    const source: HistorySource = {
      place: { gitDir: bare },
      refs: async () => ({ draft: 'refs/heads/studio/spring-1', main: 'refs/heads/main' }),
    };
    const answer = (await answerHistoryRequest({
      source,
      store: workingTreeStore(work),
      route: 'GET history',
      url: new URL('http://studio.test/x?path=pages/offers.yaml'),
      body: async () => ({}),
      by: ANN,
    })) as { body: Body };
    expect(answer.body.versions.map((v) => [v.commit, v.inDraft])).toEqual([
      [inDraft, true],
      [onMain, false],
    ]);
  });
});
