/**
 * The team studio edits its repository's content, not the checkout it runs from: a checkout
 * whose own pages are broken (a page left half-edited by the solo studio, say) still builds the
 * studio's app and serves, and says what it left out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../../src/cli/project-copy.ts';
import {
  startTeamServerProcess,
  type TeamServer,
} from '../../src/cli/bench/team-server-process.ts';
import { seededBareRepo, type BareRepo } from '../support/bare-repo.ts';

const ROOT = resolve(import.meta.dirname, '../..');

let checkout: ProjectCopy | undefined;
let remote: BareRepo | undefined;
let server: TeamServer | undefined;

afterAll(async () => {
  await server?.remove();
  remote?.remove();
  checkout?.remove();
});

describe('a team studio started from a checkout with broken pages', () => {
  it("builds its app, serves, and names the checkout's problems", async () => {
    checkout = copyProject(join(ROOT, '.tmp'));
    // The curriculum's first title emptied, as an author mid-edit leaves it: an error of the
    // checkout's own, in a page that declares a download (which the app then leaves out).
    const curriculum = join(checkout.root, 'pages/curriculum.yaml');
    const broken = readFileSync(curriculum, 'utf8').replace(
      /^( {4}title: ).*$/m,
      (_line, key: string) => `${key}""`,
    );
    writeFileSync(curriculum, broken);
    remote = seededBareRepo({ copy: { from: ROOT, paths: ['pages', 'forms', 'public'] } });

    server = await startTeamServerProcess({ remote: remote.path, root: checkout.root });
    expect(server.output()).toMatch(
      /1 problem in this checkout's own content, left out of the studio's app[\s\S]*pages\/curriculum\.yaml:\d+:\d+ blocks\[0\]\.title/,
    );
    const signIn = await fetch(`${server.base}/studio`);
    expect(signIn.status).toBe(200);
    const html = await signIn.text();
    const script = /<script[^>]+src="(\/studio\/app\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${server.base}${script}`)).status).toBe(200);
  }, 240_000);
});
