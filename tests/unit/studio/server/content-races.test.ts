/**
 * The studio's two-file writes when the site file changes between their two saves (another
 * editor's save in between, played here by a store whose save of `pages/_site.yaml` finds it
 * changed): New page's menu link and Delete page's menu edit. The page's own write stands, and
 * the answer says what is left for the author to do in the site file, which is not touched.
 */
import { readFileSync, existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../../../../src/cli/project-copy.ts';
import { answerContentRequest } from '../../../../src/studio/server/content-api.ts';
import { HttpError } from '../../../../src/studio/server/http-json.ts';
import type { ContentStore } from '../../../../src/studio/server/store.ts';
import { workingTreeStore } from '../../../../src/studio/server/working-tree-store.ts';

const SITE = 'pages/_site.yaml';
const by = { name: 'Ed', email: 'ed@example.com' };
let copy: ProjectCopy;

beforeEach(() => {
  copy = copyProject(tmpdir());
});
afterEach(() => copy.remove());

/** The working tree, but the site file always changed since it was read. */
function storeWithABusySiteFile(root: string): ContentStore {
  const store = workingTreeStore(root);
  return {
    ...store,
    save: (path, text, baseVersion, editor) =>
      path === SITE
        ? Promise.resolve({ kind: 'conflict', theirs: '', theirsVersion: 'theirs' })
        : store.save(path, text, baseVersion, editor),
  };
}

const jsonRequest = (body: unknown) =>
  Object.assign(Readable.from([Buffer.from(JSON.stringify(body))]), {
    headers: { 'content-type': 'application/json' },
  }) as unknown as IncomingMessage;

const answer = (route: string, url: string, body: unknown = {}) =>
  answerContentRequest({
    store: storeWithABusySiteFile(copy.root),
    route,
    url: new URL(url, 'http://localhost/__studio/api/'),
    request: jsonRequest(body),
    by,
    maxJsonBytes: 1024 * 1024,
  });

const onDisk = (path: string) => readFileSync(join(copy.root, path), 'utf8');

describe('the site file changed between the two saves', () => {
  it('New page: the page is made, and the answer says to add its link in the site file', async () => {
    const site = onDisk(SITE);
    const created = await answer('POST pages', 'pages', {
      route: '/roofing-leads',
      title: 'Roofing leads',
      menu: true,
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        path: 'pages/roofing-leads.yaml',
        menu: {
          added: false,
          message: 'pages/_site.yaml changed meanwhile: add the link to the menu there.',
        },
      },
    });
    expect(existsSync(join(copy.root, 'pages/roofing-leads.yaml'))).toBe(true);
    expect(onDisk(SITE)).toBe(site);
  });

  it('Delete page: the page is gone, and the refusal says to remove its links there', async () => {
    const site = onDisk(SITE);
    const opened = await answer('GET file', 'file?path=pages/partnerships.yaml');
    const version = (opened!.body as { version: string }).version;
    const refused = await answer(
      'DELETE page',
      `page?path=pages/partnerships.yaml&version=${version}`,
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      status: 409,
      code: 'menu-changed',
      message:
        'Deleted pages/partnerships.yaml, but pages/_site.yaml changed meanwhile: remove its links to /partnerships there',
    });
    expect(existsSync(join(copy.root, 'pages/partnerships.yaml'))).toBe(false);
    expect(onDisk(SITE)).toBe(site);
  });
});
