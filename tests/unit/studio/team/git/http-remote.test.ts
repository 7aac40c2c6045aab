/**
 * A remote over HTTP (`git http-backend` behind a server that demands a token): the token
 * reaches git from the environment only, never the stored remote URL, and without it the
 * remote turns the studio away.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitError } from '../../../../../src/studio/team/git/index.ts';
import { git, refOf } from '../../../../support/bare-repo.ts';
import { startGitHttpServer, type GitHttpServer } from '../../../../support/git-http-server.ts';
import { draftWithTwoEditors, publishRequest, recordingValidator } from './publish-flow.ts';
import { bareRemote, openStudio, GIT_TIMEOUT } from './studio-repo.ts';

const TOKEN = 'tok-3f9a1c77d2e4b8a0';

let server: GitHttpServer;
let remote: ReturnType<typeof bareRemote>;

beforeEach(async () => {
  remote = bareRemote();
  server = await startGitHttpServer({ projectRoot: remote.root, token: TOKEN });
});
afterEach(() => server.close());

/** Every file under a folder, as text: nothing the studio keeps may hold the token. */
function everyFileText(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile())
    .map((file) => readFileSync(file, 'latin1'))
    .join('\n');
}

describe('an HTTPS-style remote with a token', GIT_TIMEOUT, () => {
  it('clones, backs drafts up and publishes with the token, and stores it nowhere', async () => {
    const url = `${server.url}/${remote.name}`;
    const { repo, dataDir, backgroundErrors } = await openStudio(url, { token: TOKEN });
    const draft = await draftWithTwoEditors(repo);
    await repo.backupsSettled();
    expect(backgroundErrors).toEqual([]);
    expect(refOf(remote.path, `refs/heads/${draft.branch}`)).toBe(draft.head);

    const { validate } = recordingValidator();
    const result = await repo.publishDraft(publishRequest(draft.branch, draft.head, validate));
    if (result.kind !== 'published') throw new Error(result.kind);
    expect(refOf(remote.path, 'refs/heads/main')).toBe(result.commit);
    expect(refOf(remote.path, `refs/heads/${draft.branch}`)).toBeNull();

    expect(git(repo.gitDir, ['config', 'remote.origin.url']).trim()).toBe(url);
    expect(everyFileText(dataDir)).not.toContain(TOKEN);
    expect(server.refused()).toBeGreaterThan(0); // git asked without credentials first, as it does
  });

  it('is turned away without the token, or with a wrong one', async () => {
    const url = `${server.url}/${remote.name}`;
    await expect(openStudio(url)).rejects.toBeInstanceOf(GitError);
    await expect(openStudio(url, { token: 'wrong' })).rejects.toMatchObject({
      name: 'GitError',
      exitCode: 128,
    });
    await expect(openStudio(url, { token: 'wrong' })).rejects.toThrow(/Authentication failed/);
  });
});
